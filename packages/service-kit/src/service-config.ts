// The kit reads the registry itself (issue 22). No cycle: @cadeau/platform imports nothing of the workspaces (its
// generator only writes the kit's name into the files it generates), and @cadeau/contracts, which the kit already
// uses, depends on it too (packages/platform/src/import-cycles.test.ts checks the files).
import { dataDirEnvName, localServiceUrl, platform, services, urlEnvName } from '@cadeau/platform';
import { z } from 'zod';
import { env } from './config';

/**
 * PUBLIC_URL's default, where a browser on this machine opens the platform's links (mails, vouchers): the gateway at
 * its registry port, `http://localhost:8080`. The stack sets PUBLIC_URL to the gateway's actual port.
 */
export const DEFAULT_PUBLIC_URL = `http://localhost:${platform.gateway.port.default}`;

/** A service of the platform registry (`identity`, `catalog`, …). */
export type ServiceName = (typeof services)[number]['name'];
type EntryOf<N extends ServiceName> = Extract<(typeof services)[number], { name: N }>;
type PortEnvOf<N extends ServiceName> = EntryOf<N>['port']['env'];

/** The variables of a service's own port, data directory and peers, keyed by their names (`CAMPAIGN_PORT`, …). */
export type ServiceVariables<N extends ServiceName, P extends ServiceName, D extends boolean> = {
  PORT: ReturnType<typeof env.port>;
} & Record<PortEnvOf<N>, ReturnType<typeof env.port>> &
  (D extends true
    ? Record<`${Uppercase<N>}_DATA_DIR` | 'DATA_DIR', z.ZodOptional<z.ZodString>>
    : Record<never, never>) &
  Record<`${Uppercase<P>}_URL`, z.ZodDefault<z.ZodString>>;

/** What every service's config has (a service's config interface extends it with its own). */
export interface ServiceBasics {
  /** PORT, else `<NAME>_PORT`, else the registry's port (ADR 0001). */
  port: number;
  /** DATABASE_URL of serviceEnv. */
  databaseUrl: string;
  /** NATS_URL of serviceEnv. */
  natsUrl: string;
  /** USER_CONTEXT_SECRET of serviceEnv. */
  secret: string;
  /** NODE_ENV=production of serviceEnv. */
  production: boolean;
}

/** What serviceConfig reads out of the environment parsed with serviceEnv and its variables. */
export type ServiceSettings<P extends ServiceName, D extends boolean> = ServiceBasics & {
  /** Each peer's `<PEER>_URL`, else its registry port on 127.0.0.1 (as the gateway reaches it). */
  urls: Record<P, string>;
} & (D extends true
    ? {
        /** `<NAME>_DATA_DIR`, else the DATA_DIR the stack gives each service, else `.data/<name>` of the working directory. */
        dataDir: string;
      }
    : { dataDir?: undefined });

export interface ServiceConfigOptions<P extends ServiceName, D extends boolean> {
  /** The services this one calls: a `<PEER>_URL` each. */
  peers?: readonly P[];
  /** The service keeps files of its own (uploads, the demo's bank file): `<NAME>_DATA_DIR` and DATA_DIR. */
  dataDir?: D;
}

export interface ServiceConfig<N extends ServiceName, P extends ServiceName, D extends boolean> {
  /** Zod schemas keyed by variable name, spread into the service's own schema beside serviceEnv. */
  variables: ServiceVariables<N, P, D>;
  /**
   * The settings every service has (port, database, NATS, secret, production, data directory, peers' URLs) of the
   * environment parsed with serviceEnv and `variables`: a service's config spreads them and adds its own.
   */
  read(parsed: Record<string, unknown>): ServiceSettings<P, D>;
}

/**
 * The variables every service derives from its registry entry (packages/platform/src/registry.ts), so that no
 * config.ts writes a port or a peer's address: PORT (a platform may set it; it wins, 0 = unset) and
 * `<NAME>_PORT` with the registry's default, `<NAME>_DATA_DIR` and DATA_DIR when the service keeps files, and
 * `<PEER>_URL` for every peer, by default the peer's registry port on 127.0.0.1.
 */
export function serviceConfig<N extends ServiceName, P extends ServiceName = never, D extends boolean = false>(
  name: N,
  options: ServiceConfigOptions<P, D> = {},
): ServiceConfig<N, P, D> {
  const entry = entryOf(name);
  const peers = (options.peers ?? []).map(entryOf);
  const dataDirEnv = dataDirEnvName(name);
  const variables: Record<string, z.ZodType> = { PORT: env.port(0), [entry.port.env]: env.port(entry.port.default) };
  if (options.dataDir) {
    variables[dataDirEnv] = z.string().min(1).optional();
    variables.DATA_DIR = z.string().min(1).optional();
  }
  for (const peer of peers) variables[urlEnvName(peer.name)] = env.url(localServiceUrl(peer));
  return {
    variables: variables as ServiceVariables<N, P, D>,
    read(parsed) {
      const value = <T>(variable: string) => parsed[variable] as T;
      const dataDir = value<string | undefined>(dataDirEnv) ?? value<string | undefined>('DATA_DIR') ?? `.data/${name}`;
      return {
        port: value<number>('PORT') || value<number>(entry.port.env),
        databaseUrl: value<string>('DATABASE_URL'),
        natsUrl: value<string>('NATS_URL'),
        secret: value<string>('USER_CONTEXT_SECRET'),
        production: value<boolean>('NODE_ENV'),
        ...(options.dataDir ? { dataDir } : {}),
        urls: Object.fromEntries(peers.map((peer) => [peer.name, value<string>(urlEnvName(peer.name))])) as Record<
          P,
          string
        >,
      } as ServiceSettings<P, D>;
    },
  };
}

function entryOf(name: ServiceName): (typeof services)[number] {
  const entry = services.find((s) => s.name === name);
  if (!entry) throw new Error(`${name} is not a service of the platform registry (packages/platform/src/registry.ts)`);
  return entry;
}

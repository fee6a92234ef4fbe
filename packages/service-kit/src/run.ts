import { z } from 'zod';
import { ConfigError, DEFAULT_DATABASE_URL, env, loadServiceConfig } from './config';
import { createDatabase, migrateLatest, type Migration } from './database';
import { createLogger } from './logger';
import { stopOnSignals } from './signals';

/** What runService starts: a kit Service, or a service's own wrapper with the same three members. */
export interface Runnable {
  kit: { logger: ReturnType<typeof createLogger> };
  listen(port: number, host?: string): Promise<unknown>;
  close(): Promise<void>;
}

/** Something started next to the service (a cron job, a stand-in); stopped before the service closes. */
export type Stop = () => unknown;

export interface RunServiceOptions<C, R extends Runnable> {
  /** Process name in messages and logs (`svc-identity`). */
  name: string;
  /**
   * The environment schema (read with loadServiceConfig), or a function of the environment that throws
   * a ConfigError; either way a bad variable ends the start with its name and exit code 1.
   */
  config: z.ZodType<C> | ((env: NodeJS.ProcessEnv) => C);
  create(config: C): Promise<R>;
  /** The port to listen on, from the configuration. */
  port(config: C): number;
  /** Where to listen; by default `LISTEN_HOST`, else loopback (DEFAULT_LISTEN_HOST). */
  host?: string;
  /** Runs after listen: starts what lives beside the service and returns how to stop each. */
  afterListen?(service: R, config: C): Promise<Stop[] | void> | Stop[] | void;
  env?: NodeJS.ProcessEnv;
}

/**
 * Services listen on loopback unless told otherwise: only the gateway (and, in a cluster, the other
 * services) may reach them, and a service trusts the gateway's signed context for the caller's address.
 * Kubernetes sets `LISTEN_HOST=0.0.0.0` (the pod's network is then the boundary, ADR 0011).
 */
export const DEFAULT_LISTEN_HOST = '127.0.0.1';
const listenEnv = z.object({ LISTEN_HOST: env.host(DEFAULT_LISTEN_HOST) });

/**
 * The whole main.ts of a service: load and check the configuration, create the service, listen, start
 * what runs beside it, and end gracefully on SIGTERM/SIGINT (stopOnSignals: the extras first, then the
 * service). A bad configuration or a failed start prints why and exits with 1.
 */
export async function runService<C, R extends Runnable>(
  opts: RunServiceOptions<C, R>,
): Promise<{ service: R; config: C }> {
  const config = configOrExit(opts.name, opts.config, opts.env ?? process.env);
  const host = opts.host ?? configOrExit(opts.name, listenEnv, opts.env ?? process.env).LISTEN_HOST;
  try {
    const service = await opts.create(config);
    // Signals are handled before the service listens: a SIGTERM right after the "listening" line (the
    // stack, a test, Kubernetes) must end it gracefully, not with the default signal death.
    const extras: Stop[] = [];
    stopOnSignals(service.kit.logger, async () => {
      await Promise.all(extras.map((stop) => stop()));
      await service.close();
    });
    await service.listen(opts.port(config), host);
    extras.push(...((await opts.afterListen?.(service, config)) ?? []));
    return { service, config };
  } catch (err) {
    console.error(`${opts.name} failed to start:`, err);
    return process.exit(1);
  }
}

export interface RunMigrationsOptions {
  name: string;
  schema: string;
  migrations: Migration[];
  /** Where the database is; by default DATABASE_URL (ADR 0001 default). */
  databaseUrl?: string;
}

/**
 * The whole migrate.ts of a service: brings its schema to the latest migration and exits (a Kubernetes
 * Job, or `npm start` before the services), 0 when done, 1 with the reason when not.
 */
export async function runMigrations(opts: RunMigrationsOptions): Promise<void> {
  const logger = createLogger(`${opts.name}-migrate`);
  const url = opts.databaseUrl || process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = createDatabase({ url, schema: opts.schema, migrations: opts.migrations });
  try {
    await migrateLatest(db, opts.schema, opts.migrations);
    logger.info({ schema: opts.schema }, 'migrations applied');
    await db.destroy();
  } catch (err) {
    console.error(`${opts.name} migrations failed:`, err);
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }
}

function configOrExit<C>(name: string, config: RunServiceOptions<C, Runnable>['config'], env: NodeJS.ProcessEnv): C {
  try {
    return config instanceof z.ZodType ? loadServiceConfig(config, env) : config(env);
  } catch (err) {
    console.error(`${name}: ${err instanceof ConfigError ? err.message : String(err)}`);
    return process.exit(1);
  }
}

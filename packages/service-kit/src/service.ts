import type http from 'node:http';
import Router from '@koa/router';
import type { RouteDef, UserContext } from '@cadeau/contracts';
import Koa from 'koa';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type pino from 'pino';
import { DurableConsumer, type ConsumerDef } from './consumers';
import { createDatabase, migrateLatest, type Migration } from './database';
import { createLogger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { health } from './middleware/health';
import { requestId } from './middleware/request-id';
import { requestLog } from './middleware/request-log';
import { userContext } from './middleware/user-context';
import { connectNats, type NatsHandle, type StreamOptions } from './nats';
import { insertOutboxEvent, OutboxRelay } from './outbox';
import { registerRoute, type RouteInput } from './route';

export interface ServiceOptions {
  name: string;
  /** USER_CONTEXT_SECRET: verifies the gateway's signed user context. */
  secret: string;
  database?: { url: string; schema: string; migrations: Migration[] };
  /** With `stream`, the outbox relay publishes this service's events into it. */
  nats?: { url: string; stream?: StreamOptions };
  /** Durable JetStream consumers with an inbox (need `database` and `nats`). */
  consumers?: ConsumerDef[];
  /** Adds middleware (`kit.app.use`) and routes (`kit.route` / `kit.router`). */
  setup(kit: Kit): void | Promise<void>;
  /** Longest wait for in-flight requests at shutdown before connections are cut. */
  shutdownTimeoutMs?: number;
}

export interface Kit {
  name: string;
  app: Koa;
  router: Router;
  logger: pino.Logger;
  /** The service's knex, bound to its schema; throws when the service has no database. */
  db: Knex;
  nats: NatsConnection | null;
  secret: string;
  route<R extends RouteDef>(def: R, handler: (ctx: Koa.Context, input: RouteInput<R>) => Promise<unknown>): void;
  /** Writes an event to the outbox in `trx`; returns the event id. */
  addEvent(trx: Knex.Transaction, subject: string, data: unknown): Promise<string>;
}

export interface Service {
  app: Koa;
  kit: Kit;
  /** Starts HTTP and the background workers (outbox relay, consumers). */
  listen(port: number, host?: string): Promise<http.Server>;
  /** Starts the background workers without HTTP (listen does it too); idempotent. */
  startWorkers(): void;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    logger: pino.Logger;
    user: UserContext | null;
  }
}

export async function createService(opts: ServiceOptions): Promise<Service> {
  if (!opts.secret) throw new Error(`${opts.name}: a user context secret is required`);
  if (opts.consumers?.length && (!opts.database || !opts.nats)) throw new Error(`${opts.name}: consumers need a database and NATS`);

  const logger = createLogger(opts.name);
  const db = opts.database ? createDatabase(opts.database) : null;
  let nats: NatsHandle | null = null;
  try {
    nats = opts.nats ? await connectNats(opts.nats.url, opts.name, logger) : null;
  } catch (err) {
    await db?.destroy();
    throw err;
  }

  const relay = db && nats && opts.nats?.stream ? new OutboxRelay(db, nats.nc, opts.nats.stream, logger) : null;
  const consumers = (opts.consumers ?? []).map((def) => new DurableConsumer(db!, nats!.nc, def, logger));

  let accepting = true;
  const app = new Koa();
  const router = new Router();
  // Every error is answered by errorHandler; this only catches what escapes Koa itself.
  app.on('error', (err) => logger.error({ err }, 'koa error'));

  app.use(requestId(logger));
  app.use(requestLog());
  app.use(errorHandler());
  app.use(userContext(opts.secret));
  app.use(
    health({
      accepting: () => accepting,
      check: async () => {
        const checks: Record<string, boolean> = {};
        if (db) checks.database = await db.raw('select 1').then(() => true, () => false);
        if (nats) checks.nats = nats.connected();
        return checks;
      },
    }),
  );

  const kit: Kit = {
    name: opts.name,
    app,
    router,
    logger,
    get db(): Knex {
      if (!db) throw new Error(`${opts.name} has no database`);
      return db;
    },
    nats: nats?.nc ?? null,
    secret: opts.secret,
    route: (def, handler) => registerRoute(router, def, handler),
    addEvent: (trx, subject, data) => insertOutboxEvent(trx, subject, data, relay?.nudge),
  };
  await opts.setup(kit);
  app.use(router.routes());

  let server: http.Server | null = null;
  let workersStarted = false;
  const startWorkers = () => {
    if (workersStarted) return;
    workersStarted = true;
    relay?.start();
    consumers.forEach((c) => c.start());
  };

  return {
    app,
    kit,
    startWorkers,
    async listen(port, host) {
      const s = app.listen(port, host);
      await new Promise<void>((resolve, reject) => {
        s.once('listening', resolve);
        s.once('error', reject);
      });
      // Keep-alive longer than the gateway's pool idle timeout, so the gateway closes first (no reset races).
      s.keepAliveTimeout = 65_000;
      server = s;
      startWorkers();
      const address = s.address();
      logger.info({ address }, 'listening');
      return s;
    },
    async migrate() {
      if (!db || !opts.database) throw new Error(`${opts.name} has no database`);
      await migrateLatest(db, opts.database.schema, opts.database.migrations);
      logger.info({ schema: opts.database.schema }, 'migrated');
    },
    async close() {
      accepting = false;
      if (server) await closeServer(server, opts.shutdownTimeoutMs ?? 10_000);
      await relay?.stop();
      await Promise.all(consumers.map((c) => c.stop()));
      if (nats) await nats.nc.drain().catch((err) => logger.warn({ err }, 'nats drain failed'));
      if (db) await db.destroy();
      logger.info('closed');
    },
  };
}

/** Stops accepting, lets in-flight requests finish, and cuts what is left after `timeoutMs`. */
function closeServer(server: http.Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    // Keep-alive sockets turn idle when their in-flight request ends; they would hold close() open
    // until the client gives up, so they are closed as soon as they are idle.
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweeper);
      resolve();
    });
    server.closeIdleConnections();
  });
}

import type http from 'node:http';
import Router from '@koa/router';
import {
  eventRegistry,
  isServiceName,
  mailSendCommand,
  mailSendSubject,
  type EventRegistry,
  type MailSendCommand,
  type PlatformEvents,
  type RouteDef,
  type ServiceName,
  type UserContext,
} from '@cadeau/contracts';
import Koa from 'koa';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type pino from 'pino';
import type { Registry } from 'prom-client';
import type { z } from 'zod';
import { natsStreamReplicas } from './config';
import { DurableConsumer, type AnyConsumerDef, type ConsumerDef } from './consumers';
import { createDatabase, migrateLatest, type Migration } from './database';
import { createLogger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { health } from './middleware/health';
import { requestId } from './middleware/request-id';
import { requestLog } from './middleware/request-log';
import { userContext } from './middleware/user-context';
import { clientAddressMiddleware } from './client-address';
import { connectNats, declaredStreams, prepareStreams, type NatsHandle, type NatsOptions } from './nats';
import {
  createRegistry,
  httpMetrics,
  watchConsumers,
  watchOutbox,
  watchPool,
  type HttpMetricsOptions,
} from './metrics';
import { insertOutboxEvent, insertOutboxEvents, OutboxRelay } from './outbox';
import { effectiveRoute } from './production-rule';
import { registerRoute, type RouteHandler } from './route';

export interface ServiceOptions<S extends ServiceName = ServiceName, E extends EventRegistry = PlatformEvents> {
  name: string;
  /** The route-table service this process serves (`registerRoutes`); by default `name` without `svc-`. */
  service?: S;
  /** USER_CONTEXT_SECRET: verifies the gateway's signed user context and signed internal calls. */
  secret: string;
  /** NODE_ENV=production: routes with a `production` rule follow it (absent: not registered). */
  production?: boolean;
  /** The subjects `addEvent` accepts and consumers parse; by default the contracts' event registry. */
  events?: E;
  database?: { url: string; schema: string; migrations: Migration[] };
  /** NATS, and the streams this service owns and publishes into (see NatsOptions). */
  nats?: NatsOptions;
  /** Adds middleware (`kit.app.use`), routes (`kit.route`, `registerRoutes`) and consumers (`kit.consume`). */
  setup(kit: Kit<S, E>): void | Promise<void>;
  /** Longest wait for in-flight requests at shutdown before connections are cut. */
  shutdownTimeoutMs?: number;
  /** How long a stopping replica keeps serving with readiness off before it closes (`SHUTDOWN_DRAIN_MS`). */
  drainMs?: number;
  /**
   * Prometheus metrics (ADR 0033): `GET /metrics` on the service's port unless `endpoint: false` (the gateway
   * serves them on a listener of its own); `routeLabel` names requests no router route matched.
   */
  metrics?: HttpMetricsOptions;
}

/** The subjects of a registry. */
export type SubjectOf<E extends EventRegistry> = Extract<keyof E, string>;

/** One event of a registry: a subject and its payload type (for `addEvents`). */
export type EventOf<E extends EventRegistry = PlatformEvents> = {
  [K in SubjectOf<E>]: { subject: K; data: z.input<E[K]> };
}[SubjectOf<E>];

export interface Kit<S extends ServiceName = ServiceName, E extends EventRegistry = PlatformEvents> {
  name: string;
  /** The route-table service of this process, or null when `name` names none (the gateway's own kit). */
  service: S | null;
  production: boolean;
  app: Koa;
  router: Router;
  logger: pino.Logger;
  /** The service's knex, bound to its schema; throws when the service has no database. */
  db: Knex;
  nats: NatsConnection | null;
  secret: string;
  /**
   * The process's Prometheus registry (ADR 0033): request, outbox, consumer and pool metrics are in it; a service
   * adds its own with `registers: [kit.metrics]`.
   */
  metrics: Registry;
  /**
   * Registers one route of the route table (validation, access rule, production rule). Prefer
   * `registerRoutes`, which also proves every route of the service has its handler.
   */
  route<R extends RouteDef>(def: R, handler: RouteHandler<R>): void;
  /**
   * Writes an event to the outbox in `trx` (published if and only if `trx` commits); returns its id.
   * Only subjects of the event registry, with their payload type; the data is checked by its schema.
   */
  addEvent<K extends SubjectOf<E>>(trx: Knex.Transaction, subject: K, data: z.input<E[K]>): Promise<string>;
  /**
   * Writes many events to the outbox in `trx` with few statements (a bulk booking's events): the same rows, in
   * the same order, as `addEvent` once per event; every payload is checked by its schema before anything is
   * written. Returns their ids in order.
   */
  addEvents(trx: Knex.Transaction, events: ReadonlyArray<EventOf<E>>): Promise<string[]>;
  /** Queues a `mail.send.<service>` command to svc-mail's MAIL stream through the outbox (see contracts). */
  queueMail(trx: Knex.Transaction, command: MailSendCommand): Promise<string>;
  /**
   * Declares a durable consumer with an inbox (only inside `setup`; needs a database and NATS). For
   * subjects of the registry `handle` receives the parsed payload; a message that fails its schema is
   * terminated and logged, never redelivered.
   */
  consume<const F extends string>(def: ConsumerDef<F, E>): void;
}

export interface Service<S extends ServiceName = ServiceName, E extends EventRegistry = PlatformEvents> {
  app: Koa;
  kit: Kit<S, E>;
  /** Starts HTTP and the background workers (outbox relay, consumers). */
  listen(port: number, host?: string): Promise<http.Server>;
  /** Starts the background workers without HTTP (listen does it too); idempotent. */
  startWorkers(): void;
  /**
   * Creates or updates the owned stream and creates missing `publishesTo` streams now. The relay does it
   * before its first batch anyway; await this when something must bind to the owned stream first.
   */
  ensureStreams(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Readiness off, then `SHUTDOWN_DRAIN_MS` of serving on: the first step of `close`, on its own for a process that
   * must keep its listener until the balancer has let go (the gateway's realtime server closes it). Idempotent.
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    logger: pino.Logger;
    user: UserContext | null;
  }
}

export async function createService<S extends ServiceName = ServiceName, E extends EventRegistry = PlatformEvents>(
  opts: ServiceOptions<S, E>,
): Promise<Service<S, E>> {
  if (!opts.secret) throw new Error(`${opts.name}: a user context secret is required`);
  const needInbox = (what: string) => {
    if (!opts.database || !opts.nats) throw new Error(`${opts.name}: ${what} need a database and NATS`);
  };
  const routeService = opts.service ?? (opts.name.replace(/^svc-/, '') as S);
  const events: EventRegistry = opts.events ?? eventRegistry;
  const production = opts.production ?? false;
  // Read before anything is opened: a bad NATS_STREAM_REPLICAS stops the start with its name.
  const replicas = opts.nats ? (opts.nats.streamReplicas ?? natsStreamReplicas()) : 1;

  const logger = createLogger(opts.name);
  const db = opts.database ? createDatabase(opts.database) : null;
  let nats: NatsHandle | null = null;
  try {
    nats = opts.nats ? await connectNats(opts.nats.url, opts.name, logger) : null;
  } catch (err) {
    await db?.destroy();
    throw err;
  }

  const streams = opts.nats ? declaredStreams(opts.nats) : null;
  const declaresStreams = !!streams && (!!streams.owns || streams.publishesTo.length > 0);
  const ensureStreams = async () => {
    if (!nats || !streams) return;
    await prepareStreams(await nats.nc.jetstreamManager(), streams, replicas);
  };
  const relay = db && nats && declaresStreams ? new OutboxRelay(db, nats.nc, ensureStreams, logger) : null;
  const consumerDefs: AnyConsumerDef[] = [];
  let inSetup = true;

  const metrics = createRegistry();
  if (db) {
    watchOutbox(metrics, db, logger);
    watchPool(metrics, db);
  }

  let accepting = true;
  // Read at start, so a bad value fails the start, not the shutdown.
  const drainMs = opts.drainMs ?? shutdownDrainMs(process.env);
  const app = new Koa();
  const router = new Router();
  // Every error is answered by errorHandler; this only catches what escapes Koa itself.
  // A client that goes away mid-answer (a browser aborting a video range request) is not a fault of the
  // service: Koa reports it as ERR_STREAM_PREMATURE_CLOSE / ECONNRESET. Logged at debug, not as an error.
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (clientWentAway(err)) logger.debug({ err }, 'client went away before the answer ended');
    else logger.error({ err }, 'koa error');
  });

  app.use(requestId(logger));
  app.use(requestLog());
  app.use(httpMetrics(metrics, opts.metrics));
  app.use(errorHandler());
  app.use(userContext(opts.secret));
  app.use(clientAddressMiddleware(opts.secret));
  app.use(
    health({
      accepting: () => accepting,
      check: async () => {
        const checks: Record<string, boolean> = {};
        if (db)
          checks.database = await db.raw('select 1').then(
            () => true,
            () => false,
          );
        if (nats) checks.nats = nats.connected();
        return checks;
      },
    }),
  );

  const addEvent = async (trx: Knex.Transaction, subject: string, data: unknown): Promise<string> => {
    if (!Object.hasOwn(events, subject)) throw new Error(`${opts.name}: ${subject} is not in the event registry`);
    // A payload that breaks the contract fails the producer's request, never a consumer.
    return insertOutboxEvent(trx, subject, events[subject].parse(data), relay?.nudge);
  };
  const addEvents = async (
    trx: Knex.Transaction,
    list: ReadonlyArray<{ subject: string; data: unknown }>,
  ): Promise<string[]> => {
    const checked = list.map(({ subject, data }) => {
      if (!Object.hasOwn(events, subject)) throw new Error(`${opts.name}: ${subject} is not in the event registry`);
      return { subject, data: events[subject].parse(data) as unknown };
    });
    return insertOutboxEvents(trx, checked, relay?.nudge);
  };
  const kit: Kit<S, E> = {
    name: opts.name,
    service: isServiceName(routeService) ? routeService : null,
    production,
    app,
    router,
    logger,
    get db(): Knex {
      if (!db) throw new Error(`${opts.name} has no database`);
      return db;
    },
    nats: nats?.nc ?? null,
    secret: opts.secret,
    metrics,
    route: (def, handler) => {
      const effective = effectiveRoute(def, production);
      if (effective) registerRoute(router, effective, handler, { secret: opts.secret });
    },
    addEvent,
    addEvents,
    // A command, not an event: checked by the mail contract, outside the event registry (ADR 0008).
    queueMail: (trx, command) =>
      insertOutboxEvent(trx, mailSendSubject(routeService), mailSendCommand.parse(command), relay?.nudge),
    consume: (def) => {
      if (!inSetup) throw new Error(`${opts.name}: kit.consume(${def.durable}) outside setup`);
      needInbox('consumers');
      if (consumerDefs.some((c) => c.durable === def.durable))
        throw new Error(`${opts.name}: two consumers named ${def.durable}`);
      consumerDefs.push(def as AnyConsumerDef);
    },
  };
  try {
    await opts.setup(kit);
  } catch (err) {
    await nats?.nc.close().catch(() => undefined);
    await db?.destroy();
    throw err;
  } finally {
    inSetup = false;
  }
  app.use(router.routes());
  const consumers = consumerDefs.map((def) => new DurableConsumer(db!, nats!.nc, def, logger, events));
  if (nats && consumerDefs.length > 0) watchConsumers(metrics, nats.nc, consumerDefs, logger);

  let server: http.Server | null = null;
  let workersStarted = false;
  const startWorkers = () => {
    if (workersStarted) return;
    workersStarted = true;
    relay?.start();
    consumers.forEach((c) => c.start());
  };

  let drained: Promise<void> | null = null;
  const drain = (): Promise<void> =>
    (drained ??= (async () => {
      accepting = false;
      // Behind a load balancer, /readyz answering 503 takes this replica out only at the balancer's next check:
      // until then it keeps serving what still arrives (a rolling update without failed requests, ADR 0032).
      if (server && drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    })());

  return {
    app,
    kit,
    startWorkers,
    ensureStreams,
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
    drain,
    async close() {
      await drain();
      if (server) await closeServer(server, opts.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
      await relay?.stop();
      await Promise.all(consumers.map((c) => c.stop()));
      if (nats) await nats.nc.drain().catch((err) => logger.warn({ err }, 'nats drain failed'));
      if (db) await db.destroy();
      logger.info('closed');
    },
  };
}

/** How long a stopping service lets in-flight requests finish before it cuts their connections (`shutdownTimeoutMs`). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * `SHUTDOWN_DRAIN_MS`: 0 by default (one process, nothing balances over it); a balancer's check interval or
 * more where one does (the loopback cluster; in Kubernetes longer than the readiness probe takes to see the 503,
 * k8s/base/config.yaml).
 */
export function shutdownDrainMs(env: NodeJS.ProcessEnv): number {
  const raw = env.SHUTDOWN_DRAIN_MS;
  if (raw === undefined || raw === '') return 0;
  if (!/^\d{1,6}$/.test(raw)) throw new Error('SHUTDOWN_DRAIN_MS must be a whole number of milliseconds');
  return Number(raw);
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

/** Errors that only mean the client closed the connection before the answer was written whole. */
export function clientWentAway(err: NodeJS.ErrnoException): boolean {
  return (
    err.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    err.code === 'ECONNRESET' ||
    err.code === 'EPIPE' ||
    err.code === 'ERR_STREAM_DESTROYED' ||
    err.message === 'Premature close'
  );
}

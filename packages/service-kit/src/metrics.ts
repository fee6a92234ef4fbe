import http from 'node:http';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { NatsConnection } from 'nats';
import type pino from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one service process (ADR 0033). Each createService has its own Registry, never
 * prom-client's global one: tests run several services in one process, and each must count only its own.
 */

/** Where the text exposition is served: the service's own port, or the gateway's separate listener. */
export const METRICS_PATH = '/metrics';
/** The `route` of a request no route matched: an unknown path never becomes a label value of its own. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Paths the kit answers itself, outside the router, labelled as they are. */
const KIT_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);
const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds; up to 30 s for an upload or an export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A scrape-time read (outbox count, consumer info) that takes longer is reported as unknown, not waited for. */
export const SCRAPE_READ_TIMEOUT_MS = 1000;

/**
 * The `route` label of a request, never its raw path (ids, gift codes and tokens must not become label
 * values): what `custom` says (the gateway's proxied route table template), else the template of the router
 * route that matched (`/campaign/:campaignId`), else a path the kit answers itself (`/healthz`), else
 * UNMATCHED_ROUTE.
 */
export function routeLabel(p: { path: string; matched?: unknown; custom?: string }): string {
  if (p.custom) return p.custom;
  if (typeof p.matched === 'string' && p.matched) return p.matched;
  if (KIT_PATHS.has(p.path)) return p.path;
  return UNMATCHED_ROUTE;
}

/** The `method` label: the HTTP methods the platform knows, anything else `OTHER` (a client may send any word). */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

export interface HttpMetricsOptions {
  /** Serve `GET /metrics` here (default); false where it is served on another listener (the gateway). */
  endpoint?: boolean;
  /** The route label of a request the router did not match (the gateway: proxied routes, static files). */
  routeLabel?(ctx: Koa.Context): string | undefined;
}

/** The registry of a new service process: default Node metrics (CPU, memory, event loop, GC, handles). */
export function createRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * Counts and times every request by method, route template and status (`http_requests_total`,
 * `http_request_duration_seconds`), and answers `GET /metrics` with the registry when `endpoint` is on. A
 * scrape is not counted. Sits outside the error middleware so it sees the status an error was answered with.
 */
export function httpMetrics(registry: Registry, opts: HttpMetricsOptions = {}): Koa.Middleware {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer (body streams not included), by method, route template and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const endpoint = opts.endpoint ?? true;

  return async (ctx, next) => {
    if (endpoint && ctx.path === METRICS_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.set('cache-control', 'no-store');
      ctx.type = registry.contentType;
      ctx.body = await registry.metrics();
      return;
    }
    const start = process.hrtime.bigint();
    let failed = false;
    try {
      await next();
    } catch (err) {
      failed = true;
      throw err;
    } finally {
      const labels = {
        method: methodLabel(ctx.method),
        route: routeLabel({
          path: ctx.path,
          matched: (ctx as { _matchedRoute?: unknown })._matchedRoute,
          custom: opts.routeLabel?.(ctx),
        }),
        // An error that escaped every handler is answered 500 by Koa itself.
        status: String(failed ? 500 : ctx.status),
      };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
    }
  };
}

/** Resolves with `promise`, or rejects after `ms` (the promise itself goes on; its result is then ignored). */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `outbox_backlog` (rows not published yet) and `outbox_oldest_unpublished_age_seconds`, read at scrape time
 * with one query on the relay's partial index. Unknown (NaN) when the database does not answer in time.
 */
export function watchOutbox(registry: Registry, db: Knex, logger: pino.Logger): void {
  // Both gauges are collected in parallel by one scrape: they share one read.
  let read: Promise<{ backlog: number; age: number }> | null = null;
  const readOnce = () => {
    read ??= withTimeout(
      db
        .raw(
          `select count(*)::int as backlog,
                  coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
             from outbox where published_at is null`,
        )
        .then((r: { rows: { backlog: number; age: number }[] }) => r.rows[0]),
      SCRAPE_READ_TIMEOUT_MS,
      'the outbox count',
    )
      .catch((err: unknown) => {
        logger.warn({ err }, 'metrics: outbox backlog unknown');
        return { backlog: NaN, age: NaN };
      })
      .finally(() => setImmediate(() => (read = null)));
    return read;
  };
  new Gauge({
    name: 'outbox_backlog',
    help: 'Outbox rows written and not yet published to NATS (read at scrape time).',
    registers: [registry],
    async collect() {
      this.set((await readOnce()).backlog);
    },
  });
  new Gauge({
    name: 'outbox_oldest_unpublished_age_seconds',
    help: 'Age of the oldest outbox row not yet published; 0 when none waits (read at scrape time).',
    registers: [registry],
    async collect() {
      this.set((await readOnce()).age);
    },
  });
}

/** The parts of knex's pool (tarn) the gauges read. */
interface PoolLike {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * The database pool as pg's Pool names it: `db_pool_connections` (open: totalCount), `db_pool_idle_connections`
 * (idleCount), `db_pool_waiting_clients` (queries waiting for a connection: waitingCount) and
 * `db_pool_max_connections`. Read from knex's pool at scrape time, no query.
 */
export function watchPool(registry: Registry, db: Knex): void {
  const client = db.client as { pool?: PoolLike; config?: { pool?: { max?: number } } };
  const gauge = (name: string, help: string, value: (pool: PoolLike) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        // No pool once the service closed it.
        this.set(client.pool ? value(client.pool) : 0);
      },
    });
  gauge(
    'db_pool_connections',
    'Open database connections of the pool (in use and idle).',
    (p) => p.numUsed() + p.numFree(),
  );
  gauge('db_pool_idle_connections', 'Open database connections not in use.', (p) => p.numFree());
  gauge('db_pool_waiting_clients', 'Queries waiting for a free database connection.', (p) => p.numPendingAcquires());
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Largest number of database connections the pool opens.',
    registers: [registry],
  }).set(client.config?.pool?.max ?? NaN);
}

/** A durable consumer of the service, as the gauges label it. */
export interface WatchedConsumer {
  stream: string;
  durable: string;
}

/**
 * Per durable JetStream consumer of the service, from the consumer's info at scrape time: `consumer_lag`
 * (num_pending: messages of its filter in the stream not yet delivered to it) and `consumer_ack_pending`
 * (delivered, not yet acknowledged). Each read is bounded (SCRAPE_READ_TIMEOUT_MS) so a slow NATS does not hang
 * the scrape; a consumer whose info does not come (NATS down, consumer not created yet) has no sample.
 */
export function watchConsumers(
  registry: Registry,
  nc: NatsConnection,
  consumers: readonly WatchedConsumer[],
  logger: pino.Logger,
): void {
  type Counts = { pending: number; ackPending: number } | null;
  let read: Promise<Counts[]> | null = null;
  const readOnce = () => {
    read ??= (async () => {
      const jsm = await withTimeout(
        nc.jetstreamManager({ timeout: SCRAPE_READ_TIMEOUT_MS, checkAPI: false }),
        SCRAPE_READ_TIMEOUT_MS,
        'the JetStream manager',
      ).catch(() => null);
      return Promise.all(
        consumers.map(async ({ stream, durable }): Promise<Counts> => {
          if (!jsm) return null;
          try {
            const info = await withTimeout(
              jsm.consumers.info(stream, durable),
              SCRAPE_READ_TIMEOUT_MS,
              `the info of ${durable}`,
            );
            return { pending: info.num_pending, ackPending: info.num_ack_pending };
          } catch (err) {
            logger.debug({ err, durable }, 'metrics: consumer lag unknown');
            return null;
          }
        }),
      );
    })().finally(() => setImmediate(() => (read = null)));
    return read;
  };
  const gauge = (name: string, help: string, value: (c: NonNullable<Counts>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['stream', 'durable'],
      registers: [registry],
      async collect() {
        const counts = await readOnce();
        consumers.forEach((c, i) => {
          const got = counts[i];
          if (got) this.set({ stream: c.stream, durable: c.durable }, value(got));
          else this.remove({ stream: c.stream, durable: c.durable });
        });
      },
    });
  gauge(
    'consumer_lag',
    'Messages for a durable consumer not yet delivered to it (JetStream num_pending, read at scrape time).',
    (c) => c.pending,
  );
  gauge(
    'consumer_ack_pending',
    'Messages delivered to a durable consumer and not yet acknowledged (num_ack_pending, read at scrape time).',
    (c) => c.ackPending,
  );
}

/**
 * A listener of its own for `GET /metrics` (the gateway's: its main port is public, ADR 0033). Anything else is
 * 404. Resolves once it listens.
 */
export async function listenMetrics(registry: Registry, port: number, host?: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen(port, host);
  });
  return server;
}

import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { JSONCodec, type JetStreamClient, type NatsConnection } from 'nats';
import type pino from 'pino';
import { PollingWorker, type TickResult } from './polling-worker';

const SUBJECT = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;
export const EVENT_VERSION = 1;

/**
 * Writes an event in the caller's business transaction: it is published if and only if the
 * transaction commits. `onCommit` lets the relay publish at once instead of at its next poll.
 */
export async function insertOutboxEvent(
  trx: Knex.Transaction,
  subject: string,
  data: unknown,
  onCommit?: () => void,
): Promise<string> {
  if (!SUBJECT.test(subject)) throw new Error(`Invalid event subject: ${subject}`);
  const id = randomUUID();
  await trx('outbox').insert({ id, subject, payload: JSON.stringify(data ?? null) });
  if (onCommit) trx.executionPromise.then(onCommit, () => undefined);
  return id;
}

/** Rows per statement of `insertOutboxEvents`: bounds the statement's size, not the number of events. */
const OUTBOX_INSERT_CHUNK = 1000;

/**
 * Several events in the caller's business transaction, in the given order, with one statement per 1,000 events:
 * the same rows as `insertOutboxEvent` called once per event (each its own id, `seq` in the given order, the
 * transaction's `created_at`). `onCommit` runs once. Every subject is checked before anything is written.
 */
export async function insertOutboxEvents(
  trx: Knex.Transaction,
  events: ReadonlyArray<{ subject: string; data: unknown }>,
  onCommit?: () => void,
): Promise<string[]> {
  for (const { subject } of events) if (!SUBJECT.test(subject)) throw new Error(`Invalid event subject: ${subject}`);
  const ids = events.map(() => randomUUID());
  for (let start = 0; start < events.length; start += OUTBOX_INSERT_CHUNK) {
    const rows = events.slice(start, start + OUTBOX_INSERT_CHUNK).map((e, i) => ({
      id: ids[start + i],
      subject: e.subject,
      // The payload's JSON text, as insertOutboxEvent writes it (cast to jsonb by the database).
      payload: JSON.stringify(e.data ?? null),
    }));
    // jsonb_to_recordset yields the rows in array order, so `seq` follows the given order as single inserts would.
    await trx.raw(
      `insert into outbox (id, subject, payload)
       select id, subject, payload::jsonb from jsonb_to_recordset(?::jsonb) as r(id uuid, subject text, payload text)`,
      [JSON.stringify(rows)],
    );
  }
  if (onCommit && events.length > 0) trx.executionPromise.then(onCommit, () => undefined);
  return ids;
}

interface OutboxRow {
  id: string;
  subject: string;
  payload: unknown;
  created_at: Date;
}

export function toEnvelope(row: OutboxRow): EventEnvelope {
  return {
    id: row.id,
    type: row.subject,
    version: EVENT_VERSION,
    occurredAt: new Date(row.created_at).toISOString(),
    data: row.payload,
  };
}

export interface RelayOptions {
  batchSize?: number;
  pollMs?: number;
  publishTimeoutMs?: number;
}

/**
 * Publishes outbox rows to JetStream in order, `msgID` = row id so a retry after a lost mark is
 * de-duplicated by the stream. One replica's relay publishes at a time (a transaction advisory lock per outbox,
 * ADR 0032): two relays taking disjoint batches with SKIP LOCKED published a later batch beside an earlier one, so
 * events of one service overtook each other across replicas. The others find the lock taken and wait for their next
 * poll. On failure the rows stay unpublished and the worker backs off.
 * `prepareStreams` runs before the first batch and again after every failure (a publish can fail
 * because someone deleted a stream): the service's stream declarations (`nats.owns`/`publishesTo`).
 */
export class OutboxRelay {
  private readonly codec = JSONCodec();
  private readonly js: JetStreamClient;
  private readonly worker: PollingWorker;
  private streamsReady = false;
  private readonly batchSize: number;
  private readonly publishTimeoutMs: number;

  constructor(
    private readonly db: Knex,
    nc: NatsConnection,
    private readonly prepareStreams: () => Promise<void>,
    logger: pino.Logger,
    opts: RelayOptions = {},
  ) {
    this.js = nc.jetstream();
    this.batchSize = opts.batchSize ?? 100;
    this.publishTimeoutMs = opts.publishTimeoutMs ?? 3000;
    this.worker = new PollingWorker({
      name: 'outbox relay',
      logger,
      pollMs: opts.pollMs ?? 500,
      backoff: { initialMs: 250, maxMs: 5000 },
      tick: () => this.tick(),
    });
  }

  start(): void {
    this.worker.start();
  }

  /** New rows were committed: publish now rather than at the next poll. */
  nudge = (): void => this.worker.nudge();

  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async tick(): Promise<TickResult> {
    try {
      if (!this.streamsReady) {
        await this.prepareStreams();
        this.streamsReady = true;
      }
      const count = await this.publishBatch();
      return count < this.batchSize ? undefined : 'again';
    } catch (err) {
      this.streamsReady = false;
      throw err;
    }
  }

  /** One batch in one transaction; rows published before a failure are still marked. */
  async publishBatch(): Promise<number> {
    let failure: unknown = null;
    const count = await this.db.transaction(async (trx) => {
      // Per outbox (the schema's), released at commit; a replica that finds it taken publishes nothing now.
      const { rows: lock } = (await trx.raw(
        "select pg_try_advisory_xact_lock(hashtext(current_schema() || '.outbox')) as mine",
      )) as { rows: { mine: boolean }[] };
      if (!lock[0]?.mine) return 0;
      const rows: OutboxRow[] = await trx('outbox')
        .select('id', 'subject', 'payload', 'created_at')
        .whereNull('published_at')
        .orderBy('seq')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked();
      const published: string[] = [];
      for (const row of rows) {
        if (this.worker.isStopped && published.length > 0) break;
        try {
          await this.js.publish(row.subject, this.codec.encode(toEnvelope(row)), {
            msgID: row.id,
            timeout: this.publishTimeoutMs,
          });
          published.push(row.id);
        } catch (err) {
          // Stop at the first failure so later events never overtake an earlier one.
          failure = err;
          break;
        }
      }
      if (published.length) await trx('outbox').whereIn('id', published).update({ published_at: trx.fn.now() });
      return rows.length;
    });
    if (failure) throw failure;
    return count;
  }
}

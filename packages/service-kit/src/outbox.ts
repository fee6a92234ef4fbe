import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { JSONCodec, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';
import type pino from 'pino';
import { ensureStream, type StreamOptions } from './nats';
import { Backoff, Sleeper } from './sleeper';

const SUBJECT = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;
export const EVENT_VERSION = 1;

/**
 * Writes an event in the caller's business transaction: it is published if and only if the
 * transaction commits. `onCommit` lets the relay publish at once instead of at its next poll.
 */
export async function insertOutboxEvent(trx: Knex.Transaction, subject: string, data: unknown, onCommit?: () => void): Promise<string> {
  if (!SUBJECT.test(subject)) throw new Error(`Invalid event subject: ${subject}`);
  const id = randomUUID();
  await trx('outbox').insert({ id, subject, payload: JSON.stringify(data ?? null) });
  if (onCommit) trx.executionPromise.then(onCommit, () => undefined);
  return id;
}

interface OutboxRow {
  id: string;
  subject: string;
  payload: unknown;
  created_at: Date;
}

export function toEnvelope(row: OutboxRow): EventEnvelope {
  return { id: row.id, type: row.subject, version: EVENT_VERSION, occurredAt: new Date(row.created_at).toISOString(), data: row.payload };
}

export interface RelayOptions {
  batchSize?: number;
  pollMs?: number;
  publishTimeoutMs?: number;
}

/**
 * Publishes outbox rows to JetStream in order, `msgID` = row id so a retry after a lost mark is
 * de-duplicated by the stream. Rows are locked with SKIP LOCKED: replicas share the work and never
 * publish the same row concurrently. On failure the rows stay unpublished and the loop backs off.
 */
export class OutboxRelay {
  private readonly sleeper = new Sleeper();
  private readonly backoff = new Backoff(250, 5000);
  private readonly codec = JSONCodec();
  private readonly js: JetStreamClient;
  private jsm: JetStreamManager | null = null;
  private streamReady = false;
  private loop: Promise<void> | null = null;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly publishTimeoutMs: number;

  constructor(
    private readonly db: Knex,
    private readonly nc: NatsConnection,
    private readonly stream: StreamOptions,
    private readonly logger: pino.Logger,
    opts: RelayOptions = {},
  ) {
    this.js = nc.jetstream();
    this.batchSize = opts.batchSize ?? 100;
    this.pollMs = opts.pollMs ?? 500;
    this.publishTimeoutMs = opts.publishTimeoutMs ?? 3000;
  }

  start(): void {
    if (!this.loop) this.loop = this.run();
  }

  /** New rows were committed: publish now rather than at the next poll. */
  nudge = (): void => this.sleeper.wake();

  async stop(): Promise<void> {
    this.sleeper.stop();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.sleeper.isStopped) {
      try {
        if (!this.streamReady) {
          this.jsm ??= await this.nc.jetstreamManager();
          await ensureStream(this.jsm, this.stream);
          this.streamReady = true;
        }
        const count = await this.publishBatch();
        this.backoff.reset();
        if (count < this.batchSize) await this.sleeper.sleep(this.pollMs);
      } catch (err) {
        const wait = this.backoff.next();
        this.logger.warn({ err, retryInMs: wait }, 'outbox relay failed, retrying');
        // Re-check the stream on the next try: a publish can fail because someone deleted it.
        this.streamReady = false;
        await this.sleeper.sleep(wait);
      }
    }
  }

  /** One batch in one transaction; rows published before a failure are still marked. */
  async publishBatch(): Promise<number> {
    let failure: unknown = null;
    const count = await this.db.transaction(async (trx) => {
      const rows: OutboxRow[] = await trx('outbox')
        .select('id', 'subject', 'payload', 'created_at')
        .whereNull('published_at')
        .orderBy('seq')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked();
      const published: string[] = [];
      for (const row of rows) {
        if (this.sleeper.isStopped && published.length > 0) break;
        try {
          await this.js.publish(row.subject, this.codec.encode(toEnvelope(row)), { msgID: row.id, timeout: this.publishTimeoutMs });
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

import type { EventEnvelope, EventRegistry, PlatformEvents } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { JSONCodec, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import type pino from 'pino';
import { z } from 'zod';
import { ensureConsumer, subjectMatches } from './nats';
import { Backoff, Sleeper } from './sleeper';

/**
 * The envelope a consumer of the filter subjects `F` receives: for a subject of the registry its parsed
 * payload type (and `type` narrowed to it), for anything else (a wildcard, a command) `unknown` data.
 */
export type EnvelopeOf<F extends string, E extends EventRegistry = PlatformEvents> = {
  [K in F]: K extends keyof E ? Omit<EventEnvelope<z.output<E[K]>>, 'type'> & { type: K } : EventEnvelope<unknown>;
}[F];

export interface ConsumerDef<F extends string = string, E extends EventRegistry = PlatformEvents> {
  /** Durable consumer name, also the inbox key: unique per service and purpose. */
  durable: string;
  stream: string;
  filterSubjects: readonly F[];
  /** The effect of one event, in the transaction that records it as handled. */
  handle(trx: Knex.Transaction, event: EnvelopeOf<F, E>): Promise<void>;
}

/** A consumer definition of any subjects, as the kit stores them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyConsumerDef = ConsumerDef<string, any>;

const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  version: z.number().int(),
  occurredAt: z.string(),
  data: z.unknown(),
});

const codec = JSONCodec();

/**
 * Handles one delivery exactly once in effect: the inbox row and the effect commit together, so a
 * redelivery (lost ack, restart, duplicate publish) finds the row and skips the effect.
 * Returns whether the effect ran.
 */
export async function handleOnce(db: Knex, def: AnyConsumerDef, event: EventEnvelope): Promise<boolean> {
  return db.transaction(async (trx) => {
    const inserted = await trx('inbox')
      .insert({ consumer: def.durable, event_id: event.id })
      .onConflict(['consumer', 'event_id'])
      .ignore()
      .returning('event_id');
    if (inserted.length === 0) return false;
    await def.handle(trx, event);
    return true;
  });
}

const NAK_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];

/** Runs one durable pull consumer until stopped; (re)creates the consumer and re-subscribes on failure. */
export class DurableConsumer {
  private readonly sleeper = new Sleeper();
  private readonly backoff = new Backoff(500, 10_000);
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly db: Knex,
    private readonly nc: NatsConnection,
    private readonly def: AnyConsumerDef,
    private readonly logger: pino.Logger,
    /** Payload schemas by subject: a registry subject's data is parsed before `handle` sees it. */
    private readonly events: EventRegistry = {},
  ) {}

  start(): void {
    if (!this.loop) this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.sleeper.stop();
    this.messages?.stop();
    await this.loop;
  }

  private async run(): Promise<void> {
    const log = this.logger.child({ consumer: this.def.durable });
    while (!this.sleeper.isStopped) {
      try {
        const jsm = await this.nc.jetstreamManager();
        const { clientFilter } = await ensureConsumer(
          jsm,
          this.nc.info?.version ?? '2.9.0',
          this.def.stream,
          this.def.durable,
          this.def.filterSubjects,
        );
        const consumer = await this.nc.jetstream().consumers.get(this.def.stream, this.def.durable);
        this.messages = await consumer.consume({ max_messages: 100 });
        if (this.sleeper.isStopped) this.messages.stop();
        this.backoff.reset();
        for await (const msg of this.messages) {
          if (clientFilter && !this.def.filterSubjects.some((f) => subjectMatches(f, msg.subject))) {
            msg.ack();
            continue;
          }
          await this.process(msg, log);
        }
      } catch (err) {
        if (this.sleeper.isStopped) break;
        const wait = this.backoff.next();
        // At a first start the producer may not have created its stream yet: expected, so no stack trace.
        if (isStreamNotFound(err))
          log.info({ stream: this.def.stream, retryInMs: wait }, 'waiting for the stream its producer creates');
        else log.warn({ err, retryInMs: wait }, 'consumer failed, retrying');
        await this.sleeper.sleep(wait);
      }
      // The iterator also ends when the consumer is deleted on the server: loop and recreate it.
      if (!this.sleeper.isStopped) await this.sleeper.sleep(this.backoff.next());
    }
  }

  private async process(msg: JsMsg, log: pino.Logger): Promise<void> {
    let event: EventEnvelope;
    try {
      event = envelopeSchema.parse(codec.decode(msg.data)) as EventEnvelope;
    } catch (err) {
      // A message that can never be parsed would be redelivered forever: terminate it, loudly.
      log.error({ err, subject: msg.subject, seq: msg.seq }, 'malformed event, terminated');
      msg.term();
      return;
    }
    const schema = Object.hasOwn(this.events, msg.subject) ? this.events[msg.subject] : undefined;
    if (schema) {
      const parsed = schema.safeParse(event.data);
      if (!parsed.success) {
        // The producer broke the contract: redelivery cannot fix it, so it is terminated and logged.
        const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`);
        log.error({ eventId: event.id, subject: msg.subject, issues }, 'event data fails its schema, terminated');
        msg.term();
        return;
      }
      event = { ...event, data: parsed.data };
    }
    try {
      const ran = await handleOnce(this.db, this.def, event);
      msg.ack();
      log.debug({ eventId: event.id, type: event.type, ran }, 'event handled');
    } catch (err) {
      const delay = NAK_DELAYS_MS[Math.min(msg.info.redeliveryCount - 1, NAK_DELAYS_MS.length - 1)];
      log.warn(
        { err, eventId: event.id, type: event.type, retryInMs: delay },
        'event handling failed, will be redelivered',
      );
      msg.nak(delay);
    }
  }
}

function isStreamNotFound(err: unknown): boolean {
  return err instanceof Error && /stream not found/i.test(err.message);
}

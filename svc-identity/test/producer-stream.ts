import { randomUUID } from 'node:crypto';
import { eventRegistry, type EventInput } from '@cadeau/contracts';
import { until } from '@cadeau/service-kit/testing';
import { connect, JSONCodec, nanos, type NatsConnection } from 'nats';

const codec = JSONCodec();

/**
 * Another service's side of its stream on a test's private NATS (svc-catalog's CATALOG, svc-campaign's
 * CAMPAIGN): the stream as that service creates it and events in the envelope its outbox relay publishes,
 * checked against the event registry first (a test cannot publish what the producer could not).
 */
export async function producerStream<S extends keyof typeof eventRegistry>(
  natsUrl: string,
  stream: { name: string; subjects: readonly string[] },
) {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const jsm = await nc.jetstreamManager();
  await jsm.streams.add({ name: stream.name, subjects: [...stream.subjects], duplicate_window: nanos(120_000) });

  /**
   * Publishes one event; `id` repeats an earlier event as a redelivery would (without JetStream's duplicate
   * check, which would drop it before any consumer saw it: the consumer's own idempotency is under test).
   */
  async function publish<T extends S>(
    subject: T,
    data: EventInput<T>,
    opts: { id?: string; occurredAt?: Date } = {},
  ): Promise<string> {
    const id = opts.id ?? randomUUID();
    const parsed = eventRegistry[subject].parse(data);
    const envelope = { id, type: subject, version: 1, occurredAt: (opts.occurredAt ?? new Date()).toISOString() };
    await nc.jetstream().publish(subject, codec.encode({ ...envelope, data: parsed }));
    return id;
  }

  /** Waits until a durable consumer has acknowledged everything published so far. */
  async function drained(durable: string, timeoutMs = 20_000): Promise<void> {
    await until(
      `${durable} drained`,
      async () => {
        const info = await jsm.consumers.info(stream.name, durable).catch(() => null);
        return info !== null && info.num_pending === 0 && info.num_ack_pending === 0;
      },
      timeoutMs,
    );
  }

  return { publish, drained, close: () => nc.close() };
}

import type { EventInput, eventRegistry } from '@cadeau/contracts';
import { startIdentity, type Identity } from './harness';
import type { producerStream } from './producer-stream';

type Subject = keyof typeof eventRegistry;
type ProducerStream<S extends Subject> = Awaited<ReturnType<typeof producerStream<S>>>;

/**
 * The shared world of a news consumer's test (campaign-news, product-news): svc-identity started once the
 * producer's stream exists (as on a running platform), two platform administrators (de, en) created first,
 * events published twice as a redelivery would, and what this service did about one thing (found by its id
 * field in the notification and mail data).
 */
export function newsWorld<S extends Subject, St extends ProducerStream<S>>(
  openStream: (natsUrl: string) => Promise<St>,
  durable: string,
  idField: 'campaignId' | 'productId' | 'orderId',
) {
  let id: Identity | undefined;
  let stream: St | undefined;
  const started = () => {
    if (!id || !stream) throw new Error('newsWorld.start() first');
    return { id, stream };
  };

  async function start() {
    id = await startIdentity({
      beforeStart: async (natsUrl) => {
        stream = await openStream(natsUrl);
      },
    });
    const platform = [
      await id.createUser({ roles: ['platformAdmin'], language: 'de' }),
      await id.createUser({ roles: ['platformAdmin'], language: 'en' }),
    ];
    return { ...started(), platform };
  }

  async function stop() {
    await stream?.close();
    await id?.stop();
  }

  /** Publishes, waits, then publishes the same event again as a redelivery and waits again. */
  async function publishTwice<T extends S>(subject: T, data: EventInput<T>) {
    const { stream } = started();
    const eventId = await stream.publish(subject, data);
    await stream.drained(durable);
    return {
      eventId,
      redeliver: async () => {
        await stream.publish(subject, data, { id: eventId });
        await stream.drained(durable);
      },
    };
  }

  const notificationsOf = (thingId: string) =>
    started().id.knex('notifications').whereRaw(`data->>'${idField}' = ?`, [thingId]).orderBy('created_at');
  const mailsAbout = async (thingId: string) =>
    (await started().id.mails()).filter(
      (m) => m.data[idField] === thingId || String(m.data.path ?? '').endsWith(thingId),
    );
  const pushedAbout = async (thingId: string) =>
    (await started().id.outboxEvents('notification.created')).filter(
      (e) => e.payload.notification.data[idField] === thingId,
    );

  /** The organisation's conversation about `topic` (none yet: null) and its messages, oldest first. */
  async function conversationMessages(organizationId: string, topic: string) {
    const { id } = started();
    const conversation = await id.knex('conversations').where({ organization_id: organizationId, topic }).first();
    if (!conversation) return { conversation, messages: [] };
    const messages = await id
      .knex('conversation_messages')
      .where({ conversation_id: conversation.id })
      .orderBy('created_at');
    return { conversation, messages };
  }

  return { start, stop, publishTwice, notificationsOf, mailsAbout, pushedAbout, conversationMessages };
}

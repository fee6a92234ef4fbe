import { randomUUID } from 'node:crypto';
import { auditRecordedSchema, ErrorKeys, type AuditRecorded } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import { errors } from '@cadeau/service-kit/errors';

/** Same as the outbox relay's: how long JetStream may take to acknowledge. */
const PUBLISH_TIMEOUT_MS = 3000;

/**
 * Audits a read that hands out something sensitive (the codes CSV): the `audit.campaign.recorded` event goes
 * straight to JetStream and must be acknowledged before the caller proceeds; unreachable means 503 and nothing is
 * handed out. Not through the outbox: a GET writes nothing to the database (no state change needs to commit
 * with it, and link scanners must not leave rows behind), while the download still never goes unaudited.
 */
export async function auditRead(
  kit: Pick<Kit<'campaign'>, 'nats' | 'logger'>,
  entry: Omit<AuditRecorded, 'entity'>,
): Promise<void> {
  const data = auditRecordedSchema.parse({ ...entry, entity: 'campaign' });
  if (!kit.nats) throw errors.serviceUnavailable(ErrorKeys.serviceUnavailable);
  const id = randomUUID();
  const envelope = { id, type: 'audit.campaign.recorded', version: 1, occurredAt: new Date().toISOString(), data };
  try {
    await kit.nats.jetstream().publish('audit.campaign.recorded', new TextEncoder().encode(JSON.stringify(envelope)), {
      msgID: id,
      timeout: PUBLISH_TIMEOUT_MS,
    });
  } catch (err) {
    kit.logger.warn({ err }, 'could not publish the audit of a read');
    throw errors.serviceUnavailable(ErrorKeys.serviceUnavailable);
  }
}

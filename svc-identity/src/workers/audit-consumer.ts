import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { storeRecordedAudit } from '../db/audit';

/**
 * The one audit log (spec section 3): svc-catalog records its changes as `audit.catalog.recorded` through its
 * outbox, and this consumer stores each in identity's audit table, so GET /audit shows them with the user's
 * name beside identity's own entries. The consumer starts before svc-catalog has created CATALOG on a fresh
 * platform: the kit waits for the stream and retries. The kit's inbox runs each event once; the entry's id is
 * the event's id as well, so even a second consumer name could not store it twice.
 */
export function catalogAuditConsumer(stream: string = streams.catalog.name): ConsumerDef<'audit.catalog.recorded'> {
  return {
    durable: 'identity-audit-catalog',
    stream,
    filterSubjects: ['audit.catalog.recorded'],
    async handle(trx, event) {
      await storeRecordedAudit(trx, event.id, new Date(event.occurredAt), event.data);
    },
  };
}

/**
 * svc-campaign's audit entries (`audit.campaign.recorded`, issue 11) join the same log the same way, from its
 * CAMPAIGN stream, so GET /audit with `entity=campaign&entityId=<id>` shows a campaign's history. Its own
 * durable: the two streams come up independently, and one waiting for its stream holds up nothing else.
 */
export function campaignAuditConsumer(stream: string = streams.campaign.name): ConsumerDef<'audit.campaign.recorded'> {
  return {
    durable: 'identity-audit-campaign',
    stream,
    filterSubjects: ['audit.campaign.recorded'],
    async handle(trx, event) {
      await storeRecordedAudit(trx, event.id, new Date(event.occurredAt), event.data);
    },
  };
}

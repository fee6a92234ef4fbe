import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { storeOrganization } from '../db/organizations';

/**
 * Keeps svc-catalog's projection of organisations (db/organizations.ts) from svc-identity's
 * `organization.updated` on the IDENTITY stream: a durable consumer (one replica handles each event, the
 * projection is in the shared database) that replays the stream from its start, and waits for the stream
 * while svc-identity has not created it yet (the kit's consumer retries).
 */
export function organizationsConsumer(stream: string = streams.identity.name): ConsumerDef<'organization.updated'> {
  return {
    durable: 'catalog-organizations',
    stream,
    filterSubjects: ['organization.updated'],
    async handle(trx, event) {
      const { organizationId, name, status, features } = event.data;
      await storeOrganization(trx, { id: organizationId, name, status, features }, new Date(event.occurredAt));
    },
  };
}

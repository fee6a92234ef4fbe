import type { Knex } from 'knex';
import type { OrganizationStatus } from '../domain/organization-status';
import { announceOrganization, standaloneOutbox } from './outbox';

/** kit.addEvent for the seed, which runs as its own process: published by the service's relay once it runs. */
const seedAddEvent = standaloneOutbox.addEvent;

interface AnnouncedOrganization {
  id: string;
  name: string;
  status: OrganizationStatus;
  features: string[];
}

/**
 * `organization.updated` for a seeded organisation, as the normal paths write it, so the read models of the
 * other services (svc-catalog's organisation names) know the demo organisations from the first start. Only
 * when the seed created or changed it, or no such event was ever written for it (a database seeded before
 * the seed announced): a re-seed that changes nothing writes nothing.
 */
export async function announceSeededOrganization(
  trx: Knex.Transaction,
  before: AnnouncedOrganization | undefined,
  organizationId: string,
): Promise<void> {
  const now: AnnouncedOrganization = await trx('organizations')
    .where({ id: organizationId })
    .first('id', 'name', 'status', 'features');
  const unchanged =
    before &&
    before.name === now.name &&
    before.status === now.status &&
    JSON.stringify(before.features) === JSON.stringify(now.features);
  if (unchanged && (await everAnnounced(trx, organizationId))) return;
  await announceOrganization(trx, seedAddEvent, now);
}

async function everAnnounced(trx: Knex.Transaction, organizationId: string): Promise<boolean> {
  const row = await trx('outbox')
    .where({ subject: 'organization.updated' })
    .whereRaw("payload->>'organizationId' = ?", [organizationId])
    .first('id');
  return Boolean(row);
}

/**
 * `user.registered` for a seeded account, once (issue 20: the platform's statistics count the users it was told
 * of), unless one was ever written for it: a re-seed writes nothing.
 */
export async function announceSeededUser(trx: Knex.Transaction, userId: string): Promise<void> {
  const told = await trx('outbox')
    .where({ subject: 'user.registered' })
    .whereRaw("payload->>'userId' = ?", [userId])
    .first('id');
  if (!told) await seedAddEvent(trx, 'user.registered', { userId, organizationId: null });
}

/**
 * `conversation.updated` for a seeded conversation whose last word is the member's (issue 20: the platform's tasks
 * list the conversations waiting for it), once, unless one was ever written for it.
 */
export async function announceSeededConversation(
  trx: Knex.Transaction,
  conversationId: string,
  organizationId: string,
): Promise<void> {
  const told = await trx('outbox')
    .where({ subject: 'conversation.updated' })
    .whereRaw("payload->>'conversationId' = ?", [conversationId])
    .first('id');
  if (!told)
    await seedAddEvent(trx, 'conversation.updated', {
      conversationId,
      organizationId,
      status: 'open',
      turn: 'platform',
    });
}

import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { organizationUpdated } from '../domain/events';

/** The kit's outbox writes: an event or a mail command is published if and only if the transaction commits. */
export type AddEvent = Kit['addEvent'];
export type Outbox = Pick<Kit, 'addEvent' | 'queueMail'>;

/** `user.updated` for each user: the gateway drops their cached contexts (roles, organisations changed). */
export async function announceUsers(
  trx: Knex.Transaction,
  addEvent: AddEvent,
  userIds: Iterable<string>,
): Promise<void> {
  for (const userId of new Set(userIds)) await addEvent(trx, 'user.updated', { userId });
}

/** `session.updated`: one session's current organisation changed. */
export async function announceSession(
  trx: Knex.Transaction,
  addEvent: AddEvent,
  userId: string,
  sessionId: string,
): Promise<void> {
  await addEvent(trx, 'session.updated', { userId, sessionId });
}

/** `organization.updated` with the organisation as it is now (other services keep it in read models). */
export async function announceOrganization(
  trx: Knex.Transaction,
  addEvent: AddEvent,
  row: Parameters<typeof organizationUpdated>[0],
): Promise<void> {
  await addEvent(trx, 'organization.updated', organizationUpdated(row));
}

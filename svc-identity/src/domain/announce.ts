import type { Knex } from 'knex';

type AddEvent = (trx: Knex.Transaction, subject: string, data: unknown) => Promise<string>;

/** `user.updated` for each user: the gateway drops their cached contexts (roles, organisations changed). */
export async function announceUsers(trx: Knex.Transaction, addEvent: AddEvent, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await addEvent(trx, 'user.updated', { userId });
}

/** `session.updated`: one session's current organisation changed. */
export async function announceSession(trx: Knex.Transaction, addEvent: AddEvent, userId: string, sessionId: string): Promise<void> {
  await addEvent(trx, 'session.updated', { userId, sessionId });
}

import { randomUUID } from 'node:crypto';
import { identityEvents, mailSendCommand, mailSendSubject } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { organizationUpdated } from '../domain/events';

/** The kit's outbox writes: an event or a mail command is published if and only if the transaction commits. */
export type AddEvent = Kit['addEvent'];
export type Outbox = Pick<Kit, 'addEvent' | 'queueMail'>;

async function insertOutboxRow(trx: Knex.Transaction, subject: string, payload: unknown): Promise<string> {
  const id = randomUUID();
  await trx('outbox').insert({ id, subject, payload: JSON.stringify(payload) });
  return id;
}

/**
 * The outbox writes of a process without a kit (the seed, create-first-admin): the same checks (the event registry,
 * the mail contract) and rows as the kit's, which the running service's relay publishes (it polls the table).
 */
export const standaloneOutbox: Outbox = {
  addEvent: (async (trx: Knex.Transaction, subject: string, data: unknown) => {
    if (!Object.hasOwn(identityEvents, subject)) throw new Error(`${subject} is not an identity event`);
    return insertOutboxRow(trx, subject, identityEvents[subject as keyof typeof identityEvents].parse(data));
  }) as AddEvent,
  queueMail: (trx, command) => insertOutboxRow(trx, mailSendSubject('identity'), mailSendCommand.parse(command)),
};

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

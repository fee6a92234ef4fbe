import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Outbox } from './outbox';
import { findUserById } from './users';

/**
 * The "if this wasn't you" mails after a change that takes the account away from whoever does not know
 * about it (issue 9). Queued in the change's transaction: the mail goes out if and only if the change
 * commits, and a change never commits without its mail.
 */

/** After a password change (settings) or reset (mailed link), to the account's address in its language. */
export async function queuePasswordChangedMail(
  kit: Pick<Outbox, 'queueMail'>,
  trx: Knex.Transaction,
  userId: string,
  via: 'change' | 'reset',
): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user) return;
  await kit.queueMail(trx, {
    template: 'passwordChanged',
    locale: user.language,
    to: user.email,
    // Each change is its own notice: nothing to deduplicate against but a retried publish of this row.
    idempotencyKey: `identity:passwordChanged:${userId}:${randomUUID()}`,
    data: { firstName: user.first_name, via },
  });
}

/** After a change of address completed, to the previous address: the new one took part in the change. */
export async function queueEmailChangedMail(
  kit: Pick<Outbox, 'queueMail'>,
  trx: Knex.Transaction,
  change: { id: string; user_id: string; old_email: string; new_email: string },
): Promise<void> {
  const user = await findUserById(trx, change.user_id);
  if (!user) return;
  await kit.queueMail(trx, {
    template: 'emailChanged',
    locale: user.language,
    to: change.old_email,
    idempotencyKey: `identity:emailChanged:${change.id}`,
    data: { firstName: user.first_name, newEmail: change.new_email },
  });
}

import { PLATFORM_ADMIN } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { planFirstAdmin, type FirstAdminInput } from '../domain/first-admin';
import { audit } from './audit';
import { standaloneOutbox, type Outbox } from './outbox';
import { endAllSessions } from './sessions';
import { sendFirstAdminLink } from './user-tokens';
import { findUserByEmail } from './users';

export type FirstAdminOutcome =
  | { action: 'refuse'; reason: string }
  /** `lockedOut`: an unconfirmed account promoted, its password cleared and its sessions ended. */
  | { action: 'create' | 'promote'; userId: string; email: string; lockedOut: boolean };

/**
 * The whole of create-first-admin in one transaction: two runs at once wait for each other (a transaction-scoped
 * advisory lock, which the PgBouncer pooler allows), so the second finds the first one's administrator and refuses.
 * The link's token goes into the mail command of the outbox only (svc-mail sends it), never into the outcome.
 */
export function createFirstAdmin(
  db: Knex,
  input: FirstAdminInput,
  outbox: Outbox = standaloneOutbox,
): Promise<FirstAdminOutcome> {
  const email = input.email.toLowerCase();
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['identity.create-first-admin']);
    const [{ count }] = await trx('users').whereRaw('? = any(roles)', [PLATFORM_ADMIN]).count({ count: '*' });
    const row = await findUserByEmail(trx, email);
    const account = row && { ...row, emailConfirmed: row.email_confirmed_at !== null };
    const plan = planFirstAdmin(email, { administrators: Number(count), account });
    if (plan.action === 'refuse') return plan;

    let user: { id: string; email: string; language: 'de' | 'en' };
    let lockedOut: { passwordCleared: true; endedSessions: number } | undefined;
    if (plan.action === 'create') {
      [user] = await trx('users')
        .insert({
          email,
          first_name: input.firstName,
          last_name: input.lastName,
          language: input.language,
          roles: plan.roles,
          password_hash: null,
        })
        .returning(['id', 'email', 'language']);
      // The platform's statistics count the users they were told of (as a registration tells them).
      await outbox.addEvent(trx, 'user.registered', { userId: user.id, organizationId: null });
    } else {
      // An unconfirmed address's password is whoever registered it first's: cleared with the new role, and every
      // session ends (each announced as session.ended, so the gateways drop it).
      [user] = await trx('users')
        .where({ id: plan.userId })
        .update({ roles: plan.roles, ...(plan.lockOut ? { password_hash: null } : {}), updated_at: trx.fn.now() })
        .returning(['id', 'email', 'language']);
      if (plan.lockOut) {
        const ended = await endAllSessions(trx, outbox.addEvent, user.id);
        lockedOut = { passwordCleared: true, endedSessions: ended.length };
      }
      // The gateway drops the account's cached contexts: its next request carries the new role.
      await outbox.addEvent(trx, 'user.updated', { userId: user.id });
    }
    const tokenId = await sendFirstAdminLink(outbox, trx, user);
    await audit(trx, {
      userId: null,
      action: plan.action === 'create' ? 'insert' : 'update',
      entity: 'user',
      entityId: user.id,
      value: { roles: plan.roles, by: 'create-first-admin', passwordLink: tokenId, ...lockedOut },
    });
    return { action: plan.action, userId: user.id, email: user.email, lockedOut: lockedOut !== undefined };
  });
}

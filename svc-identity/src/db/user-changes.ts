import type { Knex } from 'knex';
import type { ClientInfo } from '../domain/client-info';
import { checkConfirmationToken, checkPasswordResetToken } from '../domain/tokens';
import { currentOrganizationId } from '../domain/user-context';
import { changesBlocking, type profileChanges } from '../domain/user';
import { queuePasswordChangedMail } from './account-notices';
import { audit } from './audit';
import { announceUsers, type AddEvent, type Outbox } from './outbox';
import { endAllSessions, openSession } from './sessions';
import { findUserTokenForUpdate, markTokenUsed } from './user-tokens';
import { findUserById, lockUser, membershipsOf, setPasswordByLink, updateUser, type UserRow } from './users';

type Writer = { db: Knex; addEvent: AddEvent };
type Actor = { actorId: string; ip: string };

/**
 * PUT /user/password's write: the new hash, every other session of the user ended, the audit entry and
 * the "if this wasn't you" mail to the account's address.
 */
export function changePassword(
  kit: Writer & Pick<Outbox, 'queueMail'>,
  user: { userId: string; sessionId: string },
  passwordHash: string,
  by: Actor,
) {
  return kit.db.transaction(async (trx) => {
    await updateUser(trx, user.userId, { password_hash: passwordHash });
    const ended = await endAllSessions(trx, kit.addEvent, user.userId, user.sessionId);
    const value = { password: 'changed', endedSessions: ended.length };
    await audit(trx, { userId: by.actorId, action: 'update', entity: 'user', entityId: user.userId, value, ip: by.ip });
    await queuePasswordChangedMail(kit, trx, user.userId, 'change');
  });
}

/**
 * PUT /user/{userId}/block's write under the user's lock (undefined: no such user); nothing when the user
 * is in that state already. Blocking ends every session of the user (`session.ended` each);
 * the change is audited and announced as `user.blocked` and `user.updated`.
 */
export function setBlocked(
  kit: Writer,
  userId: string,
  change: { blocked: boolean; reason: string | null },
  by: Actor,
): Promise<UserRow | undefined> {
  return kit.db.transaction(async (trx) => {
    const target = await lockUser(trx, userId);
    if (!target || !changesBlocking(target, change.blocked)) return target;
    await updateUser(trx, target.id, { blocked: change.blocked });
    const ended = change.blocked ? await endAllSessions(trx, kit.addEvent, target.id) : [];
    const blocked = { from: target.blocked, to: change.blocked };
    const value = { blocked, reason: change.reason, endedSessions: ended.length };
    await audit(trx, { userId: by.actorId, action: 'update', entity: 'user', entityId: target.id, value, ip: by.ip });
    await kit.addEvent(trx, 'user.blocked', { userId: target.id, blocked: change.blocked });
    await announceUsers(trx, kit.addEvent, [target.id]);
    return target;
  });
}

/**
 * PUT /user's write: `decide` (domain `planProfileChange`) on the user, then the profile fields that change, audited with old and new values
 * and announced as `user.updated` (the gateway drops its cached context: the language is part of it).
 * Nothing is written when nothing changes.
 */
export function updateProfile(
  kit: Writer,
  userId: string,
  decide: (current: Awaited<ReturnType<typeof findUserById>>) => ReturnType<typeof profileChanges>,
  by: Actor,
): Promise<void> {
  return kit.db.transaction(async (trx) => {
    const { columns, changes } = decide(await findUserById(trx, userId));
    if (!Object.keys(columns).length) return;
    await updateUser(trx, userId, columns);
    await audit(trx, {
      userId: by.actorId,
      action: 'update',
      entity: 'user',
      entityId: userId,
      value: changes,
      ip: by.ip,
    });
    await kit.addEvent(trx, 'user.updated', { userId });
  });
}

/**
 * POST /auth/confirmation's write under the link's lock: a valid confirmation link (`checkConfirmationToken`:
 * 410 when expired) confirms the address, is used up, audited, and `user.updated` is announced. The account is
 * then logged in (issue 9: the link proves the address, the password was chosen at registration), unless it is
 * blocked; the answer is the new session's token, or null.
 */
export function confirmEmail(kit: Writer, token: string, client: ClientInfo): Promise<string | null> {
  return kit.db.transaction(async (trx) => {
    const link = await findUserTokenForUpdate(trx, 'confirmation', token);
    const user = link && (await findUserById(trx, link.user_id));
    checkConfirmationToken(link, user);
    const { id: userId, blocked } = user!;
    await updateUser(trx, userId, { email_confirmed_at: trx.fn.now() });
    await markTokenUsed(trx, link!.id);
    const value = { emailConfirmed: { from: false, to: true } };
    await audit(trx, { userId, action: 'update', entity: 'user', entityId: userId, value, ip: client.ip });
    await kit.addEvent(trx, 'user.updated', { userId });
    if (blocked) return null;
    const organizationId = currentOrganizationId(await membershipsOf(trx, userId), null);
    return (await openSession(trx, kit.addEvent, userId, organizationId, client)).token;
  });
}

/**
 * POST /auth/reset-password's write under the link's lock: a valid reset link (`checkPasswordResetToken`)
 * sets the password (the link also proves the address), is used up; every open session ends, since
 * whoever knew the old password may hold one; audited, and the "if this wasn't you" mail is queued.
 */
export function resetPassword(
  kit: Writer & Pick<Outbox, 'queueMail'>,
  token: string,
  passwordHash: string,
  ip: string,
): Promise<void> {
  return kit.db.transaction(async (trx) => {
    const link = await findUserTokenForUpdate(trx, 'passwordReset', token);
    checkPasswordResetToken(link);
    const userId = link!.user_id;
    await setPasswordByLink(trx, userId, passwordHash);
    await markTokenUsed(trx, link!.id);
    const ended = await endAllSessions(trx, kit.addEvent, userId);
    const value = { password: 'reset', endedSessions: ended.length };
    await audit(trx, { userId, action: 'update', entity: 'user', entityId: userId, value, ip });
    await queuePasswordChangedMail(kit, trx, userId, 'reset');
  });
}

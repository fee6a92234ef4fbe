import type { Knex } from 'knex';
import {
  bothConfirmed,
  cancellableChange,
  EMAIL_CHANGE_TTL_HOURS,
  planAddressSwitch,
  planSideConfirmation,
  type EmailChangeSide,
} from '../domain/email-change';
import { hashLinkToken, newLinkToken } from '../domain/tokens';
import { queueEmailChangedMail } from './account-notices';
import { audit } from './audit';
import { claimMailOrRefuse } from './mail-throttle';
import type { Outbox } from './outbox';
import { findUserByEmail, updateUser } from './users';

export interface EmailChangeRow {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  old_confirmed_at: Date | null;
  new_confirmed_at: Date | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  cancelled_at: Date | null;
}

const openOf = (db: Knex, userId: string) =>
  db<EmailChangeRow>('email_changes').where({ user_id: userId }).whereNull('completed_at').whereNull('cancelled_at');

export function openEmailChangeOf(db: Knex, userId: string, lock = false): Promise<EmailChangeRow | undefined> {
  const q = openOf(db, userId);
  if (lock) q.forUpdate();
  return q.first() as Promise<EmailChangeRow | undefined>;
}

/** The change a mailed token belongs to and which side (old or new address) it confirms; locked. */
export async function findEmailChangeByTokenForUpdate(
  trx: Knex.Transaction,
  token: string,
): Promise<{ row: EmailChangeRow; side: EmailChangeSide } | undefined> {
  const hash = hashLinkToken(token);
  const row = (await trx('email_changes')
    .where({ old_token_hash: hash })
    .orWhere({ new_token_hash: hash })
    .forUpdate()
    .first()) as EmailChangeRow | undefined;
  if (!row) return undefined;
  const isOld = await trx('email_changes').where({ id: row.id, old_token_hash: hash }).first('id');
  return { row, side: isOld ? 'old' : 'new' };
}

/** Starts a change with a link token for each address, cancelling the user's open one. */
export async function startEmailChange(
  trx: Knex.Transaction,
  change: { userId: string; oldEmail: string; newEmail: string; oldToken: string; newToken: string },
): Promise<EmailChangeRow> {
  await openOf(trx, change.userId).update({ cancelled_at: trx.fn.now() });
  const [created] = await trx<EmailChangeRow>('email_changes')
    .insert({
      user_id: change.userId,
      old_email: change.oldEmail,
      new_email: change.newEmail,
      old_token_hash: hashLinkToken(change.oldToken),
      new_token_hash: hashLinkToken(change.newToken),
      expires_at: trx.raw(`now() + make_interval(hours => ?)`, [EMAIL_CHANGE_TTL_HOURS]),
    } as never)
    .returning('*');
  return created;
}

/** Stamps one moment of a change (a side confirmed, completed, cancelled); returns the row as stored. */
export async function stampEmailChange(
  trx: Knex.Transaction,
  id: string,
  column: 'old_confirmed_at' | 'new_confirmed_at' | 'completed_at' | 'cancelled_at',
): Promise<EmailChangeRow> {
  const [row] = await trx<EmailChangeRow>('email_changes')
    .where({ id })
    .update({ [column]: trx.fn.now() } as never)
    .returning('*');
  return row;
}

/**
 * The two mails of a change: the current address may confirm or cancel, the new one confirms. When the
 * new address belongs to an account already, it gets a notice in its holder's name and language instead,
 * without a link (issue 8): the change stays pending and can never complete, and the answer to the
 * request did not tell that the address is taken.
 */
export async function queueEmailChangeMails(
  kit: Outbox,
  trx: Knex.Transaction,
  change: EmailChangeRow,
  user: { first_name: string; language: 'de' | 'en' },
  tokens: { oldToken: string; newToken: string },
  holder?: { first_name: string; language: 'de' | 'en' },
): Promise<void> {
  await kit.queueMail(trx, {
    template: 'emailChangeOld',
    locale: user.language,
    to: change.old_email,
    idempotencyKey: `identity:emailChangeOld:${change.id}`,
    data: { firstName: user.first_name, newEmail: change.new_email, token: tokens.oldToken },
  });
  if (holder)
    await kit.queueMail(trx, {
      template: 'emailAddressTaken',
      locale: holder.language,
      to: change.new_email,
      idempotencyKey: `identity:emailAddressTaken:${change.id}`,
      data: { firstName: holder.first_name },
    });
  else
    await kit.queueMail(trx, {
      template: 'emailChangeNew',
      locale: user.language,
      to: change.new_email,
      idempotencyKey: `identity:emailChangeNew:${change.id}`,
      data: { firstName: user.first_name, token: tokens.newToken },
    });
}

/**
 * POST /user/email-change's write: within the mail throttle (per new address and account: 429), the
 * change with a fresh link for each address (cancelling an open one), both mails (`queueEmailChangeMails`,
 * a notice when `holder` already owns the new address) and the audit entry.
 */
export function beginEmailChange(
  kit: Outbox & { db: Knex },
  user: { id: string; email: string; first_name: string; language: 'de' | 'en' },
  newEmail: string,
  by: { actorId: string; ip: string },
  holder?: { first_name: string; language: 'de' | 'en' },
): Promise<EmailChangeRow> {
  const tokens = { oldToken: newLinkToken(), newToken: newLinkToken() };
  return kit.db.transaction(async (trx) => {
    await claimMailOrRefuse(trx, 'emailChange', { recipient: newEmail, account: user.id });
    const created = await startEmailChange(trx, { userId: user.id, oldEmail: user.email, newEmail, ...tokens });
    await queueEmailChangeMails(kit, trx, created, user, tokens, holder);
    const value = { from: user.email, to: newEmail };
    const entry = { entity: 'emailChange', entityId: created.id, value, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: 'insert', ...entry });
    return created;
  });
}

/**
 * POST /user/confirm-email-change's write under the change's lock: one side confirmed by its link
 * (domain `planSideConfirmation`), audited; once both are, the address switches (`planAddressSwitch`: 409 when
 * another account took it meanwhile), the change completes, audited, `user.updated` is announced and the previous address gets
 * the "if this wasn't you" mail. Answers the change.
 */
export function confirmEmailChangeSide(kit: Outbox & { db: Knex }, token: string, ip: string): Promise<EmailChangeRow> {
  return kit.db.transaction(async (trx) => {
    const { change: row, side, stamp } = planSideConfirmation(await findEmailChangeByTokenForUpdate(trx, token));
    const entry = { userId: row.user_id, action: 'update', ip } as const;
    const updated = await stampEmailChange(trx, row.id, stamp);
    await audit(trx, { ...entry, entity: 'emailChange', entityId: row.id, value: { confirmed: side } });
    if (!bothConfirmed(updated)) return updated;
    const change = planAddressSwitch(row, await findUserByEmail(trx, row.new_email));
    await updateUser(trx, change.userId, { email: change.email.to, email_confirmed_at: trx.fn.now() });
    const done = await stampEmailChange(trx, row.id, 'completed_at');
    const value = { email: change.email };
    await audit(trx, { ...entry, entity: 'user', entityId: change.userId, value });
    await kit.addEvent(trx, 'user.updated', { userId: row.user_id });
    await queueEmailChangedMail(kit, trx, row);
    return done;
  });
}

/**
 * POST /user/cancel-email-change's write under the change's lock: the change of the link's token, or else
 * the owner's open one; only an open one is cancelled (domain `cancellableChange`), audited as the caller or,
 * by link, as the owner.
 */
export function cancelEmailChange(
  kit: { db: Knex },
  by: { token?: string | null; userId?: string; actorId?: string; ip: string },
): Promise<void> {
  return kit.db.transaction(async (trx) => {
    const row = by.token
      ? (await findEmailChangeByTokenForUpdate(trx, by.token))?.row
      : await openEmailChangeOf(trx, by.userId!, true);
    const change = cancellableChange(row);
    await stampEmailChange(trx, change.id, 'cancelled_at');
    const entry = { entity: 'emailChange', entityId: change.id, value: { cancelled: true }, ip: by.ip };
    await audit(trx, { userId: by.actorId ?? change.user_id, action: 'update', ...entry });
  });
}

import type { MailSendCommand } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { FIRST_ADMIN_LINK_HOURS } from '../domain/first-admin';
import {
  CONFIRMATION_MAIL_INTERVAL_SEC,
  hashLinkToken,
  issuedWithin,
  newLinkToken,
  TOKEN_TTL_MINUTES,
  type TokenPurpose,
} from '../domain/tokens';
import { claimMailSend } from './mail-throttle';
import type { Outbox } from './outbox';

export interface UserTokenRow {
  id: string;
  user_id: string;
  purpose: TokenPurpose;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  replaced_at: Date | null;
}

/**
 * Issues a new single-use token and marks the user's open tokens of the same purpose as replaced,
 * so only the newest mailed link works ("replaced by a newer request"). It works for the purpose's
 * time unless the caller says otherwise (the first administrator's link).
 */
export async function issueUserToken(
  trx: Knex.Transaction,
  userId: string,
  purpose: TokenPurpose,
  validMinutes = TOKEN_TTL_MINUTES[purpose],
): Promise<{ id: string; token: string }> {
  await trx('user_tokens')
    .where({ user_id: userId, purpose })
    .whereNull('used_at')
    .whereNull('replaced_at')
    .update({ replaced_at: trx.fn.now() });
  const token = newLinkToken();
  const [row] = await trx('user_tokens')
    .insert({
      user_id: userId,
      purpose,
      token_hash: hashLinkToken(token),
      expires_at: trx.raw(`now() + make_interval(mins => ?)`, [validMinutes]),
    })
    .returning('id');
  return { id: row.id as string, token };
}

/** The token row, locked for the rest of the transaction (two clicks on one link cannot both use it). */
export function findUserTokenForUpdate(
  trx: Knex.Transaction,
  purpose: TokenPurpose,
  token: string,
): Promise<UserTokenRow | undefined> {
  return trx('user_tokens')
    .where({ purpose, token_hash: hashLinkToken(token) })
    .forUpdate()
    .first() as Promise<UserTokenRow | undefined>;
}

/** The user a token was issued to, whatever its state (an expired confirmation link may ask for a new one). */
export async function userIdOfToken(db: Knex, purpose: TokenPurpose, token: string): Promise<string | undefined> {
  const row = await db('user_tokens')
    .where({ purpose, token_hash: hashLinkToken(token) })
    .first('user_id');
  return row?.user_id;
}

export async function markTokenUsed(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('user_tokens').where({ id }).update({ used_at: trx.fn.now() });
}

/** True when a token of this purpose was issued for the user within `seconds` (throttles repeated mails). */
export async function issuedRecently(
  db: Knex,
  userId: string,
  purpose: TokenPurpose,
  seconds: number,
): Promise<boolean> {
  const { rows } = (await db.raw(
    `select max(created_at) as last, now() as now from user_tokens where user_id = ? and purpose = ?`,
    [userId, purpose],
  )) as { rows: { last: Date | null; now: Date }[] };
  return issuedWithin(rows[0]!.last, rows[0]!.now, seconds);
}

interface Recipient {
  id: string;
  email: string;
  first_name: string;
  language: 'de' | 'en';
}

/** Issues a confirmation link (the older ones stop working) and queues its mail. */
export async function sendConfirmationMail(kit: Outbox, trx: Knex.Transaction, user: Recipient): Promise<void> {
  const { id, token } = await issueUserToken(trx, user.id, 'confirmation');
  await kit.queueMail(trx, {
    template: 'emailConfirmation',
    locale: user.language,
    to: user.email,
    idempotencyKey: `identity:confirmation:${id}`,
    data: { firstName: user.first_name, token, validHours: TOKEN_TTL_MINUTES.confirmation / 60 },
  });
}

/** Issues a reset link (the older ones stop working) and queues its mail; returns the token's id. */
export async function sendPasswordResetMail(kit: Outbox, trx: Knex.Transaction, user: Recipient) {
  const { id, token } = await issueUserToken(trx, user.id, 'passwordReset');
  const command: MailSendCommand = {
    template: 'passwordReset',
    locale: user.language,
    to: user.email,
    idempotencyKey: `identity:passwordReset:${id}`,
    data: { firstName: user.first_name, token, validMinutes: TOKEN_TTL_MINUTES.passwordReset },
  };
  await kit.queueMail(trx, command);
  return id;
}

/**
 * The first platform administrator's link (create-first-admin): a reset token, because the reset page is where a
 * password is set, that works for FIRST_ADMIN_LINK_HOURS; mailed as `platformAdminWelcome`. Returns the token's id.
 */
export async function sendFirstAdminLink(
  kit: Pick<Outbox, 'queueMail'>,
  trx: Knex.Transaction,
  user: Omit<Recipient, 'first_name'>,
): Promise<string> {
  const { id, token } = await issueUserToken(trx, user.id, 'passwordReset', FIRST_ADMIN_LINK_HOURS * 60);
  await kit.queueMail(trx, {
    template: 'platformAdminWelcome',
    locale: user.language,
    to: user.email,
    idempotencyKey: `identity:platformAdminWelcome:${id}`,
    data: { token, validHours: FIRST_ADMIN_LINK_HOURS },
  });
  return id;
}

/**
 * A new confirmation mail for an unconfirmed account, at most one a minute however often it is asked for, and
 * within the mail throttle (issue 8); `announce` also publishes `user.confirmationRequested`.
 */
async function mailConfirmation(kit: Outbox & { db: Knex }, user: Recipient, announce: boolean): Promise<void> {
  if (await issuedRecently(kit.db, user.id, 'confirmation', CONFIRMATION_MAIL_INTERVAL_SEC)) return;
  await kit.db.transaction(async (trx) => {
    if (!(await claimMailSend(trx, 'confirmation', { recipient: user.email, account: user.id })).allowed) return;
    await sendConfirmationMail(kit, trx, user);
    if (announce)
      await kit.addEvent(trx, 'user.confirmationRequested', {
        userId: user.id,
        email: user.email,
        language: user.language,
      });
  });
}

/** A login of an unconfirmed account: a new confirmation mail and `user.confirmationRequested` (mailConfirmation). */
export const requestConfirmation = (kit: Outbox & { db: Knex }, user: Recipient): Promise<void> =>
  mailConfirmation(kit, user, true);

/** POST /auth/confirmation/resend by the (expired) link's token: a new confirmation mail (mailConfirmation). */
export const resendConfirmation = (kit: Outbox & { db: Knex }, user: Recipient): Promise<void> =>
  mailConfirmation(kit, user, false);

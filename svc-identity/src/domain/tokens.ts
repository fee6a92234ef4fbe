import type { Knex } from 'knex';
import { hashSessionToken, newSessionToken } from './session-token';

export type TokenPurpose = 'confirmation' | 'passwordReset';

/** How long a mailed link works. The confirmation mail says hours, the reset mail minutes. */
export const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = { confirmation: 72 * 60, passwordReset: 60 };

export interface UserTokenRow {
  id: string;
  user_id: string;
  purpose: TokenPurpose;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  replaced_at: Date | null;
}

/** Same construction as session tokens: 256 random bits, base64url; only the SHA-256 is stored. */
export const newLinkToken = newSessionToken;
export const hashLinkToken = hashSessionToken;

/**
 * Issues a new single-use token and marks the user's open tokens of the same purpose as replaced,
 * so only the newest mailed link works ("replaced by a newer request").
 */
export async function issueUserToken(trx: Knex.Transaction, userId: string, purpose: TokenPurpose): Promise<{ id: string; token: string }> {
  await trx('user_tokens').where({ user_id: userId, purpose }).whereNull('used_at').whereNull('replaced_at').update({ replaced_at: trx.fn.now() });
  const token = newLinkToken();
  const [row] = await trx('user_tokens')
    .insert({
      user_id: userId,
      purpose,
      token_hash: hashLinkToken(token),
      expires_at: trx.raw(`now() + make_interval(mins => ?)`, [TOKEN_TTL_MINUTES[purpose]]),
    })
    .returning('id');
  return { id: row.id as string, token };
}

/** The token row, locked for the rest of the transaction (two clicks on one link cannot both use it). */
export function findUserTokenForUpdate(trx: Knex.Transaction, purpose: TokenPurpose, token: string): Promise<UserTokenRow | undefined> {
  return trx('user_tokens').where({ purpose, token_hash: hashLinkToken(token) }).forUpdate().first() as Promise<UserTokenRow | undefined>;
}

export const isExpired = (row: { expires_at: Date }) => new Date(row.expires_at).getTime() <= Date.now();

/** True when a token of this purpose was issued for the user within `seconds` (throttles repeated mails). */
export async function issuedRecently(db: Knex, userId: string, purpose: TokenPurpose, seconds: number): Promise<boolean> {
  const row = await db('user_tokens')
    .where({ user_id: userId, purpose })
    .where('created_at', '>', db.raw(`now() - make_interval(secs => ?)`, [seconds]))
    .first('id');
  return Boolean(row);
}

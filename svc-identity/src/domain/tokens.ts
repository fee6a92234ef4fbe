import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { hashSessionToken, newSessionToken } from './session-token';

export type TokenPurpose = 'confirmation' | 'passwordReset';

/** How long a mailed link works. The confirmation mail says hours, the reset mail minutes. */
export const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = { confirmation: 72 * 60, passwordReset: 60 };

/** At most one confirmation mail a minute per account, however often the button is pressed. */
export const CONFIRMATION_MAIL_INTERVAL_SEC = 60;

/**
 * Whether a link was issued too recently for another mail: the newest one (null: none) is younger than `seconds`
 * at `now`, both read from the database's clock.
 */
export function issuedWithin(lastIssuedAt: Date | null, now: Date, seconds: number): boolean {
  return lastIssuedAt !== null && now.getTime() - lastIssuedAt.getTime() < seconds * 1000;
}

/** Same construction as session tokens: 256 random bits, base64url; only the SHA-256 is stored. */
export const newLinkToken = newSessionToken;
export const hashLinkToken = hashSessionToken;

export interface LinkToken {
  used_at: Date | null;
  replaced_at: Date | null;
  expires_at: Date;
}

export const isExpired = (row: { expires_at: Date }, now = Date.now()) => new Date(row.expires_at).getTime() <= now;

/** A reset link works once, only while it is the newest one and not expired. */
export function checkPasswordResetToken(token: LinkToken | undefined, now = Date.now()): void {
  if (!token) throw errors.notFound(ErrorKeys.passwordReset.notFound);
  if (token.used_at) throw errors.conflict(ErrorKeys.passwordReset.alreadyUsed);
  if (token.replaced_at) throw errors.conflict(ErrorKeys.passwordReset.replaced);
  if (isExpired(token, now)) throw new DomainError(410, ErrorKeys.passwordReset.expired);
}

/**
 * A confirmation link confirms an unconfirmed account until it expires. An older link still proves the
 * address as long as it has not expired, so "replaced" is not checked.
 */
export function checkConfirmationToken(
  token: LinkToken | undefined,
  user: { email_confirmed_at: Date | null } | undefined,
  now = Date.now(),
): void {
  if (!token || !user) throw errors.notFound(ErrorKeys.confirmation.notFound);
  if (user.email_confirmed_at || token.used_at) throw errors.conflict(ErrorKeys.confirmation.alreadyConfirmed);
  if (isExpired(token, now)) throw new DomainError(410, ErrorKeys.confirmation.expired);
}

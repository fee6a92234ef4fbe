import { ErrorKeys } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';

/** What a right password leads to: a session, or a refusal only someone who knows the password learns. */
export type LoginOutcome = 'allowed' | 'blocked' | 'unconfirmed';

/** A blocked account never logs in; an account whose address is not confirmed yet logs in once it is. */
export function loginOutcome(account: { blocked: boolean; email_confirmed_at: Date | null }): LoginOutcome {
  if (account.blocked) return 'blocked';
  return account.email_confirmed_at ? 'allowed' : 'unconfirmed';
}

/** Refuses a blocked or an unconfirmed account with 403 and its key. */
export function assertLoginAllowed(outcome: LoginOutcome): void {
  if (outcome === 'blocked') throw new DomainError(403, ErrorKeys.login.userBlocked);
  if (outcome === 'unconfirmed') throw new DomainError(403, ErrorKeys.login.emailNotConfirmed);
}

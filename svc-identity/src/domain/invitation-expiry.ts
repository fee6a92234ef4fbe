import { ErrorKeys } from '@cadeau/contracts';
import { DAY_MS } from '@cadeau/contracts/values';
import { errors } from '@cadeau/service-kit/errors';

/**
 * An invitation link admits for `validDays` after it was (re)issued (the Invitation.ValidDays setting,
 * issue 8): a mailbox read years later or a leaked old link no longer joins anyone. The inviter renews
 * the invitation to mail a fresh link.
 */
export function isInvitationExpired(inv: { created_at: Date | string }, validDays: number, now = Date.now()): boolean {
  return new Date(inv.created_at).getTime() + validDays * DAY_MS <= now;
}

export function assertInvitationNotExpired(inv: { created_at: Date | string }, validDays: number, now = Date.now()) {
  if (isInvitationExpired(inv, validDays, now)) throw errors.notFound(ErrorKeys.invitation.expired);
}

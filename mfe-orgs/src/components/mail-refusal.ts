import { ErrorKeys } from '@cadeau/contracts/errors';
import { ApiError } from '@cadeau/ui/api';

/**
 * Refusals of svc-identity's mail throttle (issue 8) that belong to the address field of a form: too many
 * mails to that address or from this account within the hour (429), or the invitation quota of an
 * organisation still pending review (403).
 */
const refusals: readonly string[] = [ErrorKeys.mail.tooManyMails, ErrorKeys.invitation.pendingQuotaReached];

/** The error key when `err` is such a refusal, else null. */
export function mailRefusalOf(err: unknown): string | null {
  return err instanceof ApiError && refusals.includes(err.message) ? err.message : null;
}

import { ErrorKeys } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';

/**
 * How many mails of one kind svc-identity sends (issue 8: a pending organisation sent five invitations in
 * a row to one address, one account received 13 reset mails in 80 s). Each mail is counted per subject:
 * the recipient address, the account that caused it, and for invitations of an organisation still pending
 * review the organisation. The rule is this pure function; db/mail-throttle.ts counts and records.
 */

/** The mails that people can make svc-identity send. */
export type MailKind = 'passwordReset' | 'confirmation' | 'invitation' | 'emailChange' | 'registrationAttempt';

/**
 * What a mail is counted against: the address it goes to, the account whose action sent it, or (only
 * while the organisation is pending review) the inviting organisation.
 */
export type MailScope = 'recipient' | 'account' | 'pendingOrganization';

/** At most `max` mails per `windowSec`; a null window counts every mail ever recorded (a quota). */
export interface MailLimit {
  max: number;
  windowSec: number | null;
}

const HOUR = 3600;

/**
 * An invitation quota for an organisation that a platform administrator has not approved yet: enough to
 * bring in a colleague or two during the review, too little to use an unreviewed sign-up for spam.
 */
export const PENDING_ORGANIZATION_INVITATIONS = 3;

/**
 * The limits. Three mails of one kind to one address per hour covers a person who asks again because the
 * first mail is slow or in the spam folder, and stops an inbox from being flooded. Per account: a reset or
 * confirmation goes to the account's own address (the same three); an e-mail change sends two mails each
 * time, five changes an hour are plenty for typos; twenty invitations an hour lets an admin invite a team
 * one by one, while an account cannot turn the platform into a mass mailer.
 */
export const MAIL_LIMITS: Readonly<Record<MailKind, Readonly<Partial<Record<MailScope, MailLimit>>>>> = {
  passwordReset: { recipient: { max: 3, windowSec: HOUR }, account: { max: 3, windowSec: HOUR } },
  confirmation: { recipient: { max: 3, windowSec: HOUR }, account: { max: 3, windowSec: HOUR } },
  invitation: {
    recipient: { max: 3, windowSec: HOUR },
    account: { max: 20, windowSec: HOUR },
    pendingOrganization: { max: PENDING_ORGANIZATION_INVITATIONS, windowSec: null },
  },
  emailChange: { recipient: { max: 3, windowSec: HOUR }, account: { max: 5, windowSec: HOUR } },
  // The notice to an existing account that someone registered an organisation with its address.
  registrationAttempt: { recipient: { max: 3, windowSec: HOUR } },
};

export type MailVerdict =
  | { allowed: true }
  /** `retryAfterSec` is null for a quota (it does not free up with time). */
  | { allowed: false; scope: MailScope; retryAfterSec: number | null };

/** The scopes a kind is limited in, the quota first (its refusal is the more useful answer). */
export function limitedScopes(kind: MailKind): MailScope[] {
  const order: MailScope[] = ['pendingOrganization', 'recipient', 'account'];
  return order.filter((scope) => MAIL_LIMITS[kind][scope]);
}

/**
 * Whether one more mail of `kind` may go out, given when the earlier ones of each scope were sent. A
 * refusal says the first scope that is full and when its oldest counted mail leaves the window. Scopes
 * without a limit for the kind are ignored.
 */
export function mailVerdict(kind: MailKind, sent: Partial<Record<MailScope, Date[]>>, now: Date): MailVerdict {
  for (const scope of limitedScopes(kind)) {
    const limit = MAIL_LIMITS[kind][scope]!;
    const times = sent[scope];
    if (!times) continue;
    const from = limit.windowSec === null ? -Infinity : now.getTime() - limit.windowSec * 1000;
    const counted = times
      .map((t) => t.getTime())
      .filter((t) => t > from)
      .sort((a, b) => a - b);
    if (counted.length < limit.max) continue;
    if (limit.windowSec === null) return { allowed: false, scope, retryAfterSec: null };
    // The mail that has to leave the window before one more fits.
    const freesAt = counted[counted.length - limit.max] + limit.windowSec * 1000;
    return { allowed: false, scope, retryAfterSec: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
  }
  return { allowed: true };
}

/**
 * A refusal an authenticated caller sees: 403 `invitation.pendingQuotaReached` for the quota of an
 * organisation pending review, else 429 `mail.tooManyMails` with the seconds until a mail fits again.
 */
export class MailThrottledError extends DomainError {
  constructor(readonly verdict: Extract<MailVerdict, { allowed: false }>) {
    super(
      verdict.scope === 'pendingOrganization' ? 403 : 429,
      verdict.scope === 'pendingOrganization' ? ErrorKeys.invitation.pendingQuotaReached : ErrorKeys.mail.tooManyMails,
    );
  }
}

/**
 * What an authenticated flow answers to the throttle's verdict: nothing when the mail may go out, else the
 * refusal (`MailThrottledError`) that rolls the flow's transaction back.
 */
export const throttleRefusal = (verdict: MailVerdict): MailThrottledError | null =>
  verdict.allowed ? null : new MailThrottledError(verdict);

/**
 * The key a recipient address is counted under. Case does not make another recipient (the login compares
 * addresses so too), and neither does a `+tag` of the local part: most providers deliver `anna+1@…` and
 * `anna+2@…` to the same inbox, so tags would otherwise give one inbox any number of mails. Only the count
 * uses this key; the mail still goes to the address as written.
 */
export function recipientThrottleKey(address: string): string {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const local = normalised.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that starts with "+" has no base name to fold into: it stays as it is.
  return plus > 0 ? local.slice(0, plus) + normalised.slice(at) : normalised;
}

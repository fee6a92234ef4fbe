import { join } from 'node:path';
import { describeServiceAnatomy, LEFT_FOR_NOW } from '@cadeau/service-kit/testing';

// What is left of rules in db/ (issue 22), each entry with why it stays (LEFT_FOR_NOW
// says the common reasons); a fix takes its entry off, so the lists only shrink.

/** The mail throttle claims its slot in the mail's own transaction; its refusal is that claim's answer. */
const MAIL_THROTTLE = "refuses when the throttle's atomic claim (claimMailSend) refuses, in the mail's transaction";

const rulesInDb = {
  'db/conversations.ts: if (!row) throw errors.notFound(ErrorKeys.conversation.notFound);': LEFT_FOR_NOW.missingRow,
  "db/email-changes.ts: await assertMailAllowed(trx, 'emailChange', { recipient: newEmail, account: user.id });":
    MAIL_THROTTLE,
  "db/email-changes.ts: assertCanConfirm(found?.row, found?.side ?? 'new');": LEFT_FOR_NOW.underLock,
  'db/email-changes.ts: if (taken && taken.id !== row.user_id) throw new DomainError(409, ErrorKeys.emailChange.emailInUse);':
    LEFT_FOR_NOW.underLock,
  'db/email-changes.ts: assertCancellable(row);': LEFT_FOR_NOW.underLock,
  'db/invitation-acceptance.ts: assertCanAccept(inv, account.email, how.loggedIn);': LEFT_FOR_NOW.underLock,
  'db/invitation-acceptance.ts: assertInvitationNotExpired(inv, await invitationValidDays(trx, production));':
    LEFT_FOR_NOW.underLock,
  'db/invitation-acceptance.ts: if (await isMember(trx, account.id, org.id)) throw errors.conflict(ErrorKeys.invitation.userAlreadyInOrganization);':
    LEFT_FOR_NOW.underLock,
  'db/invitations.ts: assertAcceptsMembers(org);': LEFT_FOR_NOW.underLock,
  'db/invitations.ts: if (!row) throw errors.notFound(ErrorKeys.invitation.notFound); ×2': LEFT_FOR_NOW.missingRow,
  'db/invitations.ts: throw errors.conflict(ErrorKeys.invitation.userAlreadyInOrganization);': LEFT_FOR_NOW.underLock,
  'db/invitations.ts: assertMayRenew(pending, inviter, roles);': LEFT_FOR_NOW.underLock,
  "db/invitations.ts: await assertMailAllowed(trx, 'invitation', {": MAIL_THROTTLE,
  'db/invitations.ts: assertDeletable(row);': LEFT_FOR_NOW.underLock,
  'db/mail-throttle.ts: export async function assertMailAllowed(trx: Knex.Transaction, kind: MailKind, subjects: MailSubjects): Promise<void> {':
    MAIL_THROTTLE,
  'db/mail-throttle.ts: if (!verdict.allowed) throw new MailThrottledError(verdict);': MAIL_THROTTLE,
  // An organisation's name or UID taken by another, read in the registration's transaction.
  'db/registrations.ts: throw new DomainError(409, ErrorKeys.organization.alreadyExists);': LEFT_FOR_NOW.underLock,
  'db/registrations.ts: assertPending(inv);': LEFT_FOR_NOW.underLock,
  'db/registrations.ts: assertInvitationNotExpired(inv, await invitationValidDays(trx, production));':
    LEFT_FOR_NOW.underLock,
  'db/registrations.ts: assertRegistersInvitedAddress(inv, r.email);': LEFT_FOR_NOW.underLock,
  'db/registrations.ts: assertNotEmail(r.password, inv.email);': LEFT_FOR_NOW.underLock,
  'db/registrations.ts: if (await findUserByEmail(trx, inv.email)) throw new DomainError(409, ErrorKeys.registration.userExists);':
    LEFT_FOR_NOW.underLock,
  'db/users.ts: if (!user) throw errors.notFound(ErrorKeys.noUserFound);': LEFT_FOR_NOW.missingRow,
};

// The service anatomy of ADR 0006, checked on the sources; `src/data/` holds the zip codes the service ships.
describeServiceAnatomy(join(__dirname, '..'), { extraFolders: ['data'], allowed: { rulesInDb } });

import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { sameId } from './ids';
import { assertInvitationNotExpired } from './invitation-expiry';
import type { MailScope } from './mail-throttle';
import { organizationTakingMembers, type OrganizationStatus } from './organization-status';
import { assertNotEmail } from './password-rules';

export type InvitationStatus = 'pending' | 'accepted';

interface Invitation {
  email: string;
  status: InvitationStatus;
  organization_id: string;
}

/** Only a pending invitation exists for the invited: an accepted one is not found. */
export function assertPending<I extends { status: InvitationStatus }>(inv: I | undefined): asserts inv is I {
  if (!inv || inv.status !== 'pending') throw errors.notFound(ErrorKeys.invitation.notFound);
}

/**
 * Only a pending invitation can be accepted, and only by the invited address. Someone logged in as
 * another account is told to log in as the invited one; someone who typed another address, that it differs.
 */
export function assertCanAccept<I extends Invitation>(
  inv: I | undefined,
  email: string,
  loggedIn: boolean,
): asserts inv is I {
  assertPending(inv);
  if (inv.email !== email)
    throw errors.forbidden(loggedIn ? ErrorKeys.invitation.userNotAuthorized : ErrorKeys.invitation.emailMismatch);
}

/** Any member may invite (spec section 6); only admins may give roles beyond `user`. */
export function assertMayInviteWith(roles: string[], inviterIsAdmin: boolean): void {
  if (!inviterIsAdmin && (roles.length !== 1 || roles[0] !== 'user'))
    throw errors.forbidden(ErrorKeys.invitation.rolesNotAllowed);
}

/** Only pending invitations can be deleted (spec section 4). */
export function assertDeletable(inv: { status: InvitationStatus }): void {
  if (inv.status !== 'pending') throw errors.conflict(ErrorKeys.invitation.cannotDeleteNonPending);
}

/**
 * Inviting an address that has a pending invitation renews it (new link, roles, inviter). Only its inviter
 * or an organisation admin may do that, or any member could take over an admin's invitation; and a renewal
 * that drops one of its roles is refused rather than done silently (the admin deletes it and invites again).
 */
export function assertMayRenew(
  pending: { invited_by: string | null; roles: string[] } | undefined,
  me: { userId: string; isAdmin: boolean },
  roles: string[],
): void {
  if (!pending) return;
  const isInviter = pending.invited_by !== null && sameId(pending.invited_by, me.userId);
  if (!me.isAdmin && !isInviter) throw errors.forbidden(ErrorKeys.invitation.notRenewable);
  if (pending.roles.some((r) => !roles.includes(r))) throw errors.conflict(ErrorKeys.invitation.rolesWouldBeLowered);
}

/** A registration through a link may repeat the invited address, never name another one (400). */
export function assertRegistersInvitedAddress(inv: { email: string }, email: string | null | undefined): void {
  if (email && email !== inv.email) throw errors.badRequest(ErrorKeys.invitation.emailMismatch);
}

/** An acceptance names its invitation by the link's token (400 invitation.idMissing without one). */
export function acceptanceToken(body: { token?: string | null }): string {
  if (!body.token) throw errors.badRequest(ErrorKeys.invitation.idMissing);
  return body.token;
}

/** Someone not logged in accepts with the invited account's e-mail and password, both required (400). */
export function acceptanceLogin(body: { email?: string; password?: string }): { email: string; password: string } {
  if (!body.email) throw errors.badRequest(ErrorKeys.invitation.noEmail);
  if (!body.password) throw errors.badRequest(ErrorKeys.invitation.noPassword);
  return { email: body.email, password: body.password };
}

/** A blocked account joins no organisation (403 userBlocked). */
export function assertMayJoin(account: { blocked: boolean }): void {
  if (account.blocked) throw errors.forbidden(ErrorKeys.userBlocked);
}

/** The organisation of an invitation as read by its id; none is 404 `invitation.notFound`. */
export function invitationOrganizationOf(found: { organization_id: string } | undefined): string {
  if (!found) throw errors.notFound(ErrorKeys.invitation.notFound);
  return found.organization_id;
}

/**
 * The invitation a withdrawal deletes, as read under its lock within the organisation: none is 404
 * `invitation.notFound`, one that is no longer pending 409 (`assertDeletable`).
 */
export function withdrawableInvitation<I extends { status: InvitationStatus }>(found: I | undefined): I {
  if (!found) throw errors.notFound(ErrorKeys.invitation.notFound);
  assertDeletable(found);
  return found;
}

/**
 * An invitation of `invite.email` to the organisation, from what was read under its locks: the organisation takes
 * members (409 `organizationLinkingFailed`), the address is no member yet (409 `userAlreadyInOrganization`) and a
 * pending invitation of it may be renewed (`assertMayRenew`). The plan: the organisation, the pending invitation to
 * renew (none: a new one) and what the mail is counted against (the address, the inviter, and the quota of an organisation
 * pending review).
 */
export function planInvitation<
  O extends { id: string; status: OrganizationStatus },
  P extends { invited_by: string | null; roles: string[] },
>(
  read: { organization: O | undefined; addressIsMember: boolean; pending: P | undefined },
  inviter: { userId: string; isAdmin: boolean },
  invite: { email: string; roles: string[] },
): { organization: O; renews: P | undefined; mailCountedAgainst: Partial<Record<MailScope, string>> } {
  const org = organizationTakingMembers(read.organization);
  if (read.addressIsMember) throw errors.conflict(ErrorKeys.invitation.userAlreadyInOrganization);
  assertMayRenew(read.pending, inviter, invite.roles);
  // Renewals count too: each one mails a new link. An organisation pending review has a small quota.
  const pendingOrganization = org.status === 'pending' ? org.id : undefined;
  return {
    organization: org,
    renews: read.pending,
    mailCountedAgainst: { recipient: invite.email, account: inviter.userId, pendingOrganization },
  };
}

/**
 * An acceptance of the invitation of a link, from what was read under the invitation's lock: it is pending and of
 * the account's address (`assertCanAccept`), not expired after `validDays` (404 `invitation.expired`), its
 * organisation still takes members (409 `organizationLinkingFailed`) and the account is not a member yet (409
 * `userAlreadyInOrganization`), checked in that order. Answers the invitation and its organisation.
 */
export function planAcceptance<
  I extends Invitation & { created_at: Date | string },
  O extends { status: OrganizationStatus },
>(
  read: { invitation: I | undefined; validDays: number; organization: O | undefined; alreadyMember: boolean },
  account: { email: string; loggedIn: boolean },
  now = Date.now(),
): { invitation: I; organization: O } {
  const inv = read.invitation;
  assertCanAccept(inv, account.email, account.loggedIn);
  assertInvitationNotExpired(inv, read.validDays, now);
  const organization = organizationTakingMembers(read.organization);
  if (read.alreadyMember) throw errors.conflict(ErrorKeys.invitation.userAlreadyInOrganization);
  return { invitation: inv, organization };
}

/**
 * A registration through the invitation of a link, from what was read under the invitation's lock, checked in this
 * order: it is pending (404 `invitation.notFound`) and not expired after `validDays` (404 `invitation.expired`),
 * the registration names no other address (400) and a password other than it (400), and no account has the address
 * yet (409 `registration.userExists`). Answers the invitation.
 */
export function planInvitedRegistration<
  I extends { status: InvitationStatus; email: string; created_at: Date | string },
>(
  read: { invitation: I | undefined; validDays: number; accountExists: boolean },
  registration: { email?: string | null; password: string },
  now = Date.now(),
): I {
  const inv = read.invitation;
  assertPending(inv);
  assertInvitationNotExpired(inv, read.validDays, now);
  assertRegistersInvitedAddress(inv, registration.email);
  assertNotEmail(registration.password, inv.email);
  if (read.accountExists) throw new DomainError(409, ErrorKeys.registration.userExists);
  return inv;
}

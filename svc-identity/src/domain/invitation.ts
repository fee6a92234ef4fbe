import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { sameId } from './ids';

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

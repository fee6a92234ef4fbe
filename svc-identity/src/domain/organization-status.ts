import { ErrorKeys, type organizationStatuses } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

export type OrganizationStatus = (typeof organizationStatuses)[number];

/**
 * The organisation's life (spec section 4; the spec leaves the transitions open, these are Cadeau's):
 * a registration is pending until a platform administrator approves or rejects it, or blocks it outright
 * (fraud found during the review). A rejected organisation may be reviewed again (pending) or approved
 * once it has adjusted. An approved organisation is withdrawn by blocking it, never by a rejection: a
 * rejection is the answer to a registration. Unblocking restores the approval. Nothing moves to itself.
 */
export const organizationTransitions: Readonly<Record<OrganizationStatus, readonly OrganizationStatus[]>> = {
  pending: ['approved', 'rejected', 'blocked'],
  rejected: ['pending', 'approved'],
  approved: ['blocked'],
  blocked: ['approved'],
};

export const canChangeStatus = (from: OrganizationStatus, to: OrganizationStatus) =>
  organizationTransitions[from].includes(to);

/**
 * Guards a status change as eShop's `Order.SetPaidStatus` does: only from an allowed state, else 409
 * `error.organization.invalidStatus` (the request is well-formed; the organisation's state refuses it).
 */
export function assertStatusChange(from: OrganizationStatus, to: OrganizationStatus): void {
  if (!canChangeStatus(from, to)) throw errors.conflict(ErrorKeys.organization.invalidStatus);
}

/** Organisations an invitation can still link members to: not blocked and not rejected. */
export const acceptsMembers = (status: OrganizationStatus) => status !== 'blocked' && status !== 'rejected';

/** An invitation links members only to an organisation that still takes them, else 409 `organizationLinkingFailed`. */
export function assertAcceptsMembers<O extends { status: OrganizationStatus }>(org: O | undefined): asserts org is O {
  if (!org || !acceptsMembers(org.status)) throw errors.conflict(ErrorKeys.invitation.organizationLinkingFailed);
}

/** The organisation an invitation links to, when it still takes members (else 409, as `assertAcceptsMembers`). */
export function organizationTakingMembers<O extends { status: OrganizationStatus }>(org: O | undefined): O {
  assertAcceptsMembers(org);
  return org;
}

/** A blocked organisation grants nothing: its members act as if they were not in it. */
export const grantsAccess = (status: OrganizationStatus) => status !== 'blocked';

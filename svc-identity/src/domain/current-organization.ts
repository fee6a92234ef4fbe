import { ErrorKeys, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { activeMemberships, isPlatformAdmin, type Membership } from './user-context';

/** The caller's current organisation; a platform administrator may have none selected. */
export function currentOrgOf(user: UserContext): string {
  if (!user.currentOrganizationId) throw errors.badRequest(ErrorKeys.organization.noneSelected);
  return user.currentOrganizationId;
}

/** Whether the caller is an admin of the current organisation (platform administrators always are). */
export function isOrgAdmin(user: UserContext): boolean {
  if (isPlatformAdmin(user)) return true;
  return Boolean(user.organizations.find((o) => o.id === user.currentOrganizationId)?.roles.includes('admin'));
}

/**
 * Who may choose which current organisation: a platform administrator any existing one, or none; a
 * member one of their organisations that is not blocked, never none (spec section 4).
 */
export function assertMayChoose(
  target: string | null,
  caller: { exists: boolean } | { memberships: Membership[] },
): void {
  const admin = 'exists' in caller;
  if (target === null) {
    if (!admin) throw errors.badRequest(ErrorKeys.organization.noneSelected);
    return;
  }
  if (admin) {
    if (!caller.exists) throw errors.notFound(ErrorKeys.organization.notFound);
  } else if (!activeMemberships(caller.memberships).some((m) => m.id === target)) {
    throw errors.forbidden(ErrorKeys.organization.userNotInOrganization);
  }
}

import { ErrorKeys, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';

/** The caller's current organisation; a platform administrator may have none selected. */
export function currentOrgOf(user: UserContext): string {
  if (!user.currentOrganizationId) throw errors.badRequest(ErrorKeys.organization.noneSelected);
  return user.currentOrganizationId;
}

/** Whether the caller is an admin of the current organisation (platform administrators always are). */
export function isOrgAdmin(user: UserContext): boolean {
  if (user.roles.includes('platformAdmin')) return true;
  return Boolean(user.organizations.find((o) => o.id === user.currentOrganizationId)?.roles.includes('admin'));
}

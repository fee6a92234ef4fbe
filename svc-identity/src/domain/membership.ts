import { ErrorKeys, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { sameId } from './ids';

/**
 * Nobody changes their own roles: an admin dropping their own admin role is told so, anything else
 * about oneself is "cannot update self".
 */
export function assertMayUpdateMember(me: UserContext, organizationId: string, userId: string, roles: string[]): void {
  if (!sameId(userId, me.userId)) return;
  const isAdmin = me.organizations.find((o) => o.id === organizationId)?.roles.includes('admin');
  throw errors.badRequest(
    isAdmin && !roles.includes('admin')
      ? ErrorKeys.user.cannotRemoveOwnAdminRole
      : ErrorKeys.organization.cannotUpdateSelf,
  );
}

/** Nobody removes themselves from an organisation. */
export function assertMayRemoveMember(me: UserContext, userId: string): void {
  if (sameId(userId, me.userId)) throw errors.badRequest(ErrorKeys.organization.cannotRemoveSelf);
}

/** A change of a membership (new roles, removal) found none: 404 `error.organization.userNotInOrganization`. */
export function assertMemberFound(found: boolean): void {
  if (!found) throw errors.notFound(ErrorKeys.organization.userNotInOrganization);
}

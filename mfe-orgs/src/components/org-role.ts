import type { MyUser } from '@cadeau/contracts';

/** Spec section 6: admins of the current organisation, and platform administrators (always treated as such). */
export function isOrgAdmin(user: MyUser | null | undefined): boolean {
  if (!user) return false;
  if (user.isPlatformAdmin) return true;
  return !!user.organizations.find((o) => o.id === user.currentOrganizationId)?.roles.includes('admin');
}

import type { MyUser } from '@cadeau/contracts';
import type { Viewer } from './actions';

/** Whether the current organisation may offer products (the seller feature). */
export function isSeller(user: MyUser | null | undefined): boolean {
  const current = user?.organizations.find((o) => o.id === user.currentOrganizationId);
  return !!current?.features.includes('seller');
}

/**
 * Whether the caller changes its organisation's products (issue 23, svc-catalog's productWriterOrganizationOf): a
 * seller's admins and managers, and platform administrators working in it; `user` and `designer` read them.
 */
export function mayChangeProducts(user: MyUser | null | undefined): boolean {
  if (!user || !isSeller(user)) return false;
  if (user.isPlatformAdmin) return true;
  const current = user.organizations.find((o) => o.id === user.currentOrganizationId);
  return !!current?.roles.some((r) => r === 'admin' || r === 'manager');
}

/**
 * Who looks at a product: its seller (their current organisation owns it and sells, and their role changes
 * products) and/or a platform administrator.
 */
export function viewerOf(user: MyUser | null | undefined, organizationId: string): Viewer {
  return {
    seller: mayChangeProducts(user) && user?.currentOrganizationId === organizationId,
    platformAdmin: !!user?.isPlatformAdmin,
  };
}

/** GET /audit answers platform administrators and organisation administrators only. */
export function mayReadAudit(user: MyUser | null | undefined): boolean {
  if (!user) return false;
  if (user.isPlatformAdmin) return true;
  const current = user.organizations.find((o) => o.id === user.currentOrganizationId);
  return !!current?.roles.includes('admin');
}

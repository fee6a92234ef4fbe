import { ErrorKeys, PLATFORM_ADMIN, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

type Caller = Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>;

export const isPlatformAdmin = (user: Caller) => user.roles.includes(PLATFORM_ADMIN);

/**
 * Whose money the caller reads (issue 19): platform administrators every organisation's; a member only its current
 * organisation's. Null means every organisation.
 */
export function organizationScope(user: Caller): string | null {
  if (isPlatformAdmin(user)) return null;
  if (!user.currentOrganizationId) throw errors.forbidden();
  return user.currentOrganizationId;
}

/** An invoice of another organisation is answered as unknown (404), its PDF included: no existence leak. */
export function assertInvoiceReadable(user: Caller, invoice: { organization_id: string } | undefined): void {
  const scope = organizationScope(user);
  if (!invoice || (scope !== null && invoice.organization_id !== scope))
    throw errors.notFound(ErrorKeys.invoice.notFound);
}

/** An organisation's budget and payouts: its own members and platform administrators; anyone else 404. */
export function assertOrganizationReadable(user: Caller, organizationId: string): void {
  const scope = organizationScope(user);
  if (scope !== null && scope !== organizationId) throw errors.notFound(ErrorKeys.organization.notFound);
}

/** A payout request: the organisation's own admins (the route's rule) for their current organisation, or an administrator. */
export function assertMayRequestPayout(user: Caller, organizationId: string): void {
  assertOrganizationReadable(user, organizationId);
  if (isPlatformAdmin(user)) return;
  const membership = user.organizations.find((o) => o.id === organizationId);
  if (!membership?.roles.includes('admin')) throw errors.forbidden();
}

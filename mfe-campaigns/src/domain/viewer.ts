import type { MyUser } from '@cadeau/contracts';

function currentMembership(user: MyUser | null | undefined) {
  return user?.organizations.find((o) => o.id === user.currentOrganizationId);
}

/**
 * Whether the user may create campaigns (docs/permissions.md): an admin or manager of a current organisation
 * with the giver feature. Designers and users read campaigns; platform administrators review them.
 */
export function mayCreateCampaigns(user: MyUser | null | undefined): boolean {
  const current = currentMembership(user);
  if (!current?.features.includes('giver')) return false;
  return current.roles.includes('admin') || current.roles.includes('manager');
}

/** GET /audit answers platform administrators and organisation admins only. */
export function mayReadAudit(user: MyUser | null | undefined): boolean {
  if (!user) return false;
  if (user.isPlatformAdmin) return true;
  return !!currentMembership(user)?.roles.includes('admin');
}

/**
 * Whether the user manages this campaign (svc-campaign's `standingTo(...).manage`): an admin or manager of the
 * campaign's organisation acting in it, or a platform administrator acting in that organisation (spec section 6:
 * always treated as organisation admin). The server decides; this only hides what it would refuse.
 */
export function managesCampaign(user: MyUser | null | undefined, campaign: { organizationId: string }): boolean {
  if (!user || user.currentOrganizationId !== campaign.organizationId) return false;
  if (user.isPlatformAdmin) return true;
  return !!currentMembership(user)?.roles.some((r) => r === 'admin' || r === 'manager');
}

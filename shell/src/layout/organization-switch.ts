import type { MyUser } from '@cadeau/contracts';

/**
 * Where a successful switch leads (spec section 2): the dashboard, which shows the new current organisation with
 * its notifications and conversations.
 */
export const AFTER_SWITCH_PATH = '/cockpit/dashboard';

/** How many organisations a platform administrator's list offers at once, sorted by name. */
export const ADMIN_CHOICES = 200;

/** The organisations a member may switch to: their non-blocked ones, and the current one whatever its status. */
export function switchableOrganizations(user: MyUser) {
  return user.organizations.filter((o) => o.status !== 'blocked' || o.id === user.currentOrganizationId);
}

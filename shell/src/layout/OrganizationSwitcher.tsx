import { Suspense, lazy } from 'react';
import { useMyUser } from '@cadeau/ui/api';

import { switchableOrganizations } from './organization-switch';

export { ADMIN_CHOICES, AFTER_SWITCH_PATH } from './organization-switch';

// Its own chunk: antd's Select and Input load for those who may switch, not on every cockpit page of everyone else.
const OrganizationChoice = lazy(() => import('./OrganizationChoice'));

/**
 * The current organisation, switchable for members of several organisations (their non-blocked ones) and for
 * platform administrators (any organisation). When there are more organisations than the list offers, an
 * administrator gets a search that narrows it on the server. Nobody else sees it.
 */
export function OrganizationSwitcher() {
  const { data: user } = useMyUser();
  if (!user) return null;
  if (!user.isPlatformAdmin && switchableOrganizations(user).length < 2) return null;
  return (
    <Suspense fallback={null}>
      <OrganizationChoice />
    </Suspense>
  );
}

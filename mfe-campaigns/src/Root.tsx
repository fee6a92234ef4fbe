import { lazy } from 'react';
import { CockpitRoot } from '@cadeau/ui/cockpit';
import { registerTexts } from './i18n/register';

registerTexts();

// Each page is its own chunk (DESIGN section 2): the dashboard, the campaign list and the campaign workspace.
const routes = {
  '/cockpit/dashboard': lazy(() => import('./pages/DashboardPage')),
  '/cockpit/campaigns': lazy(() => import('./pages/CampaignsPage')),
  '/cockpit/campaigns/:campaignId': lazy(() => import('./pages/CampaignPage')),
};

/** mfe-campaigns' React root: the cockpit's dashboard and the campaigns. */
export function Root() {
  return <CockpitRoot routes={routes} />;
}

import { lazy } from 'react';
import { CockpitRoot } from '@cadeau/ui/cockpit';
import { registerTexts } from './i18n/register';

registerTexts();

// Each page is its own chunk; the campaign pages (DESIGN section 2) join the dashboard here with their issue.
const routes = {
  '/cockpit/dashboard': lazy(() => import('./pages/DashboardPage')),
};

/** mfe-campaigns' React root: the cockpit's dashboard (and, later, campaigns). */
export function Root() {
  return <CockpitRoot routes={routes} />;
}

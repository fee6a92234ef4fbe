import { lazy } from 'react';
import { CockpitRoot } from '@cadeau/ui/cockpit';
import { registerTexts } from './i18n/register';

registerTexts();

const PaymentsPage = lazy(() => import('./pages/PaymentsPage'));

// Each page is its own chunk: my-profile does not download the sessions table.
const routes = {
  '/cockpit/my-profile': lazy(() => import('./pages/ProfilePage')),
  '/cockpit/my-settings': lazy(() => import('./pages/SettingsPage')),
  '/cockpit/my-organization/*': lazy(() => import('./pages/MyOrganizationPage')),
  '/cockpit/conversations': lazy(() => import('./pages/ConversationsPage')),
  '/cockpit/conversations/:conversationId': lazy(() => import('./pages/ConversationPage')),
  // Issue 19: an organisation's invoices, budget and payouts; any organisation's for platform administrators.
  '/cockpit/payments': PaymentsPage,
  '/cockpit/payments/:organizationId': PaymentsPage,
};

/** mfe-orgs's React root: the cockpit pages of the current user and organisation. */
export function Root() {
  return <CockpitRoot routes={routes} />;
}

import { lazy } from 'react';
import { CockpitRoot } from '@cadeau/ui/cockpit';
import { registerTexts } from './i18n/register';

registerTexts();

// Each page is its own chunk: the settings editor does not download the list table and vice versa.
const routes = {
  '/cockpit/organizations': lazy(() => import('./pages/OrganizationsPage')),
  '/cockpit/organizations/:organizationId': lazy(() => import('./pages/OrganizationPage')),
  '/cockpit/users': lazy(() => import('./pages/UsersPage')),
  '/cockpit/users/:userId': lazy(() => import('./pages/UserPage')),
  '/cockpit/invitations': lazy(() => import('./pages/InvitationsPage')),
  '/cockpit/settings': lazy(() => import('./pages/SettingsPage')),
  '/cockpit/contacts': lazy(() => import('./pages/ContactsPage')),
  '/cockpit/vat-categories': lazy(() => import('./pages/VatCategoriesPage')),
  '/cockpit/vat-categories/:categoryId': lazy(() => import('./pages/VatCategoryPage')),
  // Issue 19: every invoice (with the manual invoice), every organisation's budget, the bank's payment files.
  '/cockpit/invoices': lazy(() => import('./pages/InvoicesPage')),
  '/cockpit/budgets': lazy(() => import('./pages/BudgetsPage')),
  '/cockpit/bank-payments': lazy(() => import('./pages/BankPaymentsPage')),
  // Issue 20: the platform's reports; the chart library loads with a report page only.
  '/cockpit/reports': lazy(() => import('./pages/reports/ReportsOverviewPage')),
  '/cockpit/reports/overview': lazy(() => import('./pages/reports/ReportsOverviewPage')),
  '/cockpit/reports/engagement-funnel': lazy(() => import('./pages/reports/EngagementFunnelPage')),
  '/cockpit/reports/products-per-week': lazy(() => import('./pages/reports/ProductsPerWeekPage')),
  '/cockpit/reports/campaign-product-planning': lazy(() => import('./pages/reports/ProductPlanningPage')),
};

/** mfe-admin's React root: platform administration (the shell mounts it for platform administrators only). */
export function Root() {
  return <CockpitRoot routes={routes} />;
}

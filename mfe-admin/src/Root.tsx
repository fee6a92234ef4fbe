import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import Spin from 'antd/es/spin';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { registerTexts } from './i18n/register';

registerTexts();

// Each page is its own chunk: the settings editor does not download the list table and vice versa.
const OrganizationsPage = lazy(() => import('./pages/OrganizationsPage'));
const OrganizationPage = lazy(() => import('./pages/OrganizationPage'));
const UsersPage = lazy(() => import('./pages/UsersPage'));
const UserPage = lazy(() => import('./pages/UserPage'));
const InvitationsPage = lazy(() => import('./pages/InvitationsPage'));
const SettingsPage = lazy(() => import('./pages/SettingsPage'));
const ContactsPage = lazy(() => import('./pages/ContactsPage'));

/** mfe-admin's React root: platform administration (the shell mounts it for platform administrators only). */
export function Root() {
  return (
    <AppProviders antd={antdKit}>
      <BrowserRouter>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <Routes>
            <Route path="/cockpit/organizations" element={<OrganizationsPage />} />
            <Route path="/cockpit/organizations/:organizationId" element={<OrganizationPage />} />
            <Route path="/cockpit/users" element={<UsersPage />} />
            <Route path="/cockpit/users/:userId" element={<UserPage />} />
            <Route path="/cockpit/invitations" element={<InvitationsPage />} />
            <Route path="/cockpit/settings" element={<SettingsPage />} />
            <Route path="/cockpit/contacts" element={<ContactsPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}

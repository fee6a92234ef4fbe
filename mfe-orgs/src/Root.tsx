import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import Spin from 'antd/es/spin';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { registerTexts } from './i18n/register';

registerTexts();

// Each page is its own chunk: my-profile does not download the sessions table.
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const SettingsPage = lazy(() => import('./pages/SettingsPage'));
const MyOrganizationPage = lazy(() => import('./pages/MyOrganizationPage'));
const ConversationsPage = lazy(() => import('./pages/ConversationsPage'));
const ConversationPage = lazy(() => import('./pages/ConversationPage'));

/** mfe-orgs's React root (declarative router: see mfe-public's Root for why). */
export function Root() {
  return (
    <AppProviders antd={antdKit}>
      <BrowserRouter>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <Routes>
            <Route path="/cockpit/my-profile" element={<ProfilePage />} />
            <Route path="/cockpit/my-settings" element={<SettingsPage />} />
            <Route path="/cockpit/my-organization/*" element={<MyOrganizationPage />} />
            <Route path="/cockpit/conversations" element={<ConversationsPage />} />
            <Route path="/cockpit/conversations/:conversationId" element={<ConversationPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}

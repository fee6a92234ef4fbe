import { Suspense, lazy } from 'react';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { PageSkeleton, PageTitle, Stack } from '@cadeau/ui/cockpit';
import { NavLink, Route, Routes } from 'react-router';
import { useMyUser } from '@cadeau/ui/api';

const OverviewTab = lazy(() => import('./my-organization/OverviewTab'));
const InvitationsTab = lazy(() => import('./my-organization/InvitationsTab'));
const OrganizationSettingsTab = lazy(() => import('./my-organization/OrganizationSettingsTab'));
const UsersTab = lazy(() => import('./my-organization/UsersTab'));

const BASE = '/cockpit/my-organization';
const tabs = [
  { to: BASE, label: 'overview', end: true },
  { to: `${BASE}/invitations`, label: 'invitations' },
  { to: `${BASE}/settings`, label: 'settings' },
  { to: `${BASE}/users`, label: 'users' },
];

/** /cockpit/my-organization and its children (overview, invitations, settings, users) for the current organisation. */
export default function MyOrganizationPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: user } = useMyUser();
  const current = user?.organizations.find((o) => o.id === user.currentOrganizationId);
  return (
    <Stack vertical maxWidth={1100} testId="my-organization-page">
      <PageTitle title={t('orgs.myOrganization.title')}>
        {t('orgs.myOrganization.title')}
        {current && <span style={{ fontWeight: 400, color: token.colorTextSecondary }}> · {current.name}</span>}
      </PageTitle>
      {!user?.currentOrganizationId ? (
        <p>{t('orgs.myOrganization.noOrganization')}</p>
      ) : (
        <>
          <nav aria-label={t('orgs.myOrganization.sectionNavigation')}>
            <ul
              style={{
                display: 'flex',
                gap: 4,
                listStyle: 'none',
                margin: 0,
                padding: 0,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
                flexWrap: 'wrap',
              }}
            >
              {tabs.map((tab) => (
                <li key={tab.to}>
                  <NavLink
                    to={tab.to}
                    end={tab.end}
                    data-testid={`tab-${tab.label}`}
                    style={({ isActive }) => ({
                      display: 'block',
                      padding: '8px 16px',
                      // The link green: the primary green is too dark as text in dark mode.
                      color: isActive ? token.colorLink : token.colorText,
                      borderBottom: `2px solid ${isActive ? token.colorLink : 'transparent'}`,
                      fontWeight: isActive ? 600 : 400,
                    })}
                  >
                    {t(`orgs.myOrganization.tabs.${tab.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* Keyed by organisation: switching organisations must not keep the previous one's form drafts. */}
          <Suspense key={user.currentOrganizationId} fallback={<PageSkeleton heading={false} />}>
            <Routes>
              <Route index element={<OverviewTab />} />
              <Route path="invitations" element={<InvitationsTab />} />
              <Route path="settings" element={<OrganizationSettingsTab />} />
              <Route path="users" element={<UsersTab />} />
            </Routes>
          </Suspense>
        </>
      )}
    </Stack>
  );
}

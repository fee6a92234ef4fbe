import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useTranslation } from 'react-i18next';
import { antdKit } from '@cadeau/ui/antd';
import { useMyUser, useOrdersToShip, usePlatformTasks, usePlatformTaskUpdates } from '@cadeau/ui/api';
import { AntdTheme } from '@cadeau/ui/theme';
import { ColorModeSwitch, LanguageSwitch } from './HeaderControls';
import { ImpersonationBanner } from './ImpersonationBanner';
import { NotificationBell } from './NotificationBell';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { Logo } from './Logo';
import { visibleFor } from './navigation';
import { SideNavigation } from './SideNavigation';
import { useMediaQuery } from './use-media-query';
import { UserMenu } from './UserMenu';
import { usePath } from './use-path';

// The list itself is derived from the platform registry (packages/platform).
export { visibleFor };

/**
 * Below antd's lg breakpoint (992px) the navigation folds away behind a toggle and opens as a drawer over the page
 * (beside it, it would squeeze the page to a strip on a phone). The header keeps one row there: the language,
 * colour-mode and organisation switches move into the drawer, the user menu shows only its icon.
 */
export const NARROW_QUERY = '(max-width: 991.98px)';
const NAV_ID = 'cockpit-navigation';

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const path = usePath();
  const { data: user } = useMyUser();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [navOpen, setNavOpen] = useState(false);
  const showNav = !narrow || navOpen;
  // Issue 20: what waits for a platform administrator, counted beside the dashboard's link, kept fresh by the socket.
  const admin = !!user?.isPlatformAdmin;
  const tasks = usePlatformTasks(admin);
  usePlatformTaskUpdates(admin);
  // A seller's tasks are its orders to ship (a new order's notification reads them again).
  const membership = user?.organizations.find((o) => o.id === user.currentOrganizationId);
  const seller = !admin && membership?.status === 'approved' && membership.features.includes('seller');
  const toShip = useOrdersToShip(seller);
  const waiting = admin ? (tasks.data?.total ?? 0) : seller ? (toShip.data?.total ?? 0) : 0;
  const badges = { '/cockpit/dashboard': { count: waiting, label: t('layout.tasksWaiting', { count: waiting }) } };
  const closeNav = () => setNavOpen(false);
  // Escape closes the drawer, as it closes the header's popups.
  useEffect(() => {
    if (!narrow || !navOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [narrow, navOpen]);
  const switches = (
    <>
      <LanguageSwitch />
      <ColorModeSwitch />
      <OrganizationSwitcher />
    </>
  );
  // Plain elements instead of antd's Layout: the same look (colorBgLayout page, colorBgContainer side bar).
  return (
    <div
      className="cockpit-frame"
      style={
        {
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          background: token.colorBgLayout,
          color: token.colorText,
          // Links in the pages look as antd's global link reset made them while the antd Menu was loaded.
          '--link': token.colorLink,
          '--link-hover': token.colorLinkHover,
          '--link-active': token.colorLinkActive,
        } as CSSProperties
      }
    >
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <ImpersonationBanner />
      <header className="shell-header" data-narrow={narrow || undefined}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {narrow && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('layout.mainNavigation')}
              aria-expanded={navOpen}
              aria-controls={NAV_ID}
              data-testid="navigation-toggle"
              onClick={() => setNavOpen((o) => !o)}
            />
          )}
          <Logo href="/cockpit" />
        </span>
        <div className="controls">
          {!narrow && switches}
          <NotificationBell />
          <UserMenu iconOnly={narrow} />
        </div>
      </header>
      <div style={{ display: 'flex', flex: 1, minHeight: 0, position: 'relative' }}>
        {narrow && navOpen && <div className="cockpit-backdrop" aria-hidden="true" onClick={closeNav} />}
        {/* Hidden, not unmounted, while folded away: the toggle's aria-controls always points at it. */}
        <div
          hidden={!showNav}
          className={narrow ? 'cockpit-drawer' : undefined}
          data-testid="navigation-panel"
          style={{
            ...(narrow ? {} : { width: 220, flex: '0 0 220px' }),
            background: token.colorBgContainer,
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {/* The switches inside the navigation landmark: nothing on the page is outside one (axe's region rule). */}
          <SideNavigation
            id={NAV_ID}
            items={visibleFor(user)}
            path={path}
            onNavigate={narrow ? closeNav : undefined}
            badges={badges}
          >
            {narrow && <div className="drawer-controls">{switches}</div>}
          </SideNavigation>
        </div>
        <main id="main" tabIndex={-1} style={{ flex: 1, minWidth: 0, padding: narrow ? 16 : 24 }}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** Cockpit pages: side navigation, header with user menu (logout), language and colour mode. */
export default function CockpitLayout({ children }: { children: ReactNode }) {
  return (
    <AntdTheme antd={antdKit}>
      <Frame>{children}</Frame>
    </AntdTheme>
  );
}

import { useState, type CSSProperties, type ReactNode } from 'react';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import type { MyUser } from '@cadeau/contracts';
import { useTranslation } from 'react-i18next';
import { antdKit } from '@cadeau/ui/antd';
import { useMyUser } from '@cadeau/ui/api';
import { AntdTheme } from '@cadeau/ui/theme';
import { HeaderControls } from './HeaderControls';
import { ImpersonationBanner } from './ImpersonationBanner';
import { NotificationBell } from './NotificationBell';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { Logo } from './Logo';
import { SideNavigation } from './SideNavigation';
import { useMediaQuery } from './use-media-query';
import { UserMenu } from './UserMenu';
import { usePath } from './use-path';

const navItems = [
  // The cockpit's start page (mfe-campaigns), for everyone with cockpit access.
  { key: '/cockpit/dashboard', icon: <DashboardOutlined />, label: 'layout.nav.dashboard' },
  { key: '/cockpit/my-organization', icon: <BankOutlined />, label: 'layout.nav.myOrganization', needs: 'organization' },
  // Platform administrators read and start every organisation's conversations, with or without a current one.
  { key: '/cockpit/conversations', icon: <MessageOutlined />, label: 'layout.nav.conversations', needs: 'organizationOrPlatformAdmin' },
  { key: '/cockpit/my-profile', icon: <UserOutlined />, label: 'layout.nav.myProfile' },
  { key: '/cockpit/my-settings', icon: <SettingOutlined />, label: 'layout.nav.mySettings' },
  // Platform administration (mfe-admin): the shell's guard shows others the no-access page there.
  { key: '/cockpit/organizations', icon: <ApartmentOutlined />, label: 'layout.nav.organizations', needs: 'platformAdmin' },
  { key: '/cockpit/users', icon: <TeamOutlined />, label: 'layout.nav.users', needs: 'platformAdmin' },
  { key: '/cockpit/invitations', icon: <MailOutlined />, label: 'layout.nav.invitations', needs: 'platformAdmin' },
  { key: '/cockpit/settings', icon: <ControlOutlined />, label: 'layout.nav.settings', needs: 'platformAdmin' },
  { key: '/cockpit/contacts', icon: <ContactsOutlined />, label: 'layout.nav.contacts', needs: 'platformAdmin' },
] as const;

/** Organisation pages need a current organisation; administration pages a platform administrator. */
export function visibleFor(user: MyUser | null | undefined) {
  const admin = !!user?.isPlatformAdmin;
  const inOrganization = !!user?.currentOrganizationId;
  return navItems.filter((i) => {
    if (!('needs' in i)) return true;
    if (i.needs === 'platformAdmin') return admin;
    if (i.needs === 'organizationOrPlatformAdmin') return admin || inOrganization;
    return inOrganization;
  });
}

/** Below antd's lg breakpoint (992px) the navigation folds away behind a toggle, as antd's Layout.Sider did. */
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
      <header className="shell-header">
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
        <HeaderControls>
          <OrganizationSwitcher />
          <NotificationBell />
          <UserMenu />
        </HeaderControls>
      </header>
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {/* Hidden, not unmounted, while folded away: the toggle's aria-controls always points at it. */}
        <div
          hidden={!showNav}
          style={{
            width: 220,
            flex: '0 0 220px',
            background: token.colorBgContainer,
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <SideNavigation
            id={NAV_ID}
            items={visibleFor(user)}
            path={path}
            onNavigate={narrow ? () => setNavOpen(false) : undefined}
          />
        </div>
        <main id="main" tabIndex={-1} style={{ flex: 1, minWidth: 0, padding: 24 }}>
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

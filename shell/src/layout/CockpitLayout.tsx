import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import theme from 'antd/es/theme';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import type { MyUser } from '@cadeau/contracts';
import { useTranslation } from 'react-i18next';
import { antdKit } from '@cadeau/ui/antd';
import { useLogout, useMyUser } from '@cadeau/ui/api';
import { navigate } from '@cadeau/ui/navigation';
import { AntdTheme } from '@cadeau/ui/theme';
import { HeaderControls } from './HeaderControls';
import { ImpersonationBanner } from './ImpersonationBanner';
import { NotificationBell } from './NotificationBell';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { Logo } from './Logo';
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

function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const logout = useLogout();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'who', label: <span data-testid="user-menu-email">{user.email}</span>, disabled: true },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('common.logout')}</span>, onClick: () => logout.mutate() },
        ],
      }}
    >
      <Button type="text" icon={<UserOutlined />} aria-label={`${t('layout.userMenu')}: ${name}`} data-testid="user-menu">
        {name}
      </Button>
    </Dropdown>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const path = usePath();
  const { data: user } = useMyUser();
  const items = visibleFor(user);
  const selected = items.filter((i) => path === i.key || path.startsWith(`${i.key}/`)).map((i) => i.key);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <ImpersonationBanner />
      <header className="shell-header">
        <Logo href="/cockpit" />
        <HeaderControls>
          <OrganizationSwitcher />
          <NotificationBell />
          <UserMenu />
        </HeaderControls>
      </header>
      <Layout>
        <Layout.Sider width={220} breakpoint="lg" collapsedWidth={0} theme="light" style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}>
          <nav aria-label={t('layout.mainNavigation')}>
            <Menu
              mode="inline"
              selectedKeys={selected}
              style={{ borderInlineEnd: 'none' }}
              items={items.map((i) => ({
                key: i.key,
                icon: i.icon,
                label: (
                  <a
                    href={i.key}
                    aria-current={selected.includes(i.key) ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(i.key);
                    }}
                  >
                    {t(i.label)}
                  </a>
                ),
              }))}
            />
          </nav>
        </Layout.Sider>
        {/* antd's Layout.Content is the <main> element. */}
        <Layout.Content id="main" tabIndex={-1} style={{ padding: 24 }}>
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
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

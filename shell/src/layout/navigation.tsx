import type { ReactNode } from 'react';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PercentageOutlined from '@ant-design/icons/PercentageOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import ContainerOutlined from '@ant-design/icons/ContainerOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import FundOutlined from '@ant-design/icons/FundOutlined';
import TransactionOutlined from '@ant-design/icons/TransactionOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import { microFrontends, type NavIcon, type NavNeeds, type PlatformRegistry } from '@cadeau/platform';
import type { MyUser } from '@cadeau/contracts';
import type { NavItem } from './SideNavigation';

/** The registry names icons; the shell draws them (a new name fails the typecheck until it is drawn here). */
const icons: Record<NavIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  campaigns: <GiftOutlined />,
  organization: <BankOutlined />,
  conversations: <MessageOutlined />,
  profile: <UserOutlined />,
  settings: <SettingOutlined />,
  organizations: <ApartmentOutlined />,
  users: <TeamOutlined />,
  invitations: <MailOutlined />,
  platformSettings: <ControlOutlined />,
  contacts: <ContactsOutlined />,
  products: <ShoppingOutlined />,
  orders: <ContainerOutlined />,
  vatCategories: <PercentageOutlined />,
  payments: <WalletOutlined />,
  invoices: <AccountBookOutlined />,
  budgets: <FundOutlined />,
  bankPayments: <TransactionOutlined />,
  reports: <LineChartOutlined />,
};

export interface CockpitNavItem extends NavItem {
  needs?: NavNeeds;
}

/**
 * The cockpit navigation: every page of the registry with a navigation key, in registry order. A platform
 * administrator page is only shown to platform administrators (the guard shows others the no-access page).
 */
export function navItemsOf(registry: Pick<PlatformRegistry, 'microFrontends'>): CockpitNavItem[] {
  return registry.microFrontends.flatMap((m) =>
    m.pages.flatMap((page) => {
      if (!page.nav) return [];
      const needs = page.nav.needs ?? (page.access === 'platformAdmin' ? 'platformAdmin' : undefined);
      return [
        {
          key: page.path,
          icon: icons[page.nav.icon],
          label: `layout.nav.${page.nav.key}`,
          ...(needs ? { needs } : {}),
        },
      ];
    }),
  );
}

// Only the micro-frontends: the rest of the registry stays out of the bundle.
const navItems = navItemsOf({ microFrontends });

/**
 * Organisation pages need a current organisation; giver and seller pages a current organisation with that feature;
 * administration pages a platform administrator.
 */
export function visibleFor(user: MyUser | null | undefined, items: readonly CockpitNavItem[] = navItems) {
  const admin = !!user?.isPlatformAdmin;
  const inOrganization = !!user?.currentOrganizationId;
  const current = user?.organizations?.find((o) => o.id === user.currentOrganizationId);
  const seller = !!current?.features.includes('seller');
  const giver = !!current?.features.includes('giver');
  return items.filter((i) => {
    if (!i.needs) return true;
    if (i.needs === 'platformAdmin') return admin;
    if (i.needs === 'organizationOrPlatformAdmin') return admin || inOrganization;
    if (i.needs === 'giverOrPlatformAdmin') return admin || giver;
    if (i.needs === 'sellerOrPlatformAdmin') return admin || seller;
    if (i.needs === 'giverOrSellerOrPlatformAdmin') return admin || giver || seller;
    return inOrganization;
  });
}

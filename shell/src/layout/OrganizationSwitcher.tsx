import { useState } from 'react';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useMyUser, useOrganizationList, useSwitchOrganization } from '@cadeau/ui/api';
import { useDebounced } from '@cadeau/ui/hooks';
import { navigate } from '@cadeau/ui/navigation';
import { showError } from '@cadeau/ui/toast';

/**
 * Where a successful switch leads (spec section 2): the dashboard, which shows the new current organisation with
 * its notifications and conversations.
 */
export const AFTER_SWITCH_PATH = '/cockpit/dashboard';

/** How many organisations a platform administrator's list offers at once, sorted by name. */
export const ADMIN_CHOICES = 200;
/** The administrator's search asks the server once typing pauses, not once per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The current organisation, switchable for members of several organisations (their non-blocked ones) and for
 * platform administrators (any organisation). When there are more organisations than the list offers, an
 * administrator gets a search that narrows it on the server. Nobody else sees it.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: user } = useMyUser();
  const isAdmin = !!user?.isPlatformAdmin;
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const all = useOrganizationList({ page: 1, pageSize: ADMIN_CHOICES, sort: 'name', order: 'asc', q: q || undefined }, isAdmin);
  const switchOrg = useSwitchOrganization();
  if (!user) return null;
  const own = user.organizations.filter((o) => o.status !== 'blocked' || o.id === user.currentOrganizationId);
  if (!isAdmin && own.length < 2) return null;
  const options = (isAdmin ? (all.data?.items ?? []) : own).map((o) => ({ value: o.id, label: o.name }));
  if (user.currentOrganizationId && !options.some((o) => o.value === user.currentOrganizationId)) {
    const current = user.organizations.find((o) => o.id === user.currentOrganizationId);
    if (current) options.unshift({ value: current.id, label: current.name });
  }
  const showSearch = isAdmin && (search !== '' || (all.data?.total ?? 0) > ADMIN_CHOICES);
  const control = { height: 32, padding: '0 8px', borderRadius: token.borderRadius, border: `1px solid ${token.colorBorder}`, background: token.colorBgContainer, color: token.colorText, font: 'inherit' };
  // A native select: keyboard and screen reader support for free, and no antd Select in every cockpit page
  // (~30 KB gzip); the browser's own list also lets a platform administrator type to find an organisation.
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      {showSearch && (
        <input
          type="search"
          data-testid="organization-switcher-search"
          aria-label={t('layout.organizationSwitcher.search')}
          placeholder={t('layout.organizationSwitcher.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ ...control, width: 160 }}
        />
      )}
      <select
        data-testid="organization-switcher"
        aria-label={t('layout.organizationSwitcher.label')}
        value={user.currentOrganizationId ?? ''}
        disabled={switchOrg.isPending}
        aria-busy={switchOrg.isPending || all.isFetching || undefined}
        style={{ ...control, maxWidth: 260 }}
        onChange={(e) => {
          const id = e.target.value;
          if (!id || id === user.currentOrganizationId) return;
          switchOrg.mutate(id, {
            onSuccess: () => {
              setSearch('');
              navigate(AFTER_SWITCH_PATH);
            },
            onError: showError,
          });
        }}
      >
        {!user.currentOrganizationId && <option value="">{t('layout.organizationSwitcher.none')}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

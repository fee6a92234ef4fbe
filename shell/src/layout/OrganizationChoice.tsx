import { useState } from 'react';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useMyUser, useOrganizationList, useSwitchOrganization } from '@cadeau/ui/api';
import { useDebounced } from '@cadeau/ui/hooks';
import { navigate } from '@cadeau/ui/navigation';
import { showError } from '@cadeau/ui/toast';
import { ADMIN_CHOICES, AFTER_SWITCH_PATH, switchableOrganizations } from './organization-switch';

/** The administrator's search asks the server once typing pauses, not once per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The current organisation as an antd Select (and, when there are more organisations than the list offers, a
 * search on the server for a platform administrator). Loaded only for those who may switch (OrganizationSwitcher).
 */
export default function OrganizationChoice() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const isAdmin = !!user?.isPlatformAdmin;
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const all = useOrganizationList(
    { page: 1, pageSize: ADMIN_CHOICES, sort: 'name', order: 'asc', q: q || undefined },
    isAdmin,
  );
  const switchOrg = useSwitchOrganization();
  if (!user) return null;
  const options = (isAdmin ? (all.data?.items ?? []) : switchableOrganizations(user)).map((o) => ({
    value: o.id,
    label: o.name,
  }));
  if (user.currentOrganizationId && !options.some((o) => o.value === user.currentOrganizationId)) {
    const current = user.organizations.find((o) => o.id === user.currentOrganizationId);
    if (current) options.unshift({ value: current.id, label: current.name });
  }
  const showSearch = isAdmin && (search !== '' || (all.data?.total ?? 0) > ADMIN_CHOICES);
  const choose = (id: string) => {
    if (!id || id === user.currentOrganizationId) return;
    switchOrg.mutate(id, {
      onSuccess: () => {
        setSearch('');
        navigate(AFTER_SWITCH_PATH);
      },
      onError: showError,
    });
  };
  // antd's Select: a labelled combobox that the keyboard opens and screen readers announce with the active option.
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      {showSearch && (
        <Input
          type="search"
          data-testid="organization-switcher-search"
          aria-label={t('layout.organizationSwitcher.search')}
          placeholder={t('layout.organizationSwitcher.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 160 }}
        />
      )}
      <Select<string>
        id="organization-switcher"
        data-testid="organization-switcher"
        aria-label={t('layout.organizationSwitcher.label')}
        value={user.currentOrganizationId ?? undefined}
        placeholder={t('layout.organizationSwitcher.none')}
        disabled={switchOrg.isPending}
        loading={all.isFetching}
        aria-busy={switchOrg.isPending || all.isFetching || undefined}
        options={options}
        onChange={choose}
        popupMatchSelectWidth={false}
        style={{ width: 220, maxWidth: 260 }}
      />
    </span>
  );
}

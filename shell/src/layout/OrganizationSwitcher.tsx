import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useMyUser, useOrganizationList, useSwitchOrganization } from '@cadeau/ui/api';
import { navigate } from '@cadeau/ui/navigation';
import { showError } from '@cadeau/ui/toast';

/**
 * Where a successful switch leads. Spec section 2 says /cockpit/dashboard; that page arrives with
 * mfe-campaigns, until then the organisation's own page is the place that shows the new organisation.
 */
export const AFTER_SWITCH_PATH = '/cockpit/my-organization';

/**
 * The current organisation, switchable for members of several organisations (their non-blocked ones) and for
 * platform administrators (any organisation, found by name on the server). Nobody else sees it.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const isAdmin = !!user?.isPlatformAdmin;
  // Platform administrators may pick any organisation: the first 200 by name, enough to type-filter.
  const all = useOrganizationList({ page: 1, pageSize: 200, sort: 'name', order: 'asc' }, isAdmin);
  const switchOrg = useSwitchOrganization();
  if (!user) return null;
  const own = user.organizations.filter((o) => o.status !== 'blocked' || o.id === user.currentOrganizationId);
  if (!isAdmin && own.length < 2) return null;
  const options = (isAdmin ? (all.data?.items ?? []) : own).map((o) => ({ value: o.id, label: o.name }));
  if (user.currentOrganizationId && !options.some((o) => o.value === user.currentOrganizationId)) {
    const current = user.organizations.find((o) => o.id === user.currentOrganizationId);
    if (current) options.unshift({ value: current.id, label: current.name });
  }
  return (
    <Select
      data-testid="organization-switcher"
      aria-label={t('layout.organizationSwitcher.label')}
      placeholder={t('layout.organizationSwitcher.none')}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 200, maxWidth: 280 }}
      value={user.currentOrganizationId ?? undefined}
      loading={switchOrg.isPending || all.isFetching}
      options={options}
      onChange={(id: string) => {
        if (id === user.currentOrganizationId) return;
        switchOrg.mutate(id, { onSuccess: () => navigate(AFTER_SWITCH_PATH), onError: showError });
      }}
    />
  );
}

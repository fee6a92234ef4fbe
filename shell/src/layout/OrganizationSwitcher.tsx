import theme from 'antd/es/theme';
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
  const { token } = theme.useToken();
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
  // A native select: keyboard and screen reader support for free, and no antd Select in every cockpit page
  // (~30 KB gzip); the browser's own list also lets a platform administrator type to find an organisation.
  return (
    <select
      data-testid="organization-switcher"
      aria-label={t('layout.organizationSwitcher.label')}
      value={user.currentOrganizationId ?? ''}
      disabled={switchOrg.isPending}
      aria-busy={switchOrg.isPending || all.isFetching || undefined}
      style={{ maxWidth: 260, height: 32, padding: '0 8px', borderRadius: token.borderRadius, border: `1px solid ${token.colorBorder}`, background: token.colorBgContainer, color: token.colorText, font: 'inherit' }}
      onChange={(e) => {
        const id = e.target.value;
        if (!id || id === user.currentOrganizationId) return;
        switchOrg.mutate(id, { onSuccess: () => navigate(AFTER_SWITCH_PATH), onError: showError });
      }}
    >
      {!user.currentOrganizationId && <option value="">{t('layout.organizationSwitcher.none')}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

import { useTranslation } from 'react-i18next';
import { ListPage, listFilter, useListState } from '@cadeau/ui/list';
import { Link } from 'react-router';
import { useSearchParams } from 'react-router';
import type { Organization } from '@cadeau/contracts';
import { orgFeatures, organizationStatuses } from '@cadeau/contracts/values';
import { useOrganizationList } from '@cadeau/ui/api';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDate } from '@cadeau/ui/format';
import { NameTags, OrganizationStatusTag } from '../components/tags';

/**
 * /cockpit/organizations: every organisation (the all-organisations list), paged, sorted and filtered by the server.
 * A link may preselect the status filter (`?status=pending` from the dashboard's tasks).
 */
export default function OrganizationsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const linkedStatus = organizationStatuses.find((s) => s === search.get('status'));
  const state = useListState({ sort: 'createdAt', order: 'desc', status: linkedStatus });
  const query = useOrganizationList(state.params);
  const lang = currentLanguage();
  return (
    <ListPage<Organization>
      pageTestId="organizations-page"
      title={t('admin.organizations.title')}
      state={state}
      query={query}
      testId="organizations-table"
      search
      filters={[
        listFilter('status', t('admin.organizations.statusFilter'), organizationStatuses, (s) =>
          t(`admin.status.${s}`),
        ),
        listFilter('feature', t('admin.organizations.featureFilter'), orgFeatures, (f) => t(`admin.features.${f}`)),
      ]}
      columns={[
        {
          key: 'name',
          title: t('admin.organizations.name'),
          sorter: true,
          render: (o) => <Link to={`/cockpit/organizations/${o.id}`}>{o.name}</Link>,
        },
        { key: 'companyName', title: t('admin.organizations.companyName'), dataIndex: 'companyName' },
        { key: 'uid', title: t('admin.organizations.uid'), dataIndex: 'uid' },
        {
          key: 'status',
          title: t('admin.organizations.status'),
          sorter: true,
          render: (o) => <OrganizationStatusTag status={o.status} />,
        },
        {
          key: 'features',
          title: t('admin.organizations.features'),
          render: (o) => <NameTags names={o.features} group="features" />,
        },
        {
          key: 'createdAt',
          title: t('admin.organizations.createdAt'),
          sorter: true,
          render: (o) => formatDate(o.createdAt, lang),
        },
      ]}
    />
  );
}

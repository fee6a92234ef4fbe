import { useTranslation } from 'react-i18next';
import { ListPage, listFilter, useListState } from '@cadeau/ui/list';
import { Link } from 'react-router';
import { Person } from '@cadeau/ui/cockpit';
import type { Invitation } from '@cadeau/contracts';
import { invitationStatuses } from '@cadeau/contracts/values';
import { useInvitationList } from '../api/administration';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDate } from '@cadeau/ui/format';
import { DeleteInvitation } from '../components/DeleteInvitation';
import { NameTags } from '../components/tags';

/**
 * /cockpit/invitations: the all-invitations list of every organisation, paged, sorted and filtered by the server;
 * a pending invitation can be deleted after a confirmation.
 */
export default function InvitationsPage() {
  const { t } = useTranslation();
  const state = useListState({ sort: 'createdAt', order: 'desc' });
  const query = useInvitationList(state.params);
  const lang = currentLanguage();
  return (
    <ListPage<Invitation>
      pageTestId="invitations-page"
      title={t('admin.invitations.title')}
      state={state}
      query={query}
      testId="invitations-table"
      search
      filters={[
        listFilter('status', t('admin.invitations.status'), invitationStatuses, (s) =>
          t(`admin.invitations.statusNames.${s}`),
        ),
      ]}
      columns={[
        { key: 'email', title: t('admin.invitations.email'), sorter: true, dataIndex: 'email' },
        {
          key: 'organization',
          title: t('admin.invitations.organization'),
          render: (i) => <Link to={`/cockpit/organizations/${i.organizationId}`}>{i.organizationName}</Link>,
        },
        {
          key: 'roles',
          title: t('admin.invitations.roles'),
          render: (i) => <NameTags names={i.roles} group="roles" />,
        },
        {
          key: 'status',
          title: t('admin.invitations.status'),
          sorter: true,
          render: (i) => t(`admin.invitations.statusNames.${i.status}`),
        },
        {
          key: 'invitedBy',
          title: t('admin.invitations.invitedBy'),
          render: (i) => <Person name={i.invitedBy?.name} email={i.invitedBy?.email} testId="invited-by" />,
        },
        {
          key: 'createdAt',
          title: t('admin.invitations.createdAt'),
          sorter: true,
          render: (i) => formatDate(i.createdAt, lang),
        },
        {
          key: 'actions',
          title: t('admin.invitations.actions'),
          hiddenTitle: true,
          render: (i) => <DeleteInvitation invitation={i} />,
        },
      ]}
    />
  );
}

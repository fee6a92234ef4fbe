import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { ListTable, useListState } from '@cadeau/ui/list';
import { Link } from 'react-router';
import { PageTitle } from '@cadeau/ui/cockpit';
import type { UserSummary } from '@cadeau/contracts';
import { useUserList } from '../api/administration';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDate } from '@cadeau/ui/format';
import { NameTags } from '../components/tags';

/** /cockpit/users: every user (the all-users list), paged, sorted and filtered by the server. */
export default function UsersPage() {
  const { t } = useTranslation();
  const state = useListState({ sort: 'lastName', order: 'asc' });
  const query = useUserList(state.params);
  const lang = currentLanguage();
  return (
    <div data-testid="users-page" style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PageTitle title={t('admin.users.title')} />
      <ListTable<UserSummary>
        state={state}
        query={query}
        testId="users-table"
        search
        caption={t('admin.users.title')}
        filters={[
          {
            name: 'blocked',
            label: t('admin.users.blockedFilter'),
            options: [
              { value: 'false', label: t('admin.users.active') },
              { value: 'true', label: t('admin.users.blocked') },
            ],
          },
        ]}
        columns={[
          {
            key: 'lastName',
            title: t('admin.users.lastName'),
            sorter: true,
            render: (u) => <Link to={`/cockpit/users/${u.id}`}>{u.lastName}</Link>,
          },
          { key: 'firstName', title: t('admin.users.firstName'), sorter: true, dataIndex: 'firstName' },
          { key: 'email', title: t('admin.users.email'), sorter: true, dataIndex: 'email' },
          {
            key: 'roles',
            title: t('admin.users.roles'),
            render: (u) => <NameTags names={u.roles} group="roles" />,
          },
          {
            key: 'organizations',
            title: t('admin.users.organizations'),
            render: (u) => u.organizations.map((o) => o.name).join(', '),
          },
          {
            key: 'blocked',
            title: t('admin.users.blocked'),
            render: (u) =>
              u.blocked ? <Tag color="volcano">{t('admin.users.blocked')}</Tag> : t('admin.users.active'),
          },
          {
            key: 'createdAt',
            title: t('admin.users.createdAt'),
            sorter: true,
            render: (u) => formatDate(u.createdAt, lang),
          },
        ]}
      />
    </div>
  );
}

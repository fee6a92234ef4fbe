import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { ListPage, useListState } from '@cadeau/ui/list';
import { Link } from 'react-router';
import type { UserSummary } from '@cadeau/contracts';
import { useUserList } from '../api/administration';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDate } from '@cadeau/ui/format';
import { NameTags } from '../components/tags';

const roleList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
} as const;

/** A user's platform roles and each organisation with the user's roles there, one per line. */
function UserRoles({ user }: { user: UserSummary }) {
  if (!user.roles.length && !user.organizations.length) return <>—</>;
  return (
    <ul style={roleList}>
      {user.roles.length > 0 && (
        <li data-testid="user-platform-roles">
          <NameTags names={user.roles} group="roles" />
        </li>
      )}
      {user.organizations.map((o) => (
        <li key={o.id} data-testid="user-organization">
          {o.name} <NameTags names={o.roles} group="roles" />
        </li>
      ))}
    </ul>
  );
}

/** /cockpit/users: every user (the all-users list), paged, sorted and filtered by the server. */
export default function UsersPage() {
  const { t } = useTranslation();
  const state = useListState({ sort: 'lastName', order: 'asc' });
  const query = useUserList(state.params);
  const lang = currentLanguage();
  return (
    <ListPage<UserSummary>
      pageTestId="users-page"
      title={t('admin.users.title')}
      state={state}
      query={query}
      testId="users-table"
      search
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
          // The roles a user holds, where they hold them: the platform's, then each organisation's (issue 23: a
          // "Roles" column showed only platform roles, empty for nearly everyone).
          key: 'organizations',
          title: t('admin.users.organizationRoles'),
          render: (u) => <UserRoles user={u} />,
        },
        {
          key: 'blocked',
          title: t('admin.users.status'),
          render: (u) => (u.blocked ? <Tag color="volcano">{t('admin.users.blocked')}</Tag> : t('admin.users.active')),
        },
        {
          key: 'createdAt',
          title: t('admin.users.createdAt'),
          sorter: true,
          render: (u) => formatDate(u.createdAt, lang),
        },
      ]}
    />
  );
}

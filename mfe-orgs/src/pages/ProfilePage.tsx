import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { MyUser } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import { Fields, PageSkeleton, PageTitle, Panel, Stack } from '@cadeau/ui/cockpit';
import { ChangePasswordForm } from '../components/profile/ChangePasswordForm';
import { EditProfileForm } from '../components/profile/EditProfileForm';
import { EmailChangeForm } from '../components/profile/EmailChangeForm';

const statusColors: Record<string, string> = {
  approved: 'green',
  pending: 'gold',
  rejected: 'red',
  blocked: 'volcano',
};

function Organizations({ user }: { user: MyUser }) {
  const { t } = useTranslation();
  if (!user.organizations.length) return <p>{t('profile.noOrganizations')}</p>;
  return (
    <Stack vertical gap="md">
      {user.organizations.map((org) => (
        <Panel key={org.id} title={org.name} headingLevel={3} testId="profile-organization">
          <Fields
            items={[
              {
                label: t('profile.status'),
                value: (
                  <>
                    <Tag color={statusColors[org.status]}>{t(`profile.statusNames.${org.status}`)}</Tag>
                    {org.id === user.currentOrganizationId && <Tag>{t('profile.current')}</Tag>}
                  </>
                ),
              },
              {
                label: t('profile.features'),
                value: org.features.length
                  ? org.features.map((f) => <Tag key={f}>{t(`profile.featureNames.${f}`, { defaultValue: f })}</Tag>)
                  : t('common.none'),
              },
              {
                label: t('profile.orgRoles'),
                value: org.roles.map((r) => <Tag key={r}>{t(`profile.roleNames.${r}`, { defaultValue: r })}</Tag>),
              },
            ]}
          />
        </Panel>
      ))}
    </Stack>
  );
}

/** /cockpit/my-profile: who is logged in, with roles and organisations; edit, password and e-mail change. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user, isPending } = useMyUser();
  if (isPending) return <PageSkeleton />;
  if (!user) return null;
  return (
    <Stack vertical maxWidth={880} testId="profile-page">
      <PageTitle title={t('profile.title')} />
      <Panel>
        <Fields
          items={[
            { label: t('profile.name'), value: `${user.firstName} ${user.lastName}`, testId: 'profile-name' },
            { label: t('profile.email'), value: user.email, testId: 'profile-email' },
            { label: t('profile.language'), value: t(`common.languages.${user.language}`), testId: 'profile-language' },
            {
              label: t('profile.roles'),
              value: user.roles.length
                ? user.roles.map((r) => <Tag key={r}>{t(`profile.roleNames.${r}`, { defaultValue: r })}</Tag>)
                : t('profile.noRoles'),
              testId: 'profile-roles',
            },
          ]}
        />
      </Panel>
      <Panel title={t('profile.organizations')}>
        <Organizations user={user} />
      </Panel>
      {/* Keyed by user: after impersonation or a new login the forms start from that user's values. */}
      <EditProfileForm key={user.id} user={user} />
      <ChangePasswordForm />
      <EmailChangeForm />
    </Stack>
  );
}

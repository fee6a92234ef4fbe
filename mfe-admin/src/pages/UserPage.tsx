import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useParams } from 'react-router';
import { useMyUser } from '@cadeau/ui/api';
import { useBlockUser, useImpersonate, useUserDetail } from '../api/administration';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDate } from '@cadeau/ui/format';
import { showError, showSuccess } from '@cadeau/ui/toast';
import {
  Fields,
  LoadError,
  OkCancelDialog,
  PageSkeleton,
  PageTitle,
  Panel,
  TextAreaField,
  Stack,
  Paragraph,
} from '@cadeau/ui/cockpit';
import { NameTags, OrganizationStatusTag } from '../components/tags';

/** /cockpit/users/:userId: a user's data; block or unblock, and impersonate (platform administrators). */
export default function UserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { data: me } = useMyUser();
  const { data: user, isPending, error, refetch } = useUserDetail(userId);
  const block = useBlockUser();
  const impersonate = useImpersonate();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reason, setReason] = useState('');
  const lang = currentLanguage();
  if (isPending) return <PageSkeleton />;
  if (!user) return <LoadError error={error} onRetry={() => void refetch()} back="/cockpit/users" />;
  const name = `${user.firstName} ${user.lastName}`;
  // 'platformAdmin' is contracts' PLATFORM_ADMIN (the browser imports no runtime values from the zod module).
  const canImpersonate = user.id !== me?.id && !user.blocked && !user.roles.includes('platformAdmin');

  const setBlocked = (blocked: boolean) =>
    block.mutate(
      { userId: user.id, blocked, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setConfirmBlock(false);
          setReason('');
          showSuccess(t(blocked ? 'admin.users.blockedDone' : 'admin.users.unblockedDone'));
        },
        onError: showError,
      },
    );

  return (
    <Stack vertical maxWidth={1100} testId="user-page">
      <Link to="/cockpit/users">← {t('admin.list.back')}</Link>
      <PageTitle title={name} />
      <Panel>
        <Fields
          items={[
            { label: t('admin.users.email'), value: user.email, testId: 'user-email' },
            { label: t('admin.users.language'), value: t(`common.languages.${user.language}`) },
            {
              label: t('admin.users.platformRoles'),
              value: user.roles.length ? <NameTags names={user.roles} group="roles" /> : '—',
            },
            {
              label: t('admin.users.blocked'),
              value: user.blocked ? t('admin.list.yes') : t('admin.list.no'),
              testId: 'user-blocked',
            },
            {
              label: t('admin.users.emailConfirmed'),
              value: user.emailConfirmed ? t('admin.list.yes') : t('admin.list.no'),
            },
            { label: t('admin.users.openSessions'), value: String(user.openSessions) },
            { label: t('admin.users.createdAt'), value: formatDate(user.createdAt, lang) },
          ]}
        />
      </Panel>
      <Panel title={t('admin.users.organizations')}>
        {user.organizations.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {user.organizations.map((o) => (
              <li key={o.id}>
                <Link to={`/cockpit/organizations/${o.id}`}>{o.name}</Link> <OrganizationStatusTag status={o.status} />{' '}
                <NameTags names={o.roles} group="roles" />
              </li>
            ))}
          </ul>
        ) : (
          '—'
        )}
      </Panel>
      <Panel>
        <Stack gap="sm" wrap>
          {user.blocked ? (
            <Button data-testid="unblock-user" loading={block.isPending} onClick={() => setBlocked(false)}>
              {t('admin.users.unblock')}
            </Button>
          ) : (
            <Button danger data-testid="block-user" disabled={user.id === me?.id} onClick={() => setConfirmBlock(true)}>
              {t('admin.users.block')}
            </Button>
          )}
          <Button
            type="primary"
            data-testid="impersonate-user"
            disabled={!canImpersonate}
            loading={impersonate.isPending}
            aria-describedby="impersonate-help"
            onClick={() =>
              impersonate.mutate(user.id, {
                // The cookie now belongs to the impersonated user: a full load starts the cockpit afresh as them.
                onSuccess: () => window.location.assign('/cockpit'),
                onError: showError,
              })
            }
          >
            {t('admin.users.impersonate')}
          </Button>
        </Stack>
        <Paragraph keepMargin="top" id="impersonate-help">
          {canImpersonate ? t('admin.users.impersonateHelp') : t('admin.users.cannotImpersonate')}
        </Paragraph>
      </Panel>
      <OkCancelDialog
        open={confirmBlock}
        title={t('admin.users.blockDialogTitle', { name })}
        okText={t('admin.users.block')}
        okTestId="confirm-block"
        busy={block.isPending}
        danger
        focusId="block-reason"
        onOk={() => setBlocked(true)}
        onCancel={() => setConfirmBlock(false)}
      >
        <p>{t('admin.users.blockDialogText')}</p>
        <TextAreaField
          id="block-reason"
          label={t('admin.users.blockReason')}
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </OkCancelDialog>
    </Stack>
  );
}

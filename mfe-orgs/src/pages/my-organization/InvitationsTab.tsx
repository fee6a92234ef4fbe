import { useId, useState } from 'react';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import { useCreateInvitation, useDeleteInvitation, useInvitations } from '../../api/organization';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDate } from '@cadeau/ui/format';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useForm } from '@cadeau/ui/form';
import { EmptyState, ErrorState, OkCancelDialog, Panel, Person, TextField, Stack } from '@cadeau/ui/cockpit';
import { ListTable } from '@cadeau/ui/list';
import { GridForm, GridFormActions } from '../../components/GridForm';
import { mailRefusalOf } from '../../components/mail-refusal';
import { isOrgAdmin } from '../../components/org-role';
import { RoleCheckboxes } from '../../components/RoleCheckboxes';
import { isEmail } from '../../components/validation';

function InviteForm({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  const form = useForm({ email: '', roles: ['user'] as string[] }, (v) => ({
    email: isEmail(v.email) ? undefined : 'orgs.invitations.emailInvalid',
  }));
  const submit = form.handleSubmit(({ email, roles }) =>
    create.mutate(
      { email: email.trim(), roles },
      {
        onSuccess: (inv) => {
          showSuccess(t('orgs.invitations.sent', { email: inv.email }));
          form.reset();
        },
        onError: (err) => {
          if (form.applyServerIssues(err)) return;
          // The throttle's answer belongs to the address: shown under it, besides the toast.
          const refusal = mailRefusalOf(err);
          if (refusal) form.setServerError('email', refusal);
          showError(err);
        },
      },
    ),
  );
  const roles = form.bind('roles');
  return (
    <Panel title={t('orgs.invitations.invite')}>
      <GridForm onSubmit={submit} minColumnWidth={240} testId="invite-form">
        <TextField
          id="invite-email"
          label={t('orgs.invitations.email')}
          type="email"
          autoComplete="off"
          {...form.bind('email')}
        />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <span id="invite-roles-label" style={{ fontWeight: 500, marginBottom: 4 }}>
            {t('orgs.invitations.roles')}
          </span>
          <RoleCheckboxes
            legend={t('orgs.invitations.roles')}
            value={roles.value}
            onChange={roles.onChange}
            disabled={!admin}
            describedBy={admin ? undefined : 'invite-roles-help'}
            testId="invite-roles"
          />
          {!admin && (
            <div id="invite-roles-help" style={{ fontSize: 12, opacity: 0.75, marginTop: 4 }}>
              {t('orgs.invitations.rolesOnlyAdmins')}
            </div>
          )}
        </div>
        <GridFormActions>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="send-invitation">
            {t('orgs.invitations.send')}
          </Button>
        </GridFormActions>
      </GridForm>
    </Panel>
  );
}

/** /cockpit/my-organization/invitations: invite colleagues; admins delete pending invitations. */
export default function InvitationsTab() {
  const { t } = useTranslation();
  const id = useId();
  const { data: user } = useMyUser();
  const admin = isOrgAdmin(user);
  const { data, isPending, error, refetch } = useInvitations();
  const remove = useDeleteInvitation();
  // The invitation whose deletion awaits confirmation (issue 9): a deleted link cannot be brought back.
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const lang = currentLanguage();
  return (
    <Stack vertical>
      <InviteForm admin={admin} />
      <Panel title={t('orgs.invitations.list')}>
        {isPending ? (
          <Spin />
        ) : error && !data ? (
          // What ListTable shows for a server list that failed: the reason and a retry, not "no invitations".
          <ErrorState error={error} onRetry={() => void refetch()} testId="invitations-table-error" />
        ) : !data?.length ? (
          <EmptyState>{t('orgs.invitations.empty')}</EmptyState>
        ) : (
          <ListTable<Invitation>
            caption={t('orgs.invitations.list')}
            testId="invitations-table"
            rowTestId="invitation-row"
            rows={data}
            rowKey={(i) => i.id}
            columns={[
              {
                key: 'email',
                title: t('orgs.invitations.email'),
                render: (i) => <span data-testid="invitation-email">{i.email}</span>,
              },
              {
                key: 'roles',
                title: t('orgs.invitations.roles'),
                render: (i) => i.roles.map((r) => <Tag key={r}>{t(`orgs.roles.${r}`)}</Tag>),
              },
              {
                key: 'status',
                title: t('orgs.invitations.status'),
                render: (i) => (
                  <Tag color={i.status === 'pending' ? 'gold' : 'green'} data-testid="invitation-status">
                    {t(`orgs.invitations.statusNames.${i.status}`)}
                  </Tag>
                ),
              },
              {
                key: 'by',
                title: t('orgs.invitations.invitedBy'),
                render: (i) => <Person name={i.invitedBy?.name} email={i.invitedBy?.email} testId="invited-by" />,
              },
              { key: 'at', title: t('orgs.invitations.createdAt'), render: (i) => formatDate(i.createdAt, lang) },
              {
                key: 'actions',
                title: t('orgs.invitations.actions'),
                hiddenTitle: true,
                render: (i) =>
                  admin && (
                    <Button
                      danger
                      size="small"
                      disabled={i.status !== 'pending'}
                      title={i.status !== 'pending' ? t('orgs.invitations.onlyPending') : undefined}
                      aria-label={t('orgs.invitations.deleteLabel', { email: i.email })}
                      loading={remove.isPending && remove.variables === i.id}
                      onClick={() => setDeleting(i)}
                    >
                      {t('orgs.common.delete')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
        {admin && data?.some((i) => i.status !== 'pending') && (
          <p style={{ marginBottom: 0, fontSize: 12 }}>{t('orgs.invitations.onlyPending')}</p>
        )}
        <OkCancelDialog
          open={!!deleting}
          title={deleting ? t('orgs.invitations.deleteConfirm', { email: deleting.email }) : ''}
          okText={t('orgs.common.delete')}
          okTestId="confirm-delete-invitation"
          cancelText={t('orgs.common.cancel')}
          busy={remove.isPending}
          danger
          cancelId={`${id}-delete-cancel`}
          focusId={`${id}-delete-cancel`}
          onCancel={() => setDeleting(null)}
          onOk={() =>
            deleting &&
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                showSuccess(t('orgs.invitations.deleted'));
              },
              onError: (err) => {
                setDeleting(null);
                showError(err);
              },
            })
          }
        >
          {t('orgs.invitations.deleteConsequence')}
        </OkCancelDialog>
      </Panel>
    </Stack>
  );
}

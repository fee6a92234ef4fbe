import { useId, useState } from 'react';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Member } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import { useMembers, useRemoveMember, useUpdateMember } from '../../api/organization';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDate } from '@cadeau/ui/format';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { ErrorState, OkCancelDialog, Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { ListTable } from '@cadeau/ui/list';
import { isOrgAdmin } from '../../components/org-role';
import { RoleCheckboxes } from '../../components/RoleCheckboxes';

function RolesCell({ member, editable, self }: { member: Member; editable: boolean; self: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateMember();
  const [draft, setDraft] = useState<string[] | null>(null);
  const name = `${member.firstName} ${member.lastName}`;
  const roles = draft ?? member.roles;
  if (!editable)
    return (
      <>
        {member.roles.map((r) => (
          <Tag key={r}>{t(`orgs.roles.${r}`)}</Tag>
        ))}
      </>
    );
  return (
    <Stack gap="xs" wrap align="center">
      {/* Users cannot change their own roles (nor drop their own admin role); the server refuses it too. */}
      <RoleCheckboxes
        legend={t('orgs.users.rolesFor', { name })}
        value={roles}
        onChange={setDraft}
        disabled={self}
        describedBy={self ? 'self-note' : undefined}
        testId="member-roles"
      />
      {draft && (
        <Button
          size="small"
          type="primary"
          disabled={!draft.length}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { userId: member.userId, roles: draft },
              {
                onSuccess: () => {
                  setDraft(null);
                  showSuccess(t('orgs.users.rolesSaved'));
                },
                onError: showError,
              },
            )
          }
        >
          {t('orgs.users.saveRoles')}
        </Button>
      )}
    </Stack>
  );
}

/** /cockpit/my-organization/users: the members with their roles; admins change roles and remove members, never themselves. */
export default function UsersTab() {
  const { t } = useTranslation();
  const id = useId();
  const { data: user } = useMyUser();
  const admin = isOrgAdmin(user);
  const { data, isPending, error, refetch } = useMembers();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const lang = currentLanguage();
  const nameOf = (m: Member) => `${m.firstName} ${m.lastName}`;
  return (
    <Panel title={t('orgs.users.title')}>
      <Paragraph keepMargin="bottom" id="self-note">
        {admin ? t('orgs.users.selfNote') : t('orgs.users.onlyAdmins')}
      </Paragraph>
      {isPending ? (
        <Spin />
      ) : error && !data ? (
        // What ListTable shows for a server list that failed: the reason and a retry, not an empty table.
        <ErrorState error={error} onRetry={() => void refetch()} testId="members-table-error" />
      ) : (
        <ListTable<Member>
          caption={t('orgs.users.title')}
          testId="members-table"
          rowTestId="member-row"
          rows={data ?? []}
          rowKey={(m) => m.userId}
          columns={[
            {
              key: 'name',
              title: t('orgs.users.name'),
              render: (m) => (
                <>
                  {nameOf(m)}
                  {m.userId === user?.id && <Tag style={{ marginInlineStart: 8 }}>{t('orgs.users.you')}</Tag>}
                  {m.blocked && (
                    <Tag color="volcano" style={{ marginInlineStart: 8 }}>
                      {t('orgs.users.blocked')}
                    </Tag>
                  )}
                </>
              ),
            },
            { key: 'email', title: t('orgs.users.email'), render: (m) => m.email },
            {
              key: 'roles',
              title: t('orgs.users.roles'),
              render: (m) => <RolesCell member={m} editable={admin} self={m.userId === user?.id} />,
            },
            { key: 'joined', title: t('orgs.users.joinedAt'), render: (m) => formatDate(m.joinedAt, lang) },
            {
              key: 'actions',
              title: t('orgs.users.actions'),
              hiddenTitle: true,
              render: (m) =>
                admin && (
                  <Button
                    danger
                    size="small"
                    disabled={m.userId === user?.id}
                    aria-describedby={m.userId === user?.id ? 'self-note' : undefined}
                    aria-label={t('orgs.users.removeLabel', { name: nameOf(m) })}
                    data-testid="remove-member"
                    onClick={() => setRemoving(m)}
                  >
                    {t('orgs.users.remove')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      <OkCancelDialog
        open={!!removing}
        title={removing ? t('orgs.users.removeConfirm', { name: nameOf(removing) }) : ''}
        okText={t('orgs.users.remove')}
        okTestId="confirm-remove"
        cancelText={t('orgs.common.cancel')}
        busy={remove.isPending}
        danger
        cancelId={`${id}-remove-cancel`}
        focusId={`${id}-remove-cancel`}
        onCancel={() => setRemoving(null)}
        onOk={() =>
          removing &&
          remove.mutate(
            { userId: removing.userId },
            {
              onSuccess: () => {
                setRemoving(null);
                showSuccess(t('orgs.users.removed'));
              },
              onError: showError,
            },
          )
        }
      />
    </Panel>
  );
}

import { useId, useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@cadeau/contracts';
import { OkCancelDialog } from '@cadeau/ui/cockpit';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useDeleteInvitation } from '../api/administration';

/**
 * The delete action of one row of the all-invitations list: only a pending invitation can be deleted (spec section
 * 4), and only after a confirmation (issue 9), since the mailed link stops working and cannot be brought back.
 */
export function DeleteInvitation({ invitation }: { invitation: Pick<Invitation, 'id' | 'email' | 'status'> }) {
  const { t } = useTranslation();
  const cancelId = `${useId()}-cancel`;
  const remove = useDeleteInvitation();
  const [confirming, setConfirming] = useState(false);
  const pending = invitation.status === 'pending';
  return (
    <>
      <Button
        danger
        size="small"
        disabled={!pending}
        title={pending ? undefined : t('admin.invitations.onlyPending')}
        aria-label={t('admin.invitations.deleteLabel', { email: invitation.email })}
        onClick={() => setConfirming(true)}
        data-testid="delete-invitation"
      >
        {t('admin.invitations.delete')}
      </Button>
      <OkCancelDialog
        open={confirming}
        title={t('admin.invitations.deleteConfirm', { email: invitation.email })}
        okText={t('admin.invitations.delete')}
        okTestId="confirm-delete-invitation"
        cancelText={t('admin.invitations.cancel')}
        busy={remove.isPending}
        danger
        cancelId={cancelId}
        focusId={cancelId}
        onCancel={() => setConfirming(false)}
        onOk={() =>
          remove.mutate(invitation.id, {
            onSuccess: () => {
              setConfirming(false);
              showSuccess(t('admin.invitations.deleted', { email: invitation.email }));
            },
            onError: (err) => {
              setConfirming(false);
              showError(err);
            },
          })
        }
      >
        {t('admin.invitations.deleteConsequence')}
      </OkCancelDialog>
    </>
  );
}

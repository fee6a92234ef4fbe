import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cadeau/contracts';
import { OkCancelDialog, TextAreaField } from '@cadeau/ui/cockpit';

/**
 * Asks before an order is canceled (it cannot be undone: the order is never shipped, the gift code stays used),
 * with an optional reason kept with the order. It opens on the reason field, so a second Enter cancels nothing.
 */
export function CancelOrderDialog({
  order,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  order: Order;
  open: boolean;
  busy: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <OkCancelDialog
      open={open}
      title={t('orders.actions.cancelTitle', { number: order.number })}
      okText={t('orders.actions.confirmCancel')}
      okTestId="confirm-cancel"
      cancelText={t('orders.actions.keep')}
      busy={busy}
      danger
      focusId={`${id}-reason`}
      onOk={() => onConfirm(reason.trim() || undefined)}
      onCancel={onCancel}
      afterClose={() => setReason('')}
    >
      <p>{t('orders.actions.cancelText')}</p>
      <TextAreaField
        id={`${id}-reason`}
        data-testid="cancel-reason"
        label={t('orders.actions.cancelReason')}
        help={t('orders.actions.cancelReasonHelp')}
        rows={3}
        maxLength={4000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </OkCancelDialog>
  );
}

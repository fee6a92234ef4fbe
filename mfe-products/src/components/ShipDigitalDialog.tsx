import { useId } from 'react';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cadeau/contracts';
import { TextAreaField } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { showError } from '@cadeau/ui/toast';

/** A shipment dialog's props: `onShip` sends what the seller entered (`T`), and `refused` puts the server's answer
 * at its field or in a toast. */
export interface ShipDialogProps<T> {
  order: Order;
  open: boolean;
  busy: boolean;
  onShip: (value: T, refused: (error: unknown) => void) => void;
  onCancel: () => void;
}

/**
 * Ships a digital order: the seller writes what the recipient receives (a voucher code, a download link,
 * instructions), which the server mails to them. Required: sending without it shows the message at the field
 * and calls nothing; the server's refusal of the text lands at the field too, anything else is a toast.
 */
export function ShipDigitalDialog({ order, open, busy, onShip, onCancel }: ShipDialogProps<string>) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm({ fulfilment: '' }, (v) => ({
    fulfilment: v.fulfilment.trim() ? undefined : 'orders.actions.fulfilmentRequired',
  }));
  // svc-catalog answers a missing or refused text as a 400 `zod.…` with the issue at `fulfilment`.
  const refused = (error: unknown) => {
    if (!form.applyServerIssues(error)) showError(error);
  };
  const ship = form.handleSubmit(({ fulfilment }) => onShip(fulfilment.trim(), refused));
  return (
    <Modal
      open={open}
      title={t('orders.actions.shipTitle', { number: order.number })}
      okText={t('orders.actions.ship')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'confirm-ship' }}
      onOk={ship}
      onCancel={onCancel}
      afterClose={() => form.reset()}
      destroyOnHidden
    >
      <form noValidate onSubmit={ship}>
        <TextAreaField
          id={`${id}-fulfilment`}
          data-testid="fulfilment-input"
          label={t('orders.actions.fulfilment')}
          help={t('orders.actions.fulfilmentHelp')}
          rows={5}
          maxLength={4000}
          aria-required
          {...form.bind('fulfilment')}
        />
      </form>
    </Modal>
  );
}

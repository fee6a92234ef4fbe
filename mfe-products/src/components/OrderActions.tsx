import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cadeau/contracts';
import { ConfirmDialog, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useOrderStatus } from '../api/orders';
import { needsFulfilment, type OrderTarget } from '../domain/orders';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ShipDigitalDialog } from './ShipDigitalDialog';
import { ShipParcelDialog, type Parcel } from './ShipParcelDialog';

const label: Record<OrderTarget, string> = {
  shipped: 'orders.actions.shipped',
  done: 'orders.actions.done',
  canceled: 'orders.actions.canceled',
};

/**
 * The buttons of the statuses the server lets this user set now (`nextStatuses`): mark shipped (a digital order
 * first asks what the recipient receives, a parcel asks first, says that the recipient is mailed and takes its
 * optional carrier and tracking number for that mail), mark done
 * (asks first: it is final and the seller's payout follows), cancel (after a confirmation, with an optional
 * reason). None of these can be undone (issue 23).
 * The server guards every transition again; a refusal (someone else changed the order meanwhile) is a toast.
 */
export function OrderActions({ order, actions }: { order: Order; actions: OrderTarget[] }) {
  const { t } = useTranslation();
  const change = useOrderStatus();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | 'confirmShipped' | 'confirmDone' | null>(null);

  const perform = (
    status: OrderTarget,
    extra: { fulfilment?: string; reason?: string } & Parcel = {},
    refused: (error: unknown) => void = showError,
  ) =>
    change.mutate(
      { orderId: order.id, status, ...extra },
      {
        onSuccess: () => {
          setDialog(null);
          const digital = status === 'shipped' && order.type === 'digital';
          showSuccess(t(digital ? 'orders.actions.shippedDigital' : `orders.actions.${status}Done`));
        },
        onError: refused,
      },
    );

  const click = (target: OrderTarget) => {
    if (needsFulfilment(order, target)) setDialog('ship');
    else if (target === 'canceled') setDialog('cancel');
    else setDialog(target === 'shipped' ? 'confirmShipped' : 'confirmDone');
  };

  return (
    <>
      <Stack gap="sm" wrap>
        {actions.map((target) => (
          <Button
            key={target}
            data-testid={`order-action-${target}`}
            type={target === 'canceled' ? 'default' : 'primary'}
            danger={target === 'canceled'}
            loading={change.isPending && change.variables?.status === target && !dialog}
            onClick={() => click(target)}
          >
            {t(label[target])}
          </Button>
        ))}
      </Stack>
      {dialog === 'confirmShipped' && (
        <ShipParcelDialog
          order={order}
          open
          busy={change.isPending}
          onShip={(parcel, refused) => perform('shipped', parcel, refused)}
          onCancel={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'confirmDone'}
        title={t('orders.actions.doneTitle', { number: order.number })}
        okText={t('orders.actions.done')}
        busy={change.isPending}
        testId="confirm-order-status"
        onCancel={() => setDialog(null)}
        onConfirm={() => perform('done')}
      >
        <Paragraph>{t('orders.actions.doneText')}</Paragraph>
      </ConfirmDialog>
      <ShipDigitalDialog
        order={order}
        open={dialog === 'ship'}
        busy={change.isPending}
        onShip={(fulfilment, refused) => perform('shipped', { fulfilment }, refused)}
        onCancel={() => setDialog(null)}
      />
      <CancelOrderDialog
        order={order}
        open={dialog === 'cancel'}
        busy={change.isPending}
        onConfirm={(reason) => perform('canceled', reason ? { reason } : {})}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}

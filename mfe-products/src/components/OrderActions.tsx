import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cadeau/contracts';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useOrderStatus } from '../api/orders';
import { needsFulfilment, type OrderTarget } from '../domain/orders';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ShipDigitalDialog } from './ShipDigitalDialog';

const label: Record<OrderTarget, string> = {
  shipped: 'orders.actions.shipped',
  done: 'orders.actions.done',
  canceled: 'orders.actions.canceled',
};

/**
 * The buttons of the statuses the server lets this user set now (`nextStatuses`): mark shipped (a digital order
 * first asks what the recipient receives), mark done, cancel (after a confirmation, with an optional reason).
 * The server guards every transition again; a refusal (someone else changed the order meanwhile) is a toast.
 */
export function OrderActions({ order, actions }: { order: Order; actions: OrderTarget[] }) {
  const { t } = useTranslation();
  const change = useOrderStatus();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);

  const perform = (
    status: OrderTarget,
    extra: { fulfilment?: string; reason?: string } = {},
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
    else perform(target);
  };

  return (
    <>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
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
      </div>
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

import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cadeau/contracts';
import { trackingUrlOf } from '@cadeau/contracts/shipment';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { historyOf } from '../domain/orders';
import { OrderStatusTag } from './OrderStatusTag';
import { Stack } from '@cadeau/ui/cockpit';

/**
 * The statuses the order went through with their time, oldest first; a cancellation with its reason, a shipment
 * with its carrier and tracking number (issue 23; a Swiss Post number links to its tracking page).
 */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  return (
    <ol data-testid="order-history" style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
      {historyOf(order).map((step) => (
        <Stack as="li" wrap gap="xs" align="baseline" key={step.status} testId={`order-history-${step.status}`}>
          <OrderStatusTag status={step.status} testId="order-history-status" />
          <time dateTime={step.at}>{formatDateTime(step.at, lang)}</time>
          {step.status === 'shipped' && (order.carrier || order.trackingNumber) && (
            <Shipment order={order} color={token.colorTextSecondary} />
          )}
          {step.status === 'canceled' && order.cancelReason && (
            <span style={{ color: token.colorTextSecondary, whiteSpace: 'pre-line', flexBasis: '100%' }}>
              {t('orders.history.reason', { reason: order.cancelReason })}
            </span>
          )}
        </Stack>
      ))}
    </ol>
  );
}

function Shipment({ order, color }: { order: Order; color: string }) {
  const { t } = useTranslation();
  const url = order.trackingNumber ? trackingUrlOf(order.carrier, order.trackingNumber) : null;
  return (
    <span
      data-testid="order-history-shipment"
      style={{ color, flexBasis: '100%', display: 'flex', flexWrap: 'wrap', gap: 12 }}
    >
      {order.carrier && <span>{t('orders.history.carrier', { carrier: t(`orders.carrier.${order.carrier}`) })}</span>}
      {order.trackingNumber && (
        <span style={{ overflowWrap: 'anywhere' }}>
          {t('orders.history.trackingNumber', { number: order.trackingNumber })}
        </span>
      )}
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('orders.history.track')}
        </a>
      )}
    </span>
  );
}

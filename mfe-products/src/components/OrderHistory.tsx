import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { historyOf } from '../domain/orders';
import { OrderStatusTag } from './OrderStatusTag';

/** The statuses the order went through with their time, oldest first; a cancellation with its reason. */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  return (
    <ol data-testid="order-history" style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
      {historyOf(order).map((step) => (
        <li
          key={step.status}
          data-testid={`order-history-${step.status}`}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}
        >
          <OrderStatusTag status={step.status} testId="order-history-status" />
          <time dateTime={step.at}>{formatDateTime(step.at, lang)}</time>
          {step.status === 'canceled' && order.cancelReason && (
            <span style={{ color: token.colorTextSecondary, whiteSpace: 'pre-line', flexBasis: '100%' }}>
              {t('orders.history.reason', { reason: order.cancelReason })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

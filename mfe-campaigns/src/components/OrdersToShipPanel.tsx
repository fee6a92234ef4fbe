import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Panel, Paragraph } from '@cadeau/ui/cockpit';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ORDERS_TO_SHIP_PATH, useOrdersToShip } from '@cadeau/ui/api';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

/**
 * A seller's tasks (issue 20: "the orders to ship the same way" as the administrator's): the orders placed and not
 * shipped yet, the longest waiting first, each with its gift, campaign and day, leading to the order; the count is
 * the server's, and the way to all of them.
 */
export function OrdersToShipPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const orders = useOrdersToShip();
  const page = orders.data;
  return (
    <Panel title={t('campaigns.dashboard.ordersToShip.title')} testId="dashboard-orders-to-ship">
      {orders.isError && !page ? (
        <Paragraph secondary>{t('campaigns.dashboard.ordersToShip.unavailable')}</Paragraph>
      ) : !page ? null : page.total === 0 ? (
        <EmptyState testId="dashboard-orders-to-ship-empty">{t('campaigns.dashboard.ordersToShip.empty')}</EmptyState>
      ) : (
        <div>
          <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid="dashboard-orders-to-ship-count">
            {t('campaigns.dashboard.ordersToShip.count', { count: page.total })}
          </p>
          <ul style={listStyle}>
            {page.items.map((o) => (
              <li key={o.id} style={itemStyle(token)} data-testid="dashboard-order-to-ship">
                <Link to={`/cockpit/orders/${o.id}`}>{`${o.number} · ${o.productName[lang] || o.productName.en}`}</Link>
                <span style={secondaryStyle(token)}>
                  {t('campaigns.dashboard.ordersToShip.placed', {
                    campaign: o.campaignName,
                    date: formatDate(o.placedAt, lang),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <p style={footerStyle}>
            <Link to={ORDERS_TO_SHIP_PATH}>{t('campaigns.dashboard.ordersToShip.showAll')}</Link>
          </p>
        </div>
      )}
    </Panel>
  );
}

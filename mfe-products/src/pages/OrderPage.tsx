import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Order } from '@cadeau/contracts';
import { parseIsoWeek } from '@cadeau/contracts/values';
import { useMyUser } from '@cadeau/ui/api';
import { BackLink, Fields, LoadError, PageSkeleton, PageTitle, Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { formatChf, formatDate, formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useOrder } from '../api/orders';
import { OrderActions } from '../components/OrderActions';
import { OrderHistory } from '../components/OrderHistory';
import { OrderQrCode } from '../components/OrderQrCode';
import { OrderRecipient } from '../components/OrderRecipient';
import { OrderStatusTag } from '../components/OrderStatusTag';
import { expectedBy, orderActionsOf, orderViewerOf } from '../domain/orders';

/** `2026-W48` as "Week 48 of 2026"; anything else as it is. */
function useWeek() {
  const { t } = useTranslation();
  return (week: string) => {
    const parsed = parseIsoWeek(week);
    return parsed ? t('orders.detail.weekValue', parsed) : week;
  };
}

/** The facts of the order: what was ordered (as it was then), from which campaign, by when, for how much. */
function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const viewer = orderViewerOf(user);
  const lang = currentLanguage();
  const week = useWeek();
  const name = order.productName[lang] || order.productName.en;
  const due = expectedBy(order);
  const donation = order.type === 'donation';
  // The product's own page: for its seller and platform administrators (a giver reads products in its campaigns).
  const productLink = viewer.platformAdmin || viewer.seller;
  const product = t('orders.detail.productValue', { name, number: order.productNumber, version: order.productVersion });
  return (
    <Fields
      items={[
        { label: t('orders.detail.number'), value: order.number, testId: 'order-number' },
        {
          label: t('orders.detail.product'),
          value: productLink ? <Link to={`/cockpit/products/${order.productId}`}>{product}</Link> : product,
          testId: 'order-product',
        },
        { label: t('orders.detail.type'), value: t(`products.type.${order.type}`), testId: 'order-type' },
        { label: t('orders.detail.campaign'), value: order.campaignName, testId: 'order-campaign' },
        ...(viewer.platformAdmin
          ? [
              { label: t('orders.detail.seller'), value: order.sellerOrganizationName ?? '—' },
              { label: t('orders.detail.giver'), value: order.giverOrganizationName ?? '—' },
            ]
          : []),
        {
          label: t(donation ? 'orders.detail.donated' : 'orders.detail.price'),
          value: formatChf(order.priceRappen),
          testId: 'order-price',
        },
        ...(order.type === 'physical'
          ? [
              { label: t('orders.detail.shipping'), value: formatChf(order.shippingRappen) },
              {
                label: t('orders.detail.deliveryDays'),
                value: t('orders.detail.deliveryDaysValue', { count: order.deliveryDays }),
                testId: 'order-delivery-days',
              },
            ]
          : []),
        ...(due
          ? [{ label: t('orders.detail.expectedBy'), value: formatDate(due, lang), testId: 'order-expected-by' }]
          : []),
        { label: t('orders.detail.placedAt'), value: formatDateTime(order.placedAt, lang), testId: 'order-placed-at' },
        { label: t('orders.detail.week'), value: week(order.week) },
        { label: t('orders.detail.language'), value: t(`common.languages.${order.language}`) },
      ]}
    />
  );
}

/**
 * What a digital order's recipient received, or, while it is placed, that they receive it once it ships. A giver
 * is not sent the text of a shipped order (it is the recipient's): then there is nothing to show.
 */
function Fulfilment({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.type !== 'digital' || (!order.fulfilment && order.status !== 'placed')) return null;
  return (
    <Panel title={t('orders.detail.fulfilment')} testId="order-fulfilment">
      {order.fulfilment ? (
        <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="order-fulfilment-text">
          {order.fulfilment}
        </p>
      ) : (
        <Paragraph secondary>{t('orders.detail.fulfilmentPending')}</Paragraph>
      )}
    </Panel>
  );
}

/**
 * Why an open order offers this reader no action (ADR 0023): a giver follows its campaign's orders, the seller
 * ships them; among the seller's members only its administrators and managers change them.
 */
function ReadOnlyNote({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const viewer = orderViewerOf(user);
  if (order.status !== 'placed' && order.status !== 'shipped') return null;
  if (viewer.platformAdmin) return null;
  const seller = viewer.seller && user?.currentOrganizationId === order.sellerOrganizationId;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="order-read-only"
      title={t(seller ? 'orders.actions.readOnlySeller' : 'orders.actions.readOnlyGiver')}
    />
  );
}

/**
 * /cockpit/orders/:orderId: one order. Its number and status stand at the top, then the actions the server
 * allows this user now (seller and platform administrators: ship, done, cancel; a giver none), the facts, the
 * recipient (the whole address for the seller, the city for the giver), what a digital gift's recipient got,
 * the status history and the QR code of the order number.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const { data: order, isPending, error, refetch } = useOrder(orderId);
  if (isPending) return <PageSkeleton />;
  if (!order)
    return (
      <LoadError error={error} onRetry={() => void refetch()} back="/cockpit/orders" backLabel={t('orders.back')} />
    );
  const actions = orderActionsOf(order);
  const title = t('orders.detail.title', { number: order.number });
  return (
    <Stack vertical maxWidth={1100} testId="order-page">
      <BackLink to="/cockpit/orders">{t('orders.back')}</BackLink>
      <PageTitle title={title}>
        {title} <OrderStatusTag status={order.status} />
      </PageTitle>
      {actions.length > 0 ? (
        <Panel title={t('orders.actions.title')} testId="order-actions">
          <OrderActions order={order} actions={actions} />
        </Panel>
      ) : (
        <ReadOnlyNote order={order} />
      )}
      <Panel>
        <OrderFacts order={order} />
      </Panel>
      <Panel title={t('orders.detail.recipient')} testId="order-recipient">
        <OrderRecipient order={order} />
      </Panel>
      <Fulfilment order={order} />
      <Panel title={t('orders.history.title')}>
        <OrderHistory order={order} />
      </Panel>
      <Panel title={t('orders.detail.qr')}>
        <OrderQrCode number={order.number} pngPath={order.qrPath} />
      </Panel>
    </Stack>
  );
}

import { useState } from 'react';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import { PageTitle } from '@cadeau/ui/cockpit';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable, useListState, type ListColumn } from '@cadeau/ui/list';
import { useOrderList } from '../api/orders';
import { ListUnavailable } from '../components/ListUnavailable';
import { OrderStatusTag } from '../components/OrderStatusTag';
import { ORDER_STATUSES, ORDER_TYPES, orderViewerOf } from '../domain/orders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /cockpit/orders: the orders of redeemed gift codes, sorted, filtered and paged by the server. A seller sees its
 * products' orders, a giver its campaigns' (the city only), a platform administrator every order with both
 * organisations (the all-orders list). `?status=` and `?campaignId=` open it filtered (links from the dashboard
 * and a campaign); a campaign's name in a row narrows the list to that campaign. Anyone the server refuses gets
 * that refusal, not an empty list.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: user } = useMyUser();
  const [search] = useSearchParams();
  const viewer = orderViewerOf(user);
  const lang = currentLanguage();
  const linkedCampaign = search.get('campaignId');
  const state = useListState({
    sort: 'placedAt',
    order: 'desc',
    scope: viewer.platformAdmin ? 'all' : 'own',
    language: lang,
    status: ORDER_STATUSES.find((s) => s === search.get('status')),
    campaignId: linkedCampaign && UUID.test(linkedCampaign) ? linkedCampaign.toLowerCase() : undefined,
  });
  const query = useOrderList(state.params);
  // The chosen campaign's name, for the filter's label: from the row it was chosen in, else from the answer.
  const [campaignName, setCampaignName] = useState<string | null>(null);
  const campaignId = state.params.campaignId as string | undefined;
  const shownCampaign =
    campaignName ?? query.data?.items.find((o) => o.campaignId === campaignId)?.campaignName ?? null;
  const title = viewer.platformAdmin ? t('orders.allTitle') : t('orders.title');
  const organizationColumns: ListColumn<Order>[] = viewer.platformAdmin
    ? [
        { key: 'seller', title: t('orders.list.seller'), render: (o) => o.sellerOrganizationName ?? '—' },
        { key: 'giver', title: t('orders.list.giver'), render: (o) => o.giverOrganizationName ?? '—' },
      ]
    : [];

  const chooseCampaign = (order: Order) => {
    setCampaignName(order.campaignName);
    state.setFilter('campaignId', order.campaignId);
  };
  const clearCampaign = () => {
    setCampaignName(null);
    state.setFilter('campaignId', undefined);
  };

  return (
    <div data-testid="orders-page" style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PageTitle title={title} />
      {campaignId && (
        <div
          data-testid="orders-campaign-filter"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
        >
          <span
            style={{
              padding: '2px 8px',
              border: `1px solid ${token.colorBorder}`,
              borderRadius: token.borderRadiusSM,
              background: token.colorFillQuaternary,
            }}
          >
            {shownCampaign
              ? t('orders.list.campaignFilter', { name: shownCampaign })
              : t('orders.list.campaignFilterUnnamed')}
          </span>
          <Button type="link" onClick={clearCampaign} data-testid="orders-clear-campaign">
            {t('orders.list.clearCampaign')}
          </Button>
        </div>
      )}
      {query.error && !query.data ? (
        <ListUnavailable area="orders" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ListTable<Order>
          state={state}
          query={query}
          testId="orders-table"
          caption={title}
          search
          empty={t('orders.list.empty')}
          filters={[
            {
              name: 'status',
              label: t('orders.list.statusFilter'),
              options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) })),
            },
            {
              name: 'type',
              label: t('orders.list.typeFilter'),
              options: ORDER_TYPES.map((s) => ({ value: s, label: t(`products.type.${s}`) })),
            },
          ]}
          columns={[
            {
              key: 'number',
              title: t('orders.list.number'),
              sorter: true,
              render: (o) => (
                <Link to={`/cockpit/orders/${o.id}`} style={{ whiteSpace: 'nowrap', fontFamily: token.fontFamilyCode }}>
                  {o.number}
                </Link>
              ),
            },
            {
              key: 'status',
              title: t('orders.list.status'),
              sorter: true,
              render: (o) => <OrderStatusTag status={o.status} />,
            },
            {
              key: 'product',
              title: t('orders.list.product'),
              sorter: true,
              render: (o) => o.productName[lang] || o.productName.en,
            },
            {
              key: 'placedAt',
              title: t('orders.list.placedAt'),
              sorter: true,
              render: (o) => <time dateTime={o.placedAt}>{formatDate(o.placedAt, lang)}</time>,
            },
            {
              key: 'campaign',
              title: t('orders.list.campaign'),
              sorter: true,
              render: (o) =>
                campaignId ? (
                  o.campaignName
                ) : (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                    aria-label={t('orders.list.onlyCampaign', { name: o.campaignName })}
                    onClick={() => chooseCampaign(o)}
                  >
                    {o.campaignName}
                  </Button>
                ),
            },
            { key: 'city', title: t('orders.list.city'), sorter: true, render: (o) => o.city ?? '—' },
            { key: 'type', title: t('orders.list.type'), render: (o) => t(`products.type.${o.type}`) },
            ...organizationColumns,
          ]}
        />
      )}
    </div>
  );
}

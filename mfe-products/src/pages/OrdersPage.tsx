import { useState } from 'react';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@cadeau/contracts';
import { orderStatuses, productTypes } from '@cadeau/contracts/values';
import { useMyUser } from '@cadeau/ui/api';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListPage, listFilter, useListState, type ListColumn } from '@cadeau/ui/list';
import { useOrderList } from '../api/orders';
import { ListUnavailable } from '../components/ListUnavailable';
import { OrderStatusTag } from '../components/OrderStatusTag';
import { LinkedFilter } from '../components/LinkedFilter';
import { LINKED_FILTERS, linkedFilterName, linkedId, orderViewerOf, type LinkedFilterName } from '../domain/orders';

/**
 * /cockpit/orders: the orders of redeemed gift codes, sorted, filtered and paged by the server. A seller sees its
 * products' orders, a giver its campaigns' (the city only), a platform administrator every order with both
 * organisations (the all-orders list). Links open it filtered (`?status=`, `?campaignId=`, `?productId=`, and
 * for administrators `?organizationId=`: a product's page, a campaign, an organisation); a campaign's name in a
 * row narrows the list to that campaign. Anyone the server refuses gets that refusal, not an empty list.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: user } = useMyUser();
  const [search] = useSearchParams();
  const viewer = orderViewerOf(user);
  const lang = currentLanguage();
  const state = useListState({
    sort: 'placedAt',
    order: 'desc',
    scope: viewer.platformAdmin ? 'all' : 'own',
    language: lang,
    status: orderStatuses.find((s) => s === search.get('status')),
    campaignId: linkedId(search.get('campaignId')),
    productId: linkedId(search.get('productId')),
    // The server takes one organisation in the all-orders list only.
    organizationId: viewer.platformAdmin ? linkedId(search.get('organizationId')) : undefined,
  });
  const query = useOrderList(state.params);
  // A campaign chosen in a row is named from that row at once (the answer may still be the previous one).
  const [chosenCampaign, setChosenCampaign] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const campaignId = state.params.campaignId as string | undefined;
  const title = viewer.platformAdmin ? t('orders.allTitle') : t('orders.title');
  const organizationColumns: ListColumn<Order>[] = viewer.platformAdmin
    ? [
        { key: 'seller', title: t('orders.list.seller'), render: (o) => o.sellerOrganizationName ?? '—' },
        { key: 'giver', title: t('orders.list.giver'), render: (o) => o.giverOrganizationName ?? '—' },
      ]
    : [];

  const chooseCampaign = (order: Order) => {
    setChosenCampaign(order.campaignName);
    state.setFilter('campaignId', order.campaignId);
  };
  const clear = (filter: LinkedFilterName) => {
    if (filter === 'campaignId') setChosenCampaign(null);
    state.setFilter(filter, undefined);
  };
  const linked = LINKED_FILTERS.flatMap((filter) => {
    const id = state.params[filter] as string | undefined;
    if (!id) return [];
    const name = (filter === 'campaignId' ? chosenCampaign : null) ?? linkedFilterName(filter, id, items, lang);
    return [{ filter, name }];
  });

  return (
    <ListPage<Order>
      pageTestId="orders-page"
      title={title}
      above={linked.map(({ filter, name }) => (
        <LinkedFilter
          key={filter}
          testId={`orders-filter-${filter}`}
          label={name ? t(`orders.list.linked.${filter}`, { name }) : t(`orders.list.linked.${filter}Unnamed`)}
          clearLabel={t(`orders.list.linked.${filter}Clear`)}
          onClear={() => clear(filter)}
        />
      ))}
      renderError={(error, retry) => <ListUnavailable area="orders" error={error} onRetry={retry} />}
      state={state}
      query={query}
      testId="orders-table"
      search
      empty={t('orders.list.empty')}
      filters={[
        listFilter('status', t('orders.list.statusFilter'), orderStatuses, (s) => t(`orders.status.${s}`)),
        listFilter('type', t('orders.list.typeFilter'), productTypes, (s) => t(`products.type.${s}`)),
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
          // A name of a few words stays readable on a phone: the table scrolls sideways instead.
          render: (o) => (
            <span style={{ display: 'inline-block', minWidth: 160 }}>{o.productName[lang] || o.productName.en}</span>
          ),
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
  );
}

import type { MyUser } from '@cadeau/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch, type StubCall } from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { orderKeys } from '../api/orders';
import {
  aGiver,
  anAdmin,
  anOrder,
  aSeller,
  axeViolations,
  CAMPAIGN_ID,
  GIVER_ORG_ID,
  idOf,
  ORDER_ID,
  PRODUCT_ID,
  renderPage,
} from '../test/render';
import OrdersPage from './OrdersPage';

const list = (items: unknown[]) => (call: StubCall) => ({
  status: 200,
  body: { items, page: Number(call.query.page), pageSize: Number(call.query.pageSize), total: items.length },
});
const queries = (calls: StubCall[]) => calls.filter((c) => c.path === '/api/order').map((c) => c.query);

describe('the order list', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  const open = (url = '/cockpit/orders') =>
    renderPage(<OrdersPage />, {
      path: '/cockpit/orders',
      url,
      otherRoutes: { '/cockpit/orders/:orderId': <p>the order page</p> },
    });

  it("shows a seller its products' orders, newest first, sorted and filtered by the server", async () => {
    setMyUser(aSeller());
    api = stubFetch({
      'GET /api/order': list([
        anOrder(),
        anOrder({
          id: idOf(2),
          number: 'AB12C-DE34F',
          type: 'digital',
          status: 'shipped',
          address: null,
          city: null,
          productName: { de: 'Kinogutschein', en: 'Cinema voucher' },
        }),
      ]),
    });
    open();
    const rows = await screen.findAllByTestId('orders-table-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'K7M2Q-9XZ4H' })).toHaveAttribute(
      'href',
      `/cockpit/orders/${ORDER_ID}`,
    );
    expect(within(rows[0]).getByText('Coffee beans')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Zürich')).toBeInTheDocument();
    // The date as spec section 9 writes it in English: mm/dd/yy.
    expect(within(rows[0]).getByText('11/24/26')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('order-status')).toHaveTextContent('Placed');
    expect(within(rows[1]).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(within(rows[1]).getByText('Digital')).toBeInTheDocument();
    expect(queries(api.calls)[0]).toMatchObject({ scope: 'own', sort: 'placedAt', order: 'desc', language: 'en' });
    // Only platform administrators see whose orders they are.
    expect(screen.queryByRole('columnheader', { name: 'Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Giver' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'City' }));
    await waitFor(() => expect(queries(api.calls).at(-1)).toMatchObject({ sort: 'city', page: '1' }));
    await chooseOption(screen.getByLabelText('Status'), 'Placed');
    await waitFor(() => expect(queries(api.calls).at(-1)).toMatchObject({ status: 'placed', page: '1' }));
    await chooseOption(screen.getByLabelText('Type'), 'Donation');
    await waitFor(() => expect(queries(api.calls).at(-1)).toMatchObject({ status: 'placed', type: 'donation' }));
    const searchBox = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(searchBox, { target: { value: ' K7M2Q ' } });
    fireEvent.submit(searchBox.closest('form')!);
    await waitFor(() => expect(queries(api.calls).at(-1)).toMatchObject({ q: 'K7M2Q', page: '1' }));

    fireEvent.click(within(screen.getAllByTestId('orders-table-row')[0]).getByRole('link', { name: 'K7M2Q-9XZ4H' }));
    expect(await screen.findByText('the order page')).toBeInTheDocument();
  });

  it("narrows a giver's list to one campaign from a row, says which, and widens it again", async () => {
    setMyUser(aGiver());
    api = stubFetch({ 'GET /api/order': list([anOrder({ address: null })]) });
    open();
    const row = (await screen.findAllByTestId('orders-table-row'))[0];
    expect(within(row).getByText('Zürich')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Only the orders of Summer thanks' }));
    await waitFor(() => expect(queries(api.calls).at(-1)).toMatchObject({ campaignId: CAMPAIGN_ID, page: '1' }));
    expect(screen.getByTestId('orders-filter-campaignId')).toHaveTextContent('Campaign: Summer thanks');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show the orders of every campaign' }));
    // Back to the first list (answered from the cache, so maybe no new call): no campaign filter shown or sent.
    await waitFor(() => expect(screen.queryByTestId('orders-filter-campaignId')).not.toBeInTheDocument());
    expect(
      within(screen.getAllByTestId('orders-table-row')[0]).getByRole('button', { name: /Only the orders/ }),
    ).toBeInTheDocument();
    expect(queries(api.calls).filter((q) => !q.campaignId)).not.toHaveLength(0);
  });

  it('opens filtered by a link (?campaignId=…&status=…), naming the campaign from the answer, in German', async () => {
    await i18n.changeLanguage('de');
    setMyUser(aGiver());
    api = stubFetch({ 'GET /api/order': list([anOrder({ address: null, status: 'shipped' })]) });
    open(`/cockpit/orders?campaignId=${CAMPAIGN_ID.toUpperCase()}&status=shipped`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellungen' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queries(api.calls)[0]).toMatchObject({ campaignId: CAMPAIGN_ID, status: 'shipped', language: 'de' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('orders-filter-campaignId')).toHaveTextContent('Kampagne: Summer thanks'),
    );
    const row = (await screen.findAllByTestId('orders-table-row'))[0];
    // German dates: dd.mm.yy.
    expect(within(row).getByText('24.11.26')).toBeInTheDocument();
    expect(within(row).getByTestId('order-status')).toHaveTextContent('Versandt');
  });

  it("opens a seller's list for one gift from the product's link, and ignores what is no id or not the seller's", async () => {
    setMyUser(aSeller());
    api = stubFetch({ 'GET /api/order': list([]) });
    open(`/cockpit/orders?productId=${PRODUCT_ID}&campaignId=nonsense&status=lost&organizationId=${GIVER_ORG_ID}`);
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(queries(api.calls)[0]).toMatchObject({ productId: PRODUCT_ID });
    // Only platform administrators name an organisation; a link's other values are no ids or statuses.
    for (const ignored of ['campaignId', 'status', 'organizationId'])
      expect(queries(api.calls)[0][ignored]).toBeUndefined();
    // No order in the answer to name the gift by: the filter still shows, unnamed.
    expect(screen.getByTestId('orders-filter-productId')).toHaveTextContent('One gift');
    expect(screen.queryByTestId('orders-filter-campaignId')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the orders of every gift' }));
    await waitFor(() => expect(queries(api.calls).at(-1)?.productId).toBeUndefined());
    expect(screen.queryByTestId('orders-filter-productId')).not.toBeInTheDocument();
  });

  it('shows a platform administrator every order with the seller and giver columns (the all-orders list)', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ 'GET /api/order': list([anOrder()]) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'All orders' })).toBeInTheDocument();
    const row = (await screen.findAllByTestId('orders-table-row'))[0];
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Giver' })).toBeInTheDocument();
    expect(within(row).getByText('Seller AG')).toBeInTheDocument();
    expect(within(row).getByText('Giver AG')).toBeInTheDocument();
    expect(queries(api.calls)[0]).toMatchObject({ scope: 'all' });
    expect(await axeViolations()).toEqual([]);
  });

  it('opens the all-orders list for one organisation from a link and names it from the answer', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ 'GET /api/order': list([anOrder()]) });
    open(`/cockpit/orders?organizationId=${GIVER_ORG_ID}`);
    // Unnamed until the answer is there, then named after the organisation of its orders.
    await waitFor(() =>
      expect(screen.getByTestId('orders-filter-organizationId')).toHaveTextContent('Organisation: Giver AG'),
    );
    expect(queries(api.calls)[0]).toMatchObject({ scope: 'all', organizationId: GIVER_ORG_ID });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows someone the server refuses the refusal and the way back, not an empty list', async () => {
    // An organisation with neither feature: the server refuses its own scope.
    setMyUser(
      aUser({
        organizations: [{ id: idOf(5), name: 'Plain AG', status: 'approved', roles: ['admin'], features: [] }],
        currentOrganizationId: idOf(5),
      }) as MyUser,
    );
    api = stubFetch({ 'GET /api/order': { status: 403, body: { message: 'error.forbidden' } } });
    open();
    const refusal = await screen.findByTestId('orders-no-access');
    expect(within(refusal).getByRole('heading', { name: 'No access to orders' })).toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: /To the dashboard/ })).toHaveAttribute(
      'href',
      '/cockpit/dashboard',
    );
    expect(screen.queryByTestId('orders-table')).not.toBeInTheDocument();
    expect(queries(api.calls)).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows any other failure with a retry that asks again', async () => {
    setMyUser(aSeller());
    let failing = true;
    api = stubFetch({
      'GET /api/order': (call) =>
        failing ? { status: 503, body: { message: 'error.serviceUnavailable' } } : list([anOrder()])(call),
    });
    // The client retries a 5xx twice, a second apart; this test is about the page's answer, not the back-off.
    queryClient.setQueryDefaults(orderKeys.lists, { retry: false });
    try {
      open();
      const failure = await screen.findByTestId('orders-load-error');
      expect(failure).toHaveAttribute('role', 'alert');
      failing = false;
      fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
      expect(await screen.findAllByTestId('orders-table-row')).toHaveLength(1);
    } finally {
      queryClient.setQueryDefaults(orderKeys.lists, {});
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { toasts } from '@cadeau/ui/toast';
import { stubFetch, type StubCall } from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { aGiver, anAdmin, anOrder, aSeller, axeViolations, ORDER_ID, PRODUCT_ID, renderPage } from '../test/render';
import OrderPage from './OrderPage';

const base = `/api/order/${ORDER_ID}`;
const posts = (calls: StubCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('an order', () => {
  let api: ReturnType<typeof stubFetch>;
  let order: Order;
  /** The server's guard, as svc-catalog answers POST …/status: the order as it is now. */
  const transition = (call: StubCall) => {
    const body = call.body as Pick<Order, 'status'> & {
      fulfilment?: string;
      reason?: string;
      carrier?: Order['carrier'];
      trackingNumber?: string;
    };
    const at = '2026-11-25T08:15:00.000Z';
    const next: Record<string, Order['status'][]> = { shipped: ['done'], done: [], canceled: [] };
    order = {
      ...order,
      status: body.status,
      [`${body.status}At`]: at,
      fulfilment: body.fulfilment ?? order.fulfilment,
      cancelReason: body.reason ?? order.cancelReason,
      carrier: body.carrier ?? order.carrier,
      trackingNumber: body.trackingNumber ?? order.trackingNumber,
      nextStatuses: next[body.status],
      updatedAt: at,
    };
    return { status: 200, body: order };
  };
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    await i18n.changeLanguage('en');
  });
  const open = (routes: Parameters<typeof stubFetch>[0] = {}) => {
    api = stubFetch({ [`GET ${base}`]: () => ({ status: 200, body: order }), ...routes });
    return renderPage(<OrderPage />, {
      path: '/cockpit/orders/:orderId',
      url: `/cockpit/orders/${ORDER_ID}`,
      otherRoutes: { '/cockpit/orders': <p>the list</p> },
    });
  };

  it('shows the seller what to send where, marks it shipped and then done, with the history growing', async () => {
    setMyUser(aSeller());
    order = anOrder();
    open({ [`POST ${base}/status`]: transition });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order K7M2Q-9XZ4H Placed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-product')).toHaveTextContent('Coffee beans (P-0001, version 2)');
    expect(within(screen.getByTestId('order-product')).getByRole('link')).toHaveAttribute(
      'href',
      `/cockpit/products/${PRODUCT_ID}`,
    );
    expect(screen.getByTestId('order-price')).toHaveTextContent('CHF 49.90');
    expect(screen.getByTestId('order-delivery-days')).toHaveTextContent('3 days');
    expect(screen.getByTestId('order-expected-by')).toHaveTextContent(/^11\/27\/26$/);
    const address = screen.getByTestId('order-address');
    expect(address).toHaveTextContent('Rita Recipient');
    expect(address).toHaveTextContent('c/o Muster AG');
    expect(address).toHaveTextContent('Bahnhofstrasse 12a');
    expect(address).toHaveTextContent('8001 Zürich');
    expect(screen.getByTestId('order-email')).toHaveTextContent('rita@example.ch');
    // Stored in E.164, shown grouped once the rule's chunk has arrived (issue 23).
    await waitFor(() => expect(screen.getByTestId('order-phone')).toHaveTextContent('+41 44 123 45 67'));
    expect(screen.getByRole('img', { name: 'QR code of the order number K7M2Q-9XZ4H' })).toHaveAttribute(
      'data-value',
      'K7M2Q-9XZ4H',
    );
    expect(screen.getByRole('link', { name: 'Download the QR code (PNG)' })).toHaveAttribute(
      'href',
      `/api/order/${ORDER_ID}/qr.png`,
    );
    expect(within(screen.getByTestId('order-history')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByTestId('order-action-done')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // Neither can be undone: each asks first and says what follows (issue 23).
    fireEvent.click(screen.getByTestId('order-action-shipped'));
    const ask = await screen.findByTestId('confirm-order-status');
    expect(ask).toHaveTextContent('The recipient is told by e-mail that the gift is on its way.');
    expect(posts(api.calls)).toEqual([]);
    // The parcel's carrier and tracking number, both optional, go with it; a number out of the rule stops it.
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: 'RR<1>' } });
    fireEvent.click(screen.getByTestId('confirm-order-status-ok'));
    expect(await within(dialog).findByText(/A tracking number has at most 64 letters/)).toBeInTheDocument();
    expect(posts(api.calls)).toEqual([]);
    await chooseOption(within(dialog).getByLabelText('Carrier (optional)'), 'Swiss Post');
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), {
      target: { value: ' 99.00.123456.12345678 ' },
    });
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-order-status-ok'));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped'));
    expect(posts(api.calls)).toEqual([
      { status: 'shipped', carrier: 'swissPost', trackingNumber: '99.00.123456.12345678' },
    ]);
    const shipment = screen.getByTestId('order-history-shipment');
    expect(shipment).toHaveTextContent('Carrier: Swiss Post');
    expect(shipment).toHaveTextContent('Tracking number: 99.00.123456.12345678');
    expect(within(shipment).getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
      'href',
      'https://service.post.ch/ekp-web/ui/entry/search/99.00.123456.12345678',
    );
    expect(toasts.list().map((t) => t.summary)).toContain('The order is marked shipped.');
    // Shipped: done is next, canceling no longer.
    expect(screen.queryByTestId('order-action-canceled')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-history-shipped')).toHaveTextContent('11/25/26');

    await waitFor(() => expect(screen.queryByTestId('confirm-order-status')).not.toBeInTheDocument());
    fireEvent.click(screen.getByTestId('order-action-done'));
    expect(await screen.findByTestId('confirm-order-status')).toHaveTextContent('Done is final');
    fireEvent.click(screen.getByTestId('confirm-order-status-ok'));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Done'));
    expect(posts(api.calls)).toEqual([
      { status: 'shipped', carrier: 'swissPost', trackingNumber: '99.00.123456.12345678' },
      { status: 'done' },
    ]);
    // A final order has nothing left to do.
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('order-history'))
        .getAllByRole('listitem')
        .map((li) => li.dataset.testid),
    ).toEqual(['order-history-placed', 'order-history-shipped', 'order-history-done']);
  });

  it('ships a digital order only with what the recipient receives, which it then shows', async () => {
    setMyUser(aSeller());
    order = anOrder({ type: 'digital', address: null, city: null });
    open({ [`POST ${base}/status`]: transition });
    expect(await screen.findByTestId('order-fulfilment')).toHaveTextContent(
      'Sent to the recipient when the order is marked shipped.',
    );
    expect(screen.getByTestId('order-recipient')).toHaveTextContent('A digital gift: delivered by e-mail');
    expect(screen.queryByTestId('order-expected-by')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('order-action-shipped'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ship order K7M2Q-9XZ4H');
    fireEvent.click(within(dialog).getByTestId('confirm-ship'));
    expect(await within(dialog).findByText('Please enter what the recipient receives.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What the recipient receives')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api.calls)).toEqual([]);
    expect(await axeViolations(dialog)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('What the recipient receives'), {
      target: { value: '  Code CINE-4711, valid until 12/31/27  ' },
    });
    fireEvent.click(within(dialog).getByTestId('confirm-ship'));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped'));
    expect(posts(api.calls)).toEqual([{ status: 'shipped', fulfilment: 'Code CINE-4711, valid until 12/31/27' }]);
    expect(screen.getByTestId('order-fulfilment-text')).toHaveTextContent('Code CINE-4711, valid until 12/31/27');
    expect(toasts.list().map((t) => t.summary)).toContain(
      'The order is marked shipped; the recipient receives it by e-mail.',
    );
  });

  it("keeps the dialog open and puts the server's refusal of the text at the field", async () => {
    setMyUser(aSeller());
    order = anOrder({ type: 'digital', address: null, city: null });
    open({
      // svc-catalog's answer to a shipment without what the recipient receives (domain/order-status.ts).
      [`POST ${base}/status`]: {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['fulfilment'], message: 'error.order.fulfilmentRequired' }] },
      },
    });
    fireEvent.click(await screen.findByTestId('order-action-shipped'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('What the recipient receives'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByTestId('confirm-ship'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter what the recipient receives (a voucher code, a link, …) to ship a digital gift.',
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Placed');
    // The text changed: the server's message leaves the field.
    fireEvent.change(within(dialog).getByLabelText('What the recipient receives'), { target: { value: 'Code 1' } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels only after a confirmation, with the reason kept, and shows it in the history', async () => {
    setMyUser(aSeller());
    order = anOrder();
    open({ [`POST ${base}/status`]: transition });
    fireEvent.click(await screen.findByTestId('order-action-canceled'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel order K7M2Q-9XZ4H?');
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api.calls)).toEqual([]);

    fireEvent.click(screen.getByTestId('order-action-canceled'));
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('Reason (optional)'), { target: { value: ' Out of stock ' } });
    fireEvent.click(within(again).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Canceled'));
    expect(posts(api.calls)).toEqual([{ status: 'canceled', reason: 'Out of stock' }]);
    expect(screen.getByTestId('order-history-canceled')).toHaveTextContent('Reason: Out of stock');
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-expected-by')).not.toBeInTheDocument();
  });

  it("tells a seller's member who may not change orders who does, and says nothing once the order is final", async () => {
    const designer = aSeller();
    designer.organizations = designer.organizations.map((o) => ({ ...o, roles: ['designer'] }));
    setMyUser(designer);
    order = anOrder({ nextStatuses: [] });
    const view = open();
    expect(await screen.findByTestId('order-read-only')).toHaveTextContent(
      'Your organisation’s administrators and managers ship and finish orders',
    );
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
    // The address is the seller's to read all the same.
    expect(screen.getByTestId('order-address')).toHaveTextContent('8001 Zürich');
    view.unmount();
    api.restore();
    queryClient.clear();
    order = anOrder({ status: 'done', doneAt: '2026-11-26T10:00:00.000Z', nextStatuses: [] });
    open();
    expect(await screen.findByTestId('order-history-done')).toBeInTheDocument();
    expect(screen.queryByTestId('order-read-only')).not.toBeInTheDocument();
  });

  it('shows a refused change (someone changed the order meanwhile) as an error toast', async () => {
    setMyUser(aSeller());
    order = anOrder();
    open({ [`POST ${base}/status`]: { status: 409, body: { message: 'error.order.invalidStatus' } } });
    fireEvent.click(await screen.findByTestId('order-action-shipped'));
    fireEvent.click(await screen.findByTestId('confirm-order-status-ok'));
    await waitFor(() => expect(toasts.list().map((t) => t.severity)).toContain('error'));
    expect(screen.getByTestId('order-status')).toHaveTextContent('Placed');
  });

  it('shows a giver a shipped digital order without what the recipient received', async () => {
    setMyUser(aGiver());
    order = anOrder({
      type: 'digital',
      status: 'shipped',
      shippedAt: '2026-11-25T08:15:00.000Z',
      address: null,
      city: null,
      email: null,
      fulfilment: null,
      nextStatuses: [],
    });
    open();
    expect(await screen.findByTestId('order-history-shipped')).toBeInTheDocument();
    expect(screen.queryByTestId('order-fulfilment')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
  });

  it('shows a giver the city only, no actions and no link into the seller’s products, in German', async () => {
    await i18n.changeLanguage('de');
    setMyUser(aGiver());
    order = anOrder({ address: null, email: null, nextStatuses: [] });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung K7M2Q-9XZ4H Bestellt' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-city')).toHaveTextContent('Zürich');
    expect(screen.getByTestId('order-recipient')).toHaveTextContent('Schenker sehen von einer Lieferung nur den Ort');
    expect(screen.queryByTestId('order-address')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-read-only')).toHaveTextContent('Der Anbieter versendet dieses Geschenk');
    expect(within(screen.getByTestId('order-product')).queryByRole('link')).not.toBeInTheDocument();
    // German dates and Swiss money.
    expect(screen.getByTestId('order-placed-at')).toHaveTextContent(/^24\.11\.26 \d{2}:\d{2}$/);
    expect(screen.getByTestId('order-price')).toHaveTextContent('CHF 49.90');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a donation as done with the donated amount and nothing to deliver, and the administrator both organisations', async () => {
    setMyUser(anAdmin());
    order = anOrder({
      type: 'donation',
      status: 'done',
      doneAt: '2026-11-24T09:30:00.000Z',
      address: null,
      city: null,
      deliveryDays: 0,
      shippingRappen: 0,
      priceRappen: 250000,
      nextStatuses: [],
      productName: { de: 'Spende an die Winterhilfe', en: 'Donation to Winter Aid' },
    });
    open();
    expect(await screen.findByTestId('order-type')).toHaveTextContent('Donation');
    expect(screen.getByText('Donated amount')).toBeInTheDocument();
    expect(screen.getByTestId('order-price')).toHaveTextContent("CHF 2'500.00");
    expect(screen.getByTestId('order-recipient')).toHaveTextContent('A donation: nothing is delivered');
    expect(screen.queryByTestId('order-delivery-days')).not.toBeInTheDocument();
    expect(screen.getByText('Seller AG')).toBeInTheDocument();
    expect(screen.getByText('Giver AG')).toBeInTheDocument();
    expect(screen.queryByTestId('order-fulfilment')).not.toBeInTheDocument();
  });

  it('answers an order the user may not see (or that does not exist) with the not-found state and the way back', async () => {
    setMyUser(aGiver());
    api = stubFetch({ [`GET ${base}`]: { status: 404, body: { message: 'error.order.notFound' } } });
    renderPage(<OrderPage />, {
      path: '/cockpit/orders/:orderId',
      url: `/cockpit/orders/${ORDER_ID}`,
      otherRoutes: { '/cockpit/orders': <p>the list</p> },
    });
    const state = await screen.findByTestId('not-found-state');
    fireEvent.click(within(state).getByRole('link', { name: /Back to the orders/ }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });
});

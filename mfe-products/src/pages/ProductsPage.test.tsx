import type { MyUser } from '@cadeau/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch, type StubCall } from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { aProduct, aSeller, anAdmin, axeViolations, idOf, renderPage } from '../test/render';
import { productKeys } from '../api/products';
import ProductsPage from './ProductsPage';

const list = (items: unknown[]) => (call: StubCall) => ({
  status: 200,
  body: { items, page: Number(call.query.page), pageSize: Number(call.query.pageSize), total: items.length },
});
const queries = (calls: StubCall[]) => calls.filter((c) => c.path === '/api/product/list').map((c) => c.query);

describe('the product list', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  const open = (url = '/cockpit/products') =>
    renderPage(<ProductsPage />, {
      path: '/cockpit/products',
      url,
      otherRoutes: {
        '/cockpit/products/new': <p>new product page</p>,
        '/cockpit/products/:productId/edit': <p>the editor</p>,
      },
    });

  it("shows a seller their organisation's products, sorted by the server, with status tags and the way to a new one", async () => {
    setMyUser(aSeller());
    api = stubFetch({
      'GET /api/product/list': list([
        aProduct(),
        aProduct({ id: idOf(2), number: 'P-0002', status: 'rejected', name: { de: 'Tee', en: 'Tea' } }),
      ]),
    });
    open();
    const rows = await screen.findAllByTestId('products-table-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Coffee beans' })).toHaveAttribute(
      'href',
      `/cockpit/products/${aProduct().id}`,
    );
    expect(within(rows[0]).getByText('CHF 49.90')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('product-status')).toHaveTextContent('Rejected');
    expect(queries(api.calls)[0]).toMatchObject({ scope: 'own', sort: 'updatedAt', order: 'desc', language: 'en' });
    // Sellers have no seller column and no review queue.
    expect(screen.queryByRole('columnheader', { name: 'Seller' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('to-review')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(queries(api.calls).at(-1)).toMatchObject({ sort: 'price', page: '1' }));
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByTestId('new-product'));
    expect(await screen.findByText('new product page')).toBeInTheDocument();
  });

  it('creates a draft from a template the seller chooses, and opens it in the editor', async () => {
    setMyUser(aSeller());
    const template = aProduct({ status: 'approved' });
    api = stubFetch({
      'GET /api/product/list': list([template]),
      [`POST /api/product/${template.id}/create-template`]: {
        status: 200,
        body: aProduct({ id: idOf(9), number: 'P-0009' }),
      },
    });
    open();
    await screen.findAllByTestId('products-table-row');
    fireEvent.click(screen.getByTestId('new-from-template'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('template-create'));
    expect(await within(dialog).findByText('Please choose a template.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await chooseOption(within(dialog).getByLabelText('Template'), 'P-0001 · Coffee beans');
    fireEvent.click(within(dialog).getByTestId('template-create'));
    expect(await screen.findByText('the editor')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/product/${template.id}/create-template`,
    ]);
    // The dialog lists the seller's own products, by name.
    expect(queries(api.calls).some((q) => q.scope === 'own' && q.sort === 'name')).toBe(true);
  });

  it('shows a platform administrator every organisation with the seller column, and the review queue', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ 'GET /api/product/list': list([aProduct({ status: 'pending' })]) });
    open();
    const row = (await screen.findAllByTestId('products-table-row'))[0];
    expect(within(row).getByText('Seller AG')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toBeInTheDocument();
    expect(queries(api.calls)[0]).toMatchObject({ scope: 'all' });
    expect(screen.queryByTestId('new-product')).not.toBeInTheDocument();

    const toReview = screen.getByTestId('to-review');
    expect(toReview).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toReview);
    await waitFor(() => expect(queries(api.calls).at(-1)).toMatchObject({ scope: 'all', status: 'pending' }));
    expect(screen.getByTestId('to-review')).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('opens with the review queue from a link (?status=pending) in German', async () => {
    await i18n.changeLanguage('de');
    setMyUser(anAdmin());
    api = stubFetch({ 'GET /api/product/list': list([]) });
    open('/cockpit/products?status=pending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle Produkte' })).toBeInTheDocument();
    await waitFor(() => expect(queries(api.calls)[0]).toMatchObject({ status: 'pending', language: 'de' }));
    // The queue is the list filtered by status: empty, it says so and offers to clear the filter (issue 23).
    expect(await screen.findByText('Keine Einträge passen zu den gewählten Filtern.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();
  });
  it('shows a giver who opens the address the refusal, not an empty list, and the way back to the dashboard', async () => {
    // aUser is a giver organisation's administrator: no seller feature, so the server refuses the own scope.
    setMyUser(aUser() as MyUser);
    api = stubFetch({ 'GET /api/product/list': { status: 403, body: { message: 'error.forbidden' } } });
    open();
    const refusal = await screen.findByTestId('products-no-access');
    expect(within(refusal).getByRole('heading', { name: 'No access to products' })).toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: /To the dashboard/ })).toHaveAttribute(
      'href',
      '/cockpit/dashboard',
    );
    expect(screen.queryByText('No products yet.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('products-table')).not.toBeInTheDocument();
    // Asking again would answer the same: no retry, and the client asked once.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(queries(api.calls)).toHaveLength(1);
    expect(screen.queryByTestId('new-product')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows any other failure of the list with a retry that asks again', async () => {
    setMyUser(aSeller());
    let failing = true;
    api = stubFetch({
      'GET /api/product/list': (call) =>
        failing ? { status: 503, body: { message: 'error.serviceUnavailable' } } : list([aProduct()])(call),
    });
    // The client retries a 5xx twice, a second apart; this test is about the page's answer, not the back-off.
    queryClient.setQueryDefaults(productKeys.lists, { retry: false });
    try {
      open();
      const failure = await screen.findByTestId('products-load-error');
      expect(failure).toHaveAttribute('role', 'alert');
      expect(screen.queryByTestId('products-no-access')).not.toBeInTheDocument();
      failing = false;
      fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
      expect(await screen.findAllByTestId('products-table-row')).toHaveLength(1);
    } finally {
      queryClient.setQueryDefaults(productKeys.lists, {});
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { toasts } from '@cadeau/ui/toast';
import { stubFetch } from '@cadeau/ui/testing';
import { aProduct, aSeller, anAdmin, axeViolations, idOf, PRODUCT_ID, renderPage } from '../test/render';
import ProductPage from './ProductPage';

const base = `/api/product/${PRODUCT_ID}`;

describe('a product', () => {
  let api: ReturnType<typeof stubFetch>;
  let product: ProductDetail;
  const answer = (change: Partial<ProductDetail>) => () => {
    product = { ...product, ...change };
    return { status: 200, body: product };
  };
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    await i18n.changeLanguage('en');
  });
  const open = (routes: Parameters<typeof stubFetch>[0] = {}) => {
    api = stubFetch({
      [`GET ${base}`]: () => ({ status: 200, body: product }),
      'GET /api/audit': { status: 200, body: { items: [], page: 1, pageSize: 50, total: 0 } },
      ...routes,
    });
    return renderPage(<ProductPage />, {
      path: '/cockpit/products/:productId',
      url: `/cockpit/products/${PRODUCT_ID}`,
      otherRoutes: {
        '/cockpit/products': <p>the list</p>,
        '/cockpit/products/:productId/edit': <p>the editor</p>,
      },
    });
  };

  it('shows the seller the rejection reason first and lets them correct and publish the product again', async () => {
    setMyUser(aSeller());
    product = aProduct({ status: 'rejected', statusReason: 'The images show another product.' });
    open({ [`POST ${base}/publish`]: answer({ status: 'pending', statusReason: null }) });
    const reason = await screen.findByTestId('status-reason');
    expect(reason).toHaveTextContent('Rejected by the platform');
    expect(within(reason).getByTestId('status-reason-text')).toHaveTextContent('The images show another product.');
    // The reason comes before the actions and facts in the reading order.
    expect(reason.compareDocumentPosition(screen.getByTestId('product-actions'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByTestId('product-vat')).toHaveTextContent('CHF 1.26 (2.6 %)');
    // Never approved, never offered: no orders to look for.
    expect(screen.queryByTestId('product-orders')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByTestId('action-publish'));
    await waitFor(() => expect(screen.getByTestId('product-status')).toHaveTextContent('In review'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === `${base}/publish`)).toBe(true);
    expect(screen.queryByTestId('status-reason')).not.toBeInTheDocument();
    // Nothing to do for the seller while the platform reviews.
    expect(screen.queryByTestId('product-actions')).not.toBeInTheDocument();
    expect(toasts.list().map((t) => t.summary)).toContain('The product is published for review.');
  });

  it('opens the editor of a draft and deletes it only after a confirmation', async () => {
    setMyUser(aSeller());
    product = aProduct();
    open({ [`PUT ${base}/delete`]: answer({ status: 'deleted' }) });
    fireEvent.click(await screen.findByTestId('action-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Coffee beans?');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-action'));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([`${base}/delete`]);
  });

  it('offers an approved product a new version, which opens in the editor, and pausing', async () => {
    setMyUser(aSeller());
    product = aProduct({ status: 'approved' });
    const draft = aProduct({ id: idOf(2), version: 2, status: 'draft' });
    open({
      [`POST ${base}/version`]: { status: 200, body: draft },
      [`PUT ${base}/pause`]: answer({ status: 'paused' }),
    });
    expect(await screen.findByTestId('action-newVersion')).toBeInTheDocument();
    expect(screen.queryByTestId('action-edit')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('action-pause'));
    await waitFor(() => expect(screen.getByTestId('product-status')).toHaveTextContent('Paused'));
    expect(api.calls.find((c) => c.path === `${base}/pause`)?.body).toEqual({ paused: true });
    expect(screen.getByTestId('action-resume')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('action-newVersion'));
    expect(await screen.findByText('the editor')).toBeInTheDocument();
  });

  it('lets a platform administrator reject a pending product only with a reason, which is sent', async () => {
    setMyUser(anAdmin());
    product = aProduct({ status: 'pending' });
    open({
      [`POST ${base}/approve`]: (call) => {
        const body = call.body as { decision: string; reason?: string };
        product = { ...product, status: 'rejected', statusReason: body.reason ?? null };
        return { status: 200, body: product };
      },
    });
    fireEvent.click(await screen.findByTestId('action-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await axeViolations(dialog)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Blurry images ' } });
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    await waitFor(() => expect(screen.getByTestId('product-status')).toHaveTextContent('Rejected'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'reject', reason: 'Blurry images' });
    expect(screen.getByTestId('status-reason-text')).toHaveTextContent('Blurry images');
  });

  it('lets a platform administrator approve, and shows the seller and the recorded changes', async () => {
    setMyUser(anAdmin());
    product = aProduct({ status: 'pending' });
    open({
      [`POST ${base}/approve`]: answer({ status: 'approved' }),
      'GET /api/audit': {
        status: 200,
        body: {
          items: [
            {
              id: idOf(70),
              action: 'update',
              entity: 'product',
              entityId: PRODUCT_ID,
              organizationId: null,
              user: { id: idOf(71), name: 'Sam Seller', email: 'seller@cadeau.test' },
              value: { status: { from: 'draft', to: 'pending' } },
              ip: null,
              createdAt: '2026-11-21T10:00:00.000Z',
            },
          ],
          page: 1,
          pageSize: 50,
          total: 1,
        },
      },
    });
    expect(await screen.findByTestId('audit-entry')).toHaveTextContent(
      'Changed (Status: Draft → In review) by Sam Seller',
    );
    expect(api.calls.find((c) => c.path === '/api/audit')?.query).toMatchObject({
      entity: 'product',
      entityId: PRODUCT_ID,
    });
    expect(screen.getByText('Seller AG')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('action-approve'));
    // Approving cannot be undone: the dialog says what it does, and only its own button approves (issue 23).
    const dialog = await screen.findByRole('dialog', { name: /^Approve .*\?$/ });
    expect(within(dialog).getByTestId('confirm-approve')).toHaveTextContent(
      'Givers can then choose the product for their campaigns, and the seller is told.',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-approve-ok'));
    await waitFor(() => expect(screen.getByTestId('product-status')).toHaveTextContent('Approved'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'approve' });
    expect(screen.queryByTestId('action-approve')).not.toBeInTheDocument();
    expect(screen.getByTestId('action-block')).toBeInTheDocument();
  });

  it("previews the product as a recipient sees it, without prices, in either language, and lists the group's versions", async () => {
    setMyUser(
      aSeller({
        organizations: [
          { id: aProduct().organizationId, name: 'Seller AG', status: 'approved', roles: [], features: ['seller'] },
        ],
      }),
    );
    product = aProduct({
      status: 'approved',
      version: 2,
      versions: [
        { id: idOf(3), version: 3, status: 'draft', updatedAt: '2026-11-22T10:00:00.000Z', approvedAt: null },
        { id: PRODUCT_ID, version: 2, status: 'approved', updatedAt: '2026-11-21T10:00:00.000Z', approvedAt: null },
        { id: idOf(1), version: 1, status: 'replaced', updatedAt: '2026-11-20T10:00:00.000Z', approvedAt: null },
      ],
    });
    open();
    const preview = await screen.findByTestId('product-preview');
    expect(preview).toHaveTextContent('Coffee beans');
    expect(preview).toHaveTextContent('Delivered within 3 days');
    expect(preview).not.toHaveTextContent('CHF');
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(screen.getByTestId('product-preview')).toHaveTextContent('Kaffeebohnen');
    expect(screen.getByTestId('product-preview')).toHaveTextContent('Lieferung innert 3 Tagen');
    fireEvent.click(within(screen.getByTestId('product-preview')).getByRole('button', { name: 'Bild 2 zeigen' }));
    expect(
      within(screen.getByTestId('product-preview')).getByRole('button', { name: 'Bild 2 zeigen' }),
    ).toHaveAttribute('aria-pressed', 'true');

    const versions = screen.getAllByTestId('product-version');
    expect(versions).toHaveLength(3);
    expect(within(versions[0]).getByRole('link', { name: 'Version 3' })).toHaveAttribute(
      'href',
      `/cockpit/products/${idOf(3)}`,
    );
    expect(versions[1]).toHaveTextContent('Version 2 (shown)');
    // Not an organisation admin: no history panel (GET /audit would refuse it).
    expect(api.calls.some((c) => c.path === '/api/audit')).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a charity's donation with the donated amount, without shipping and delivery time, in either language", async () => {
    setMyUser(aSeller());
    product = aProduct({
      type: 'donation',
      status: 'approved',
      name: { de: 'Spende an die Winterhilfe', en: 'Donation to Winter Aid' },
      priceRappen: 2500,
      shippingRappen: 0,
      deliveryDays: 0,
      warranty: 'A donation receipt comes once a year.',
      approvedAt: '2026-11-21T10:00:00.000Z',
    });
    open();
    expect(await screen.findByTestId('product-price')).toHaveTextContent('CHF 25.00');
    expect(screen.getByText('Donated amount')).toBeInTheDocument();
    expect(screen.getByText('Donation')).toBeInTheDocument();
    expect(screen.getByText('About the donation')).toBeInTheDocument();
    expect(screen.queryByText('Shipping (incl. VAT)')).not.toBeInTheDocument();
    expect(screen.queryByTestId('product-delivery-days')).not.toBeInTheDocument();
    expect(screen.getByTestId('preview-delivery')).toHaveTextContent('A donation: nothing is delivered');
    // Approved once, so it may have been ordered: the way to its orders.
    expect(screen.getByRole('link', { name: 'The orders of this version' })).toHaveAttribute(
      'href',
      `/cockpit/orders?productId=${PRODUCT_ID}`,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(screen.getByTestId('preview-delivery')).toHaveTextContent('Eine Spende: Es wird nichts geliefert');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the not-found state for a product of another organisation', async () => {
    setMyUser(aSeller());
    api = stubFetch({ [`GET ${base}`]: { status: 404, body: { message: 'error.product.notFound' } } });
    renderPage(<ProductPage />, { path: '/cockpit/products/:productId', url: `/cockpit/products/${PRODUCT_ID}` });
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the products/ })).toHaveAttribute('href', '/cockpit/products');
  });
});

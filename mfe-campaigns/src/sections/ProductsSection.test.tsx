import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { renderPage } from '../test/render';
import {
  aCatalogProduct,
  aGiver,
  aWorkspaceCampaign,
  axeViolations,
  campaignSettings,
  idOf,
  pageOf,
} from '../test/workspace-fixtures';
import { useCampaign } from '../api/campaigns';
import { ProductsSection, physicalCount } from './ProductsSection';

const catalog = [
  aCatalogProduct(1),
  aCatalogProduct(2, { name: { de: 'Gutschein', en: 'Voucher' }, type: 'digital', priceRappen: 2500 }),
  aCatalogProduct(3, { name: { de: 'Tee', en: 'Tea' }, deliveryDays: 1 }),
  aCatalogProduct(4, { name: { de: 'Wein', en: 'Wine' }, organizationName: 'Weingut AG' }),
];

describe('the products of a campaign', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    setMyUser(aGiver());
  });
  const open = (campaign: CampaignDetail) =>
    renderPage(<ProductsSection campaign={campaign} />, { path: '/', url: '/' });
  const serve = (extra: Record<string, unknown> = {}) =>
    stubFetch({
      'GET /api/setting': { status: 200, body: campaignSettings() },
      'GET /api/product/list': pageOf(catalog),
      ...Object.fromEntries(
        catalog.map((p) => [`GET /api/product/${p.id}`, { status: 200, body: { ...p, versions: [] } }]),
      ),
      ...(extra as Record<string, never>),
    });

  it("offers the givers' catalog with image, seller, price in CHF and delivery time", async () => {
    api = serve();
    open(aWorkspaceCampaign());
    const rows = await screen.findAllByTestId('catalog-table-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByText('Product 1')).toBeInTheDocument();
    expect(within(rows[0]).getByText('CHF 49.90')).toBeInTheDocument();
    expect(within(rows[0]).getByText('3 days')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Seller AG')).toBeInTheDocument();
    expect(rows[0].querySelector('img')).toHaveAttribute('src', `/api/file/${idOf(101)}/list.jpeg`);
    expect(within(rows[2]).getByText('1 day')).toBeInTheDocument();
    const query = api.calls.find((c) => c.path === '/api/product/list')?.query;
    expect(query).toMatchObject({ scope: 'catalog', sort: 'name', order: 'asc', language: 'en' });
    expect(screen.getByText('No product selected yet.')).toBeInTheDocument();
    // Named apart from the recipients' list on the same page (axe landmark-unique).
    expect(screen.getByRole('search', { name: 'Search: Catalog' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages: Catalog' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('selects and deselects products, counts the physical ones against the maximum, and saves the choice', async () => {
    // The server may answer the products in another order: no change left to save.
    const saved = aWorkspaceCampaign({ productIds: [idOf(2), idOf(1)], version: 5 });
    api = serve({
      [`GET /api/campaign/${saved.id}`]: { status: 200, body: aWorkspaceCampaign() },
      'PUT /api/campaign': { status: 200, body: saved },
    });
    // As the workspace shows it: the campaign as the query holds it, which the save's answer replaces.
    function Live() {
      const { data } = useCampaign(saved.id);
      return data ? <ProductsSection campaign={data} /> : null;
    }
    renderPage(<Live />, { path: '/', url: '/' });
    await screen.findAllByTestId('catalog-table-row');
    expect(screen.getByTestId('save-products')).toBeDisabled();
    expect(screen.getByTestId('physical-count')).toHaveTextContent('Physical products: 0 of at most 2');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Product 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Voucher' }));
    expect(screen.getAllByTestId('selected-product').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Product 1'),
      expect.stringContaining('Voucher'),
    ]);
    expect(screen.getByTestId('physical-count')).toHaveTextContent('Physical products: 1 of at most 2');

    // A third physical product is one too many: said at once, before any save.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tea' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Wine' }));
    expect(screen.getByTestId('physical-count')).toHaveTextContent('Physical products: 3 of at most 2');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many physical products: at most 2 are allowed.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Tea' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Wine' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('save-products'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        id: saved.id,
        version: 4,
        productIds: [idOf(1), idOf(2)],
      }),
    );
    await waitFor(() => expect(screen.getByTestId('save-products')).toBeDisabled());
  });

  it('shows the chosen products the saved campaign holds, one no longer in the catalog as unavailable', async () => {
    const gone = idOf(99);
    api = serve({ [`GET /api/product/${gone}`]: { status: 404, body: { message: 'error.product.notFound' } } });
    open(
      aWorkspaceCampaign({
        productIds: [idOf(3), gone],
        issues: [{ key: 'error.product.invalidProducts', path: ['productIds'], section: 'products', params: {} }],
      }),
    );
    const chosen = await screen.findAllByTestId('selected-product');
    await waitFor(() => expect(chosen[0]).toHaveTextContent('Tea'));
    await waitFor(() => expect(chosen[1]).toHaveTextContent('no longer available'));
    expect(screen.getByRole('checkbox', { name: 'Select Tea' })).toBeChecked();
    // The saved campaign's rule violation stands at the products until the choice changes.
    expect(screen.getByRole('alert')).toHaveTextContent('The campaign contains products that are not approved.');
  });

  it('shows a campaign that may not be changed without the catalog', async () => {
    api = serve();
    open(aWorkspaceCampaign({ status: 'pending', actions: [], productIds: [idOf(1)] }));
    await waitFor(() => expect(screen.getByTestId('selected-product')).toHaveTextContent('Product 1'));
    expect(screen.queryByTestId('catalog-table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('counts only products whose type is known as physical', () => {
    const known = new Map([
      ['a', { type: 'physical' as const }],
      ['b', { type: 'digital' as const }],
    ]);
    expect(physicalCount(['a', 'b', 'c'], known)).toBe(1);
  });
});

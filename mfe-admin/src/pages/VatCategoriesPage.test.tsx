import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aVatCategory, stubFetch } from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { idOf, pagedList, queriesTo } from '../test/list-server';
import { renderPage } from '../test/render';
import VatCategoriesPage from './VatCategoriesPage';

// 30 categories: the first is the default and shipping one, every third outside the scope of VAT.
const categories = Array.from({ length: 30 }, (_v, i) =>
  aVatCategory({
    id: idOf(i),
    name: { de: `Satz ${i}`, en: `Rate ${i}` },
    isDefault: i === 0,
    isShipping: i === 0,
    outsideScope: i % 3 === 2,
    rateInForce: { rateBasisPoints: i % 3 === 2 ? 0 : 250 + i, validFrom: '2024-01-01' },
  }),
);
const matches = (c: (typeof categories)[number], q: Record<string, string>) =>
  (!q.isDefault || String(c.isDefault) === q.isDefault) &&
  (!q.outsideScope || String(c.outsideScope) === q.outsideScope) &&
  (!q.q || c.name.en.includes(q.q) || c.name.de.includes(q.q));

const PATH = '/api/vat-category/list';

describe('VAT categories (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({ [`GET ${PATH}`]: pagedList(categories, matches) });
  });
  afterEach(() => api.restore());

  const open = () =>
    renderPage(<VatCategoriesPage />, { path: '/cockpit/vat-categories', url: '/cockpit/vat-categories' });
  const rows = () => screen.getAllByTestId('vat-categories-table-row');
  const lastQuery = () => queriesTo(api.calls, PATH).at(-1);
  const header = (name: string) => screen.getByRole('columnheader', { name });

  it("asks for page 1 by English name and shows the server's rows: name, rate today, flags", async () => {
    open();
    expect(await screen.findByText('Rate 0')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH)).toEqual([{ page: '1', pageSize: '25', sort: 'nameEn', order: 'asc' }]);
    expect(rows()).toHaveLength(25);
    const first = within(rows()[0]!);
    expect(first.getByRole('link', { name: 'Rate 0' })).toHaveAttribute('href', `/cockpit/vat-categories/${idOf(0)}`);
    expect(first.getByTestId('vat-rate-in-force')).toHaveTextContent('2.5 % since 01/01/24');
    expect(first.getAllByTestId('vat-flag').map((f) => f.textContent)).toEqual(['Default', 'Shipping']);
    expect(within(rows()[2]!).getByTestId('vat-rate-in-force')).toHaveTextContent('0 % since');
    expect(within(rows()[2]!).getByText('Outside VAT scope')).toBeInTheDocument();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Rate today')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('30 entries')).toBeInTheDocument();
  });

  it('sorts by the rate, filters and searches on the server, each from page 1', async () => {
    open();
    await screen.findByText('Rate 0');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rate today' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '25', sort: 'rate', order: 'asc' }));

    await chooseOption(screen.getByLabelText('Outside VAT scope'), 'Yes');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', outsideScope: 'true' }));
    expect(await screen.findByText('10 entries')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Rate 29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'Rate 29', outsideScope: 'true' }));
    await waitFor(() => expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual(['Rate 29']));
  });

  it('opens an empty editor with "New VAT category"', async () => {
    renderPage(<VatCategoriesPage />, {
      path: '/cockpit/vat-categories',
      url: '/cockpit/vat-categories',
      otherRoutes: { '/cockpit/vat-categories/new': <p data-testid="new-editor" /> },
    });
    await screen.findByText('Rate 0');
    fireEvent.click(screen.getByRole('button', { name: 'New VAT category' }));
    expect(await screen.findByTestId('new-editor')).toBeInTheDocument();
  });

  it('speaks German: names, rates with a comma, sorted by the German name', async () => {
    await i18n.changeLanguage('de');
    open();
    expect(await screen.findByText('Satz 0')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH)).toEqual([{ page: '1', pageSize: '25', sort: 'nameDe', order: 'asc' }]);
    expect(screen.getByRole('heading', { name: 'MWST-Kategorien' })).toBeInTheDocument();
    const first = within(rows()[0]!);
    expect(first.getByTestId('vat-rate-in-force')).toHaveTextContent('2,5 % seit 01.01.24');
    expect(first.getAllByTestId('vat-flag').map((f) => f.textContent)).toEqual(['Standard', 'Versand']);
    expect(header('Satz heute')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neue MWST-Kategorie' })).toBeInTheDocument();
  });
});

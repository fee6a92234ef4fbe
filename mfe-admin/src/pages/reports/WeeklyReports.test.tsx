import { screen, waitFor, within } from '@testing-library/react';
import type { CampaignProductPlanning, ProductsPerWeek } from '@cadeau/contracts';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { typeWeek } from '@cadeau/ui/testing/render-page';
import { idOf, queriesTo } from '../../test/list-server';
import { renderPage } from '../../test/render';
import ProductPlanningPage from './ProductPlanningPage';
import ProductsPerWeekPage from './ProductsPerWeekPage';

// jsdom has no canvas: the chart is replaced by what it would draw (the tables beside it are real).
jest.mock('@cadeau/ui/charts', () => ({
  ...jest.requireActual('@cadeau/ui/charts'),
  ColumnChart: ({ categories, series }: { categories: string[]; series: { label: string; values: number[] }[] }) => (
    <ul data-testid="column-chart">
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${categories.map((c, i) => `${c}=${s.values[i]}`).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

const weeks = ['2026-W49', '2026-W50'];
const head = {
  groupId: idOf(1),
  productId: idOf(2),
  number: 'P-0001',
  name: { de: 'Tasse', en: 'Mug' },
  organizationId: idOf(3),
  organizationName: 'Demo Seller GmbH',
};
const perWeek: ProductsPerWeek = {
  fromWeek: weeks[0]!,
  toWeek: weeks[1]!,
  weeks,
  totals: [
    { week: '2026-W49', availability: 1200, reserved: 7, ordered: 5, remaining: 1193 },
    { week: '2026-W50', availability: 12, reserved: 0, ordered: 0, remaining: 12 },
  ],
  products: {
    page: 1,
    pageSize: 10,
    total: 1,
    items: [
      {
        ...head,
        weeks: [
          { week: '2026-W49', availability: 1200, reserved: 7, ordered: 5, remaining: 1193 },
          { week: '2026-W50', availability: 12, reserved: 0, ordered: 0, remaining: 12 },
        ],
      },
    ],
  },
};
const planning: CampaignProductPlanning = {
  fromWeek: weeks[0]!,
  toWeek: weeks[1]!,
  weeks,
  totals: [
    { week: '2026-W49', remaining: 10, expected: 15, potential: 60, campaigns: 1, shortage: true },
    { week: '2026-W50', remaining: 12, expected: 0, potential: 0, campaigns: 0, shortage: false },
  ],
  products: {
    page: 1,
    pageSize: 10,
    total: 1,
    items: [
      {
        ...head,
        weeks: [
          { week: '2026-W49', remaining: 10, expected: 15, potential: 60, campaigns: 1, shortage: true },
          { week: '2026-W50', remaining: 12, expected: 0, potential: 0, campaigns: 0, shortage: false },
        ],
      },
    ],
  },
};

describe('the weekly availability reports (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    queryClient.clear();
    api = stubFetch({
      'GET /api/platform/reports/products-per-week': { status: 200, body: perWeek },
      'GET /api/platform/reports/campaign-product-planning': { status: 200, body: planning },
    });
  });
  afterEach(() => api.restore());

  it('shows products per week: the weeks of all as columns and a table, each product free of available', async () => {
    await i18n.changeLanguage('de');
    renderPage(<ProductsPerWeekPage />, { path: '/r', url: '/r' });
    expect(await screen.findByRole('heading', { name: 'Produkte pro Woche', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('column-chart')).toHaveTextContent('Reserviert: 2026-W49=7 2026-W50=0');
    const totals = screen.getByRole('table', { name: 'Alle Produkte der Filter, pro Woche' });
    expect(within(totals).getAllByRole('row')[1]).toHaveTextContent("2026-W491'200751'193");
    const row = screen.getByTestId('products-per-week-products-row');
    expect(row).toHaveTextContent("P-0001 TasseDemo Seller GmbH1'193 von 1'200 frei12 von 12 frei");
    expect(screen.getByTestId('products-per-week-download')).toHaveAttribute(
      'href',
      '/api/platform/reports/products-per-week/export',
    );
    typeWeek(screen.getByLabelText('Ab Woche'), '2026-W50');
    expect(screen.getByLabelText('Ab Woche')).toHaveValue('KW 50 2026');
    await waitFor(() =>
      expect(queriesTo(api.calls, '/api/platform/reports/products-per-week').at(-1)).toEqual({
        page: '1',
        pageSize: '10',
        fromWeek: '2026-W50',
      }),
    );
    expect(screen.getByTestId('products-per-week-download').getAttribute('href')).toContain('fromWeek=2026-W50');
  });

  it('shows the planning with its shortages tagged, in English', async () => {
    await i18n.changeLanguage('en');
    renderPage(<ProductPlanningPage />, { path: '/r', url: '/r' });
    expect(await screen.findByRole('heading', { name: 'Campaign-product planning', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('column-chart')).toHaveTextContent('Expected demand: 2026-W49=15 2026-W50=0');
    const row = screen.getByTestId('product-planning-products-row');
    expect(row).toHaveTextContent('P-0001 MugDemo Seller GmbH15 expected, 10 free Shortage0 expected, 12 free');
    const totals = screen.getByRole('table', { name: 'All products of the filters, per week' });
    expect(within(totals).getAllByRole('row')[1]).toHaveTextContent('2026-W491015601Shortage');
    expect(within(totals).getAllByRole('row')[2]).toHaveTextContent('2026-W5012000—');
  });
});

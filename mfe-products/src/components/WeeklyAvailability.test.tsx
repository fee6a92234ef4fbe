import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductAvailability, ProductDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { addWeeks } from '@cadeau/contracts/values';
import ProductPage from '../pages/ProductPage';
import { aProduct, aSeller, anAdmin, axeViolations, PRODUCT_ID, renderPage } from '../test/render';

const base = `/api/product/${PRODUCT_ID}`;
const CURRENT = '2026-W48';

/** Mondays of the weeks around CURRENT (2026-W48 starts on 23 November 2026; 2026 has 53 weeks). */
function mondayOf(week: string): string {
  const offset = (Number(week.slice(0, 4)) - 2026) * 53 + Number(week.slice(6, 8)) - 48;
  const d = new Date(Date.UTC(2026, 10, 23 + offset * 7));
  return d.toISOString().slice(0, 10);
}

/** What svc-catalog answers for twelve weeks from `from`: capacity 20, a few reserved, week 50 sold out. */
function weeksFrom(from: string): ProductAvailability {
  const weeks = Array.from({ length: 12 }, (_, i) => {
    const week = addWeeks(from, i);
    const reserved = week === '2026-W50' ? 20 : week === CURRENT ? 5 : 0;
    return { week, weekStart: mondayOf(week), capacity: 20, reserved, free: 20 - reserved };
  });
  return { productId: PRODUCT_ID, weeklyCapacity: 20, currentWeek: CURRENT, from, to: weeks[11].week, weeks };
}

describe('the weekly availability of a product', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  const open = (product: ProductDetail, routes: Parameters<typeof stubFetch>[0] = {}) => {
    api = stubFetch({
      [`GET ${base}`]: { status: 200, body: product },
      [`GET ${base}/availability`]: (call) => ({ status: 200, body: weeksFrom(call.query.from ?? CURRENT) }),
      ...routes,
      'GET /api/audit': { status: 200, body: { items: [], page: 1, pageSize: 50, total: 0 } },
    });
    return renderPage(<ProductPage />, {
      path: '/cockpit/products/:productId',
      url: `/cockpit/products/${PRODUCT_ID}`,
    });
  };

  it('shows the seller twelve weeks from this one with units, reserved and free, and pages through them', async () => {
    setMyUser(aSeller());
    open(aProduct({ status: 'approved', weeklyAvailability: 20 }));
    const card = await screen.findByTestId('weekly-availability');
    const rows = await within(card).findAllByTestId('availability-week');
    expect(rows).toHaveLength(12);
    expect(api.calls.find((c) => c.path === `${base}/availability`)?.query).toEqual({});
    expect(within(card).getByTestId('availability-capacity')).toHaveTextContent('20 units per week');
    // The current week is marked in words (and for assistive technology), its Monday in the reader's format.
    expect(rows[0]).toHaveAttribute('aria-current', 'date');
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Week 48 11/23/26 · this week');
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20', '5', '15']);
    // A full week says so in text, not only by the bar's colour.
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20', '20', 'Sold out']);
    expect(
      within(card)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week', 'Units', 'Reserved', 'Free']);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(within(card).getByTestId('availability-later'));
    await waitFor(() => expect(within(card).getAllByTestId('availability-week')[0]).toHaveTextContent('Week 7'));
    expect(api.calls.filter((c) => c.path === `${base}/availability`).at(-1)?.query).toEqual({ from: '2027-W07' });
    expect(within(card).getAllByTestId('availability-week')[0]).not.toHaveAttribute('aria-current');
    fireEvent.click(within(card).getByTestId('availability-earlier'));
    fireEvent.click(await within(card).findByTestId('availability-earlier'));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === `${base}/availability`).at(-1)?.query).toEqual({ from: '2026-W36' }),
    );
    fireEvent.click(within(card).getByTestId('availability-now'));
    await waitFor(() => expect(within(card).getAllByTestId('availability-week')[0]).toHaveAttribute('aria-current'));
    expect(within(card).queryByTestId('availability-now')).not.toBeInTheDocument();
  });

  it('labels the weeks in German as calendar weeks with the Monday as day.month.year', async () => {
    setMyUser(anAdmin());
    await i18n.changeLanguage('de');
    open(aProduct({ status: 'paused' }));
    const card = await screen.findByTestId('weekly-availability');
    expect(within(card).getByRole('heading')).toHaveTextContent('Verfügbarkeit pro Woche');
    const [first] = await within(card).findAllByTestId('availability-week');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('KW 48 23.11.26 · diese Woche');
    expect(within(card).getByRole('navigation', { name: 'Wochen' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('is not shown before the product is approved', async () => {
    setMyUser(aSeller());
    open(aProduct({ status: 'draft' }));
    expect(await screen.findByTestId('product-page')).toBeInTheDocument();
    expect(screen.queryByTestId('weekly-availability')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === `${base}/availability`)).toBe(false);
  });

  it('says when the weeks cannot be loaded', async () => {
    setMyUser(aSeller());
    open(aProduct({ status: 'replaced' }), {
      [`GET ${base}/availability`]: { status: 409, body: { message: 'error.product.invalidStatus' } },
    });
    expect(await screen.findByTestId('availability-error')).not.toBeEmptyDOMElement();
  });
});

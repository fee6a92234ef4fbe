import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlatformStatistics } from '@cadeau/contracts';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { queriesTo } from '../../test/list-server';
import { renderPage } from '../../test/render';
import ReportsOverviewPage from './ReportsOverviewPage';

const figure = (current: number, previous: number) => ({ current, previous });
const money = (count: [number, number], amount: [number, number]) => ({
  count: figure(...count),
  amountRappen: figure(...amount),
});
const statistics: PlatformStatistics = {
  from: '2026-10-31',
  to: '2026-11-29',
  previousFrom: '2026-10-01',
  previousTo: '2026-10-30',
  organizations: {
    byStatus: { pending: 1, approved: 5, rejected: 0, blocked: 0 },
    byFeature: { giver: 3, seller: 2 },
    new: figure(4, 1),
  },
  users: { total: 20, new: figure(3, 3) },
  campaigns: {
    byStatus: { draft: 1, pending: 2, rejected: 0, approved: 1, running: 4, finished: 0, blocked: 0 },
    new: figure(2, 0),
  },
  recipients: figure(1200, 1500),
  codesRedeemed: figure(300, 0),
  orders: { byStatus: { placed: 1, shipped: 0, done: 0, canceled: 0 }, placed: money([5, 2], [16_000, 6400]) },
  deposits: { invoiced: money([1, 1], [1_011_891, 0]), paid: money([1, 0], [1_011_891, 0]) },
  payouts: { requested: money([0, 0], [0, 0]), done: money([0, 0], [0, 0]) },
};

describe("the reports' overview (platform administrators)", () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    queryClient.clear();
    api = stubFetch({ 'GET /api/platform/statistics': { status: 200, body: statistics } });
  });
  afterEach(() => api.restore());

  it('shows every figure of the period beside the period before, the state now, and the three reports', async () => {
    await i18n.changeLanguage('en');
    renderPage(<ReportsOverviewPage />, { path: '/cockpit/reports', url: '/cockpit/reports' });
    const table = await screen.findByRole('table', { name: 'The platform in figures' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Figure10/31/26 – 11/29/2610/01/26 – 10/30/26Change');
    expect(rows[1]).toHaveTextContent('New organisations41+3');
    expect(rows[4]).toHaveTextContent('Recipients with a gift code1,2001,500−300');
    expect(rows[7]).toHaveTextContent('Value of the ordersCHF 160.00CHF 64.00+CHF 96.00');
    expect(screen.getByTestId('platform-statistics-now')).toHaveTextContent(
      'Now — approved organisations: 5 (givers: 3, sellers: 2); awaiting approval: 1; users: 20; campaigns running: 4, awaiting review: 2.',
    );
    for (const name of ['Engagement funnel', 'Products per week', 'Campaign-product planning'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(queriesTo(api.calls, '/api/platform/statistics').at(-1)).toEqual({ from: '2026-11-01' }),
    );
  });
});

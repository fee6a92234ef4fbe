import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aPlatformStatistics, stubFetch } from '@cadeau/ui/testing';
import { typeDay } from '@cadeau/ui/testing/render-page';
import { queriesTo } from '../../test/list-server';
import { renderPage } from '../../test/render';
import ReportsOverviewPage from './ReportsOverviewPage';

const statistics = aPlatformStatistics();

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
    expect(rows[4]).toHaveTextContent('Recipients added1,3001,400−100');
    expect(rows[5]).toHaveTextContent('Gift codes issued1,2001,500−300');
    expect(rows[8]).toHaveTextContent('Value of the ordersCHF 160.00CHF 64.00+CHF 96.00');
    expect(rows[14]).toHaveTextContent('Fees earned (net of VAT)CHF 768.50CHF 120.00+CHF 648.50');
    expect(rows[15]).toHaveTextContent("Credit held (end of period)CHF 2'500.00CHF 1'800.00+CHF 700.00");
    expect(screen.getByTestId('platform-statistics-now')).toHaveTextContent(
      'Now — approved organisations: 5 (givers: 3, sellers: 2); awaiting approval: 1; users: 20; campaigns running: 4, awaiting review: 2.',
    );
    for (const name of ['Engagement funnel', 'Products per week', 'Campaign-product planning'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    // The period's days as the page writes them (issue 23), sent as ISO.
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('10/31/2026'));
    expect(screen.getByLabelText('To')).toHaveValue('11/29/2026');
    typeDay(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(queriesTo(api.calls, '/api/platform/statistics').at(-1)).toEqual({ from: '2026-11-01' }),
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EngagementFunnel } from '@cadeau/contracts';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch, type StubCall } from '@cadeau/ui/testing';
import { typeDay } from '@cadeau/ui/testing/render-page';
import { idOf, queriesTo } from '../../test/list-server';
import { renderPage } from '../../test/render';
import EngagementFunnelPage from './EngagementFunnelPage';

// jsdom has no canvas: the chart is replaced by a list of what it would draw (the tables beside it are real).
jest.mock('@cadeau/ui/charts', () => ({
  ...jest.requireActual('@cadeau/ui/charts'),
  TrendChart: ({ days, series }: { days: string[]; series: { label: string; values: number[] }[] }) => (
    <ul data-testid="funnel-chart">
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${days.map((d, i) => `${d}=${s.values[i]}`).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

const PATH = '/api/platform/reports/engagement-funnel';
const counts = (recipients: number, sent: number, redeemed: number) => ({
  recipients,
  sent,
  delivered: sent,
  opened: Math.min(sent, 1),
  clicked: 0,
  redeemed,
  thanked: 0,
});

function answer(call: StubCall): { status: number; body: EngagementFunnel } {
  const week = call.query.granularity !== 'day';
  return {
    status: 200,
    body: {
      from: call.query.from ?? '2026-09-01',
      to: call.query.to ?? '2026-11-29',
      granularity: week ? 'week' : 'day',
      totals: counts(1234, 1000, 125),
      // 1'234 recipients came in the period, 2'500 there were by its end: the rates' base.
      recipientsToDate: 2500,
      series: week
        ? [
            { period: '2026-11-16', counts: counts(1234, 900, 0) },
            { period: '2026-11-23', counts: counts(0, 100, 125) },
          ]
        : [{ period: '2026-11-29', counts: counts(0, 100, 125) }],
      campaigns: {
        page: Number(call.query.page ?? 1),
        pageSize: 25,
        total: 2,
        items: [
          {
            campaignId: idOf(1),
            name: 'Weihnachten',
            organizationId: idOf(9),
            organizationName: 'Giver AG',
            counts: counts(1200, 1000, 120),
            recipientsToDate: 2400,
          },
          {
            campaignId: idOf(2),
            name: 'Ostern',
            organizationId: idOf(9),
            organizationName: 'Giver AG',
            counts: counts(34, 0, 5),
            recipientsToDate: 100,
          },
        ],
      },
    },
  };
}

describe('the engagement funnel report (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    queryClient.clear();
    api = stubFetch({ [`GET ${PATH}`]: answer });
  });
  afterEach(() => api.restore());
  const open = () =>
    renderPage(<EngagementFunnelPage />, {
      path: '/cockpit/reports/engagement-funnel',
      url: '/cockpit/reports/engagement-funnel',
    });

  it('shows the funnel with its rates, the course and the campaigns as tables, and the CSV with the filters', async () => {
    await i18n.changeLanguage('de');
    open();
    expect(await screen.findByRole('heading', { name: 'Engagement-Trichter', level: 1 })).toBeInTheDocument();
    const totals = await screen.findByRole('table', { name: 'Trichter im Zeitraum' });
    const redeemed = within(totals).getByRole('row', { name: /Eingelöst/ });
    expect(redeemed).toHaveTextContent('Eingelöst125');
    // Against every recipient by the period's end, never past 100 %.
    expect(redeemed).toHaveTextContent('5,0 %');
    expect(within(totals).getByRole('row', { name: /^Empfänger/ })).toHaveTextContent("1'23449,4 %");
    expect(screen.getByTestId('funnel-rate-base')).toHaveTextContent("allen 2'500 Empfängern");
    const course = screen.getByRole('table', { name: 'Verlauf' });
    expect(within(course).getAllByRole('row')[1]).toHaveTextContent('Woche ab 16.11.26');
    expect(await screen.findByTestId('funnel-chart')).toHaveTextContent('Versendet: 2026-11-16=900 2026-11-23=100');
    const campaigns = screen.getByRole('table', { name: 'Kampagnen' });
    expect(within(campaigns).getAllByTestId('funnel-campaigns-row')[0]).toHaveTextContent('WeihnachtenGiver AG');
    expect(queriesTo(api.calls, PATH)).toEqual([
      { page: '1', pageSize: '25', sort: 'recipients', order: 'desc', granularity: 'week' },
    ]);
    expect(screen.getByTestId('funnel-download')).toHaveAttribute(
      'href',
      '/api/platform/reports/engagement-funnel/export?sort=recipients&order=desc&granularity=week',
    );
  });

  it('asks the server again per day, for a period, and sorted by redemptions', async () => {
    await i18n.changeLanguage('en');
    open();
    await screen.findByRole('table', { name: 'Funnel in the period' });
    fireEvent.click(screen.getByText('Day'));
    typeDay(screen.getByLabelText('From'), '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Redeemed' }));
    await waitFor(() =>
      expect(queriesTo(api.calls, PATH).at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        sort: 'redeemed',
        order: 'asc',
        granularity: 'day',
        from: '2026-11-01',
      }),
    );
    expect(await screen.findByRole('table', { name: 'Course over time' })).toHaveTextContent('11/29/26');
    expect(screen.getByTestId('funnel-download').getAttribute('href')).toContain('from=2026-11-01');
  });
});

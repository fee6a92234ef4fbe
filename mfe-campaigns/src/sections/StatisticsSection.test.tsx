import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch, type StubCall } from '@cadeau/ui/testing';
import type { CampaignBilling, CampaignStatistics, FeedbackEntry } from '@cadeau/contracts';
import { renderPage } from '../test/render';
import { aGiver, aWorkspaceCampaign, axeViolations, WORKSPACE_ID } from '../test/workspace-fixtures';
import { StatisticsSection } from './StatisticsSection';

// jsdom has no canvas: the chart is replaced by what it would draw (the table beside it is real).
jest.mock('@cadeau/ui/charts', () => ({
  ...jest.requireActual('@cadeau/ui/charts'),
  TrendChart: ({ days, series }: { days: string[]; series: { label: string; values: number[] }[] }) => (
    <ul data-testid="statistics-course-chart">
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${days.map((d, i) => `${d}=${s.values[i]}`).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

/**
 * The statistics of an approved campaign (issue 12): the gift codes' and mails' numbers, their funnel, and the
 * feedback the recipients left, paged and searched on the server.
 */
const STATS = `GET /api/campaign/${WORKSPACE_ID}/statistics`;
const FEEDBACK = `GET /api/campaign/${WORKSPACE_ID}/feedback`;
const BILLING = `GET /api/campaign/${WORKSPACE_ID}/billing`;

const stats = (overrides: Partial<CampaignStatistics> = {}): CampaignStatistics => ({
  recipients: { total: 1200, unsubscribed: 3 },
  products: { total: 2, physical: 1, digital: 1 },
  budget: {
    budgetRappen: 5_000_000,
    maxPriceRappen: 4_000_000,
    usedRappen: 123_450,
    feeRappen: 5000,
    baseFeeRappen: 10_000,
  },
  vouchers: { issued: 1200, redeemed: 300, feedback: 45 },
  mails: { sent: 1150, opened: 900, clicked: 600, failed: 0 },
  funnel: {
    granularity: 'day',
    series: [
      {
        period: '2099-05-20',
        counts: {
          recipients: 1200,
          sent: 1150,
          delivered: 1100,
          opened: 500,
          clicked: 300,
          redeemed: 200,
          thanked: 20,
        },
      },
      {
        period: '2099-05-21',
        counts: { recipients: 0, sent: 0, delivered: 0, opened: 400, clicked: 300, redeemed: 100, thanked: 25 },
      },
    ],
  },
  gifts: [
    {
      productId: '6f5e4d3c-2b1a-4c9d-8e7f-000000000501',
      name: { de: 'Kerze', en: 'Candle' },
      count: 200,
      valueRappen: 80_000,
    },
    { productId: '6f5e4d3c-2b1a-4c9d-8e7f-000000000502', name: null, count: 100, valueRappen: 43_450 },
  ],
  ...overrides,
});

/** svc-billing's answer for the campaign (GET /campaign/{campaignId}/billing): its final billing as of today. */
const billing = (overrides: Partial<NonNullable<CampaignBilling['forecast']>> = {}): CampaignBilling => ({
  campaignId: WORKSPACE_ID,
  forecast: {
    depositRappen: 5_015_000,
    depositPaidRappen: 5_015_000,
    spentRappen: 123_450,
    feesRappen: 10_946,
    creditRemainingRappen: 4_880_604,
    toPayRappen: 0,
    settled: false,
    finalInvoiceId: null,
    ...overrides,
  },
});

const anEntry = (n: number, feedback: string): FeedbackEntry => ({
  voucherId: `6f5e4d3c-2b1a-4c9d-8e7f-${String(n).padStart(12, '0')}`,
  campaignId: WORKSPACE_ID,
  campaignName: 'Summer 2099',
  recipientId: `6f5e4d3c-2b1a-4c9d-8e7f-${String(100 + n).padStart(12, '0')}`,
  email: `person${n}@example.ch`,
  salutation: null,
  feedback,
  // Local time, so the shown date does not depend on the machine's time zone.
  feedbackAt: new Date(2099, 5, 10 - n, 17, 45).toISOString(),
});

/** The feedback list as svc-campaign pages it: 12 entries, `q` matched in the text. */
const ENTRIES = Array.from({ length: 12 }, (_, i) =>
  anEntry(i + 1, i === 0 ? 'Merci vielmal!\nDie Kerze ist wunderschön.' : `Danke ${i + 1}`),
);
const feedbackServer = (call: StubCall) => {
  const size = Number(call.query.pageSize);
  const found = call.query.q ? ENTRIES.filter((e) => e.feedback.includes(call.query.q!)) : ENTRIES;
  const start = (Number(call.query.page) - 1) * size;
  return {
    status: 200,
    body: {
      items: found.slice(start, start + size),
      page: Number(call.query.page),
      pageSize: size,
      total: found.length,
    },
  };
};

const approved = () => aWorkspaceCampaign({ status: 'running', approvedAt: '2099-05-20T08:00:00.000Z', actions: [] });
const numbers = () =>
  [...screen.getByTestId('statistics-numbers').children].map((d) => [
    d.querySelector('dt')!.textContent,
    d.querySelector('dd')!.textContent,
  ]);

describe('the statistics of a campaign', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    setMyUser(aGiver(['user']));
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  it('shows the numbers of codes and mails, their funnel and the newest feedback, to every member', async () => {
    api = stubFetch({
      [STATS]: { status: 200, body: stats() },
      [BILLING]: { status: 200, body: billing() },
      [FEEDBACK]: feedbackServer,
    });
    renderPage(<StatisticsSection campaign={approved()} />, { path: '/c', url: '/c' });
    const section = await screen.findByTestId('campaign-section-statistics');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Statistics');
    await screen.findByTestId('statistics-numbers');
    expect(numbers()).toEqual([
      ['Recipients', "1'200"],
      ['Unsubscribed', '3'],
      ['Codes generated', "1'200"],
      ['Mailed', "1'150"],
      ['Opened', '900'],
      ['Clicked', '600'],
      ['Redeemed', '300'],
      ['Thanks left', '45'],
      ['Value of the gifts chosen', "CHF 1'234.50"],
    ]);
    // Each step of the funnel: a progressbar named by its words, with its share of the codes generated.
    const bars = within(screen.getByTestId('statistics-funnel')).getAllByRole('progressbar');
    expect(bars.map((b) => [b.textContent, b.getAttribute('aria-valuenow'), b.getAttribute('aria-valuetext')])).toEqual(
      [
        ['', '96', '1150 of 1200 (96 %)'],
        ['', '75', '900 of 1200 (75 %)'],
        ['', '50', '600 of 1200 (50 %)'],
        ['', '25', '300 of 1200 (25 %)'],
        ['', '4', '45 of 1200 (4 %)'],
      ],
    );
    expect(screen.getByRole('progressbar', { name: 'Opened' })).toBeInTheDocument();

    // Issue 20: the course per day as a chart and a table, the gifts chosen and the money against the deposit.
    expect(await screen.findByTestId('statistics-course-chart')).toHaveTextContent(
      'Opened: 2099-05-20=500 2099-05-21=400',
    );
    const course = screen.getByRole('table', { name: 'Course over time' });
    const secondDay = within(within(course).getAllByRole('row')[2]!).getAllByRole('cell');
    expect(secondDay.map((c) => c.textContent)).toEqual(['05/21/99', '0', '0', '0', '400', '300', '100', '25']);
    const gifts = screen.getByRole('table', { name: 'Gifts chosen by the recipients' });
    expect(
      within(gifts)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'GiftChosenValue (price and shipping)',
      'Candle200CHF 800.00',
      'Product no longer in the catalogue100CHF 434.50',
    ]);
    // The money is svc-billing's: its own call.
    expect(await screen.findByTestId('statistics-money-deposit')).toHaveTextContent("DepositCHF 50'150.00");
    expect(screen.getByTestId('statistics-money-spent')).toHaveTextContent("Spent on giftsCHF 1'234.50");
    expect(screen.getByTestId('statistics-money-creditRemaining')).toHaveTextContent(
      "Credit that would remainCHF 48'806.04",
    );
    expect(screen.queryByTestId('statistics-money-toPay')).toBeNull();

    // The feedback, newest first, ten a page; its text whole, line breaks kept.
    const rows = await screen.findAllByTestId('feedback-list-row');
    expect(rows).toHaveLength(10);
    expect(api.calls.find((c) => c.path.endsWith('/feedback'))!.query).toMatchObject({
      page: '1',
      pageSize: '10',
      sort: 'feedbackAt',
      order: 'desc',
    });
    expect(within(rows[0]!).getByTestId('feedback-text').textContent).toBe(
      'Merci vielmal!\nDie Kerze ist wunderschön.',
    );
    expect(rows[0]).toHaveTextContent('person1@example.ch');
    expect(rows[0]).toHaveTextContent('06/09/99 5:45 PM');
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByTestId('feedback-list-next'));
    await waitFor(() => expect(screen.getAllByTestId('feedback-list-row')).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Kerze' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search: Feedback and thanks' }));
    await waitFor(() => expect(screen.getAllByTestId('feedback-list-row')).toHaveLength(1));
    expect(api.calls.at(-1)!.query).toMatchObject({ q: 'Kerze', page: '1' });
  });

  it('shows failed mails when there are some, and no funnel share while no code exists', async () => {
    api = stubFetch({
      [STATS]: {
        status: 200,
        body: stats({
          recipients: { total: 0, unsubscribed: 0 },
          vouchers: { issued: 0, redeemed: 0, feedback: 0 },
          mails: { sent: 0, opened: 0, clicked: 0, failed: 2 },
          budget: { ...stats().budget, usedRappen: 0 },
        }),
      },
      [FEEDBACK]: feedbackServer,
    });
    renderPage(<StatisticsSection campaign={approved()} />, { path: '/c', url: '/c' });
    await screen.findByTestId('statistics-numbers');
    expect(numbers().map(([label]) => label)).toContain('Mails failed');
    expect(numbers().map(([label]) => label)).not.toContain('Unsubscribed');
    const bars = within(screen.getByTestId('statistics-funnel')).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['0', '0', '0', '0', '0']);
  });

  it('says so when the numbers cannot be read, and when nobody left feedback yet', async () => {
    api = stubFetch({
      // A client error is not asked again (5xx would be, after a pause).
      [STATS]: { status: 403, body: { message: 'error.forbidden' } },
      [FEEDBACK]: { status: 200, body: { items: [], page: 1, pageSize: 10, total: 0 } },
    });
    renderPage(<StatisticsSection campaign={approved()} />, { path: '/c', url: '/c' });
    expect(await screen.findByTestId('statistics-unavailable')).toHaveTextContent(
      'The numbers cannot be shown right now.',
    );
    expect(
      await screen.findByText('No feedback yet. What recipients write after choosing their gift shows here.'),
    ).toBeInTheDocument();
  });

  it('shows the final billing once the campaign is settled, what is left to pay, and nothing before svc-billing knows the campaign', async () => {
    api = stubFetch({
      [STATS]: { status: 200, body: stats() },
      [BILLING]: { status: 200, body: billing({ settled: true, finalInvoiceId: WORKSPACE_ID }) },
      [FEEDBACK]: feedbackServer,
    });
    const { unmount } = renderPage(<StatisticsSection campaign={approved()} />, { path: '/c', url: '/c' });
    expect(await screen.findByTestId('statistics-money-creditKept')).toHaveTextContent("Credit keptCHF 48'806.04");
    expect(screen.getByTestId('statistics-money')).toHaveTextContent(
      'The final billing settled the campaign like this',
    );
    unmount();
    api.restore();
    queryClient.clear();
    api = stubFetch({
      [STATS]: { status: 200, body: stats() },
      [BILLING]: { status: 200, body: billing({ creditRemainingRappen: 0, toPayRappen: 5_810 }) },
      [FEEDBACK]: feedbackServer,
    });
    const second = renderPage(<StatisticsSection campaign={approved()} />, { path: '/c', url: '/c' });
    expect(await screen.findByTestId('statistics-money-toPay')).toHaveTextContent('Left to payCHF 58.10');
    expect(screen.queryByTestId('statistics-money-creditRemaining')).toBeNull();
    second.unmount();
    api.restore();
    queryClient.clear();
    api = stubFetch({
      [STATS]: { status: 200, body: stats() },
      [BILLING]: { status: 404, body: { message: 'error.campaign.notFound' } },
      [FEEDBACK]: feedbackServer,
    });
    renderPage(<StatisticsSection campaign={approved()} />, { path: '/c', url: '/c' });
    expect(await screen.findByTestId('statistics-money-none')).toHaveTextContent(
      'The deposit is shown once it has been issued.',
    );
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    api = stubFetch({
      [STATS]: { status: 200, body: stats() },
      [BILLING]: { status: 200, body: billing() },
      [FEEDBACK]: feedbackServer,
    });
    renderPage(<StatisticsSection campaign={approved()} />, { path: '/c', url: '/c' });
    await screen.findByTestId('statistics-numbers');
    expect(numbers().slice(2, 4)).toEqual([
      ['Erzeugte Codes', "1'200"],
      ['Versendet', "1'150"],
    ]);
    expect(screen.getByRole('heading', { name: 'Vom Geschenkcode zum Geschenk' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Eingelöst' })).toHaveAttribute(
      'aria-valuetext',
      '300 von 1200 (25 %)',
    );
    const [first] = await screen.findAllByTestId('feedback-list-row');
    expect(first).toHaveTextContent('09.06.99 17:45');
    expect(screen.getByRole('heading', { name: 'Feedback und Dank' })).toBeInTheDocument();
  });
});

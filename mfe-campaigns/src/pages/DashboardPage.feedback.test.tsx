import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch, type StubAnswer } from '@cadeau/ui/testing';
import type { CurrentCampaigns, FeedbackEntry, MyUser } from '@cadeau/contracts';
import { renderPage } from '../test/render';
import { axeViolations } from '../test/workspace-fixtures';
import DashboardPage from './DashboardPage';

/**
 * The dashboard's feedback (spec section 2, issue 12): a giver's members read the newest thanks their recipients
 * left, which `GET /campaign/current` carries; a giver awaiting approval reads where they will show.
 */
const ORG = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002';
const id = (n: number) => `5b0c8c9e-6a39-4d55-9b3c-${String(n).padStart(12, '0')}`;
const memberOf = (status: string, features: string[], roles = ['user']) =>
  aUser({ organizations: [{ id: ORG, name: 'Giver AG', status, roles, features }] }) as MyUser;

const anEntry = (n: number, campaign: string, feedback: string, salutation: string | null): FeedbackEntry => ({
  voucherId: id(300 + n),
  campaignId: id(100 + n),
  campaignName: campaign,
  recipientId: id(200 + n),
  email: `person${n}@example.ch`,
  salutation,
  feedback,
  // Local time, so the shown date does not depend on the machine's time zone.
  feedbackAt: new Date(2026, 11, 12 - n, 18, 5).toISOString(),
});

const current = (feedback: FeedbackEntry[]): CurrentCampaigns => ({
  running: [],
  pending: [],
  toAdjust: [],
  counts: { draft: 0, running: 1, pending: 0, toAdjust: 0, approved: 0, finished: 0 },
  feedback,
});
const empty = { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0 } };

describe('feedback on the dashboard', () => {
  let api: ReturnType<typeof stubFetch>;
  function serve(user: MyUser, campaigns?: StubAnswer) {
    setMyUser(user);
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: user },
      'GET /api/notification': { status: 200, body: { ...empty.body, unreadCount: 0 } },
      'GET /api/conversation': empty,
      ...(campaigns ? { 'GET /api/campaign/current': campaigns } : {}),
    });
    return renderPage(<DashboardPage />, {
      path: '/cockpit/dashboard',
      url: '/cockpit/dashboard',
      otherRoutes: { '/cockpit/campaigns/:campaignId': <p>campaign workspace</p> },
    });
  }
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  it("lists a giver's newest thanks with who left them, when and on which campaign, leading there", async () => {
    serve(memberOf('approved', ['giver']), {
      status: 200,
      body: current([
        anEntry(1, 'Christmas 2026', 'Thank you so much!\nThe candle is lovely.', 'Dear Anna'),
        anEntry(2, 'Jubilee', 'Merci!', null),
      ]),
    });
    const panel = await screen.findByTestId('dashboard-feedback');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Feedback');
    const items = await within(panel).findAllByTestId('dashboard-feedback-item');
    expect(items.map((i) => i.textContent)).toEqual([
      // The recipient's address says who, as in the statistics' list, never the salutation that greets them.
      'Christmas 2026Thank you so much!\nThe candle is lovely.person1@example.ch · 12/11/26',
      'JubileeMerci!person2@example.ch · 12/10/26',
    ]);
    // One request serves the campaigns panel and this one.
    expect(api.calls.filter((c) => c.path === '/api/campaign/current')).toHaveLength(1);
    expect(screen.queryByTestId('dashboard-note')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // Each leads to its campaign's statistics, where all the feedback is.
    const link = within(items[0]!).getByRole('link', { name: 'Christmas 2026' });
    expect(link).toHaveAttribute('href', `/cockpit/campaigns/${id(101)}#campaign-section-statistics`);
    await userEvent.click(link);
    expect(await screen.findByText('campaign workspace')).toBeInTheDocument();
  });

  it('says when there is no feedback yet, and when it cannot be read', async () => {
    const { unmount } = serve(memberOf('approved', ['giver']), { status: 200, body: current([]) });
    expect(await screen.findByTestId('dashboard-feedback-empty')).toHaveTextContent(
      'No feedback yet. The thanks your recipients leave after choosing their gift show here.',
    );
    unmount();
    api.restore();
    queryClient.clear();
    serve(memberOf('approved', ['giver']), { status: 403, body: { message: 'error.forbidden' } });
    expect(await screen.findByTestId('dashboard-feedback-error')).toHaveTextContent(
      'The feedback cannot be shown right now.',
    );
  });

  it('tells a giver awaiting approval where the feedback will show, and asks nothing of the campaigns', async () => {
    serve(memberOf('pending', ['giver'], ['admin']));
    expect(await screen.findByTestId('dashboard-note')).toHaveTextContent(
      'The feedback and thanks of your recipients will show here once your organisation is approved and your campaigns run.',
    );
    expect(screen.queryByTestId('dashboard-feedback')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/campaign/current')).toBe(false);
  });

  it('has neither panel nor note for a seller, whose organisation has no recipients', async () => {
    serve(memberOf('approved', ['seller']));
    await screen.findByTestId('dashboard-conversations');
    expect(screen.queryByTestId('dashboard-feedback')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-note')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    serve(memberOf('approved', ['giver']), {
      status: 200,
      body: current([anEntry(1, 'Weihnachten 2026', 'Vielen Dank!', 'Liebe Anna')]),
    });
    const [item] = await screen.findAllByTestId('dashboard-feedback-item');
    expect(item).toHaveTextContent('Weihnachten 2026Vielen Dank!person1@example.ch · 11.12.26');
    await act(() => i18n.changeLanguage('en'));
    // A change of language reaches the panel at once.
    expect(item).toHaveTextContent('person1@example.ch · 12/11/26');
    expect(item).not.toHaveTextContent('Liebe Anna');
  });
});

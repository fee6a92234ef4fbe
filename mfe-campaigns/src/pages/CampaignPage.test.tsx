import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { typeDay } from '@cadeau/ui/testing/render-page';
import { renderPage } from '../test/render';
import {
  WORKSPACE_ID,
  aGiver,
  aWorkspaceCampaign,
  anAdmin,
  campaignSettings,
  pageOf,
} from '../test/workspace-fixtures';
import CampaignPage from './CampaignPage';

const detailPath = `/api/campaign/${WORKSPACE_ID}`;

describe('the campaign workspace', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  const open = () =>
    renderPage(<CampaignPage />, {
      path: '/cockpit/campaigns/:campaignId',
      url: `/cockpit/campaigns/${WORKSPACE_ID}`,
      otherRoutes: { '/cockpit/campaigns': <p>the campaign list</p>, '/cockpit/my-organization': <p>my org</p> },
    });
  const serve = (campaign: CampaignDetail, extra: Record<string, unknown> = {}) =>
    stubFetch({
      [`GET ${detailPath}`]: { status: 200, body: campaign },
      'GET /api/setting': { status: 200, body: campaignSettings() },
      'GET /api/product/list': pageOf([]),
      'GET /api/audit': pageOf([]),
      ...(extra as Record<string, never>),
    });

  it('lists every release blocker at once, each linking to the section that fixes it, and holds the release back', async () => {
    setMyUser(aGiver());
    api = serve(
      aWorkspaceCampaign({
        releaseBlockers: [
          { key: 'error.campaign.noProducts', section: 'products' },
          { key: 'error.campaign.invalidRecipientEmails', section: 'recipients', params: { count: 3 } },
          { key: 'error.campaign.noGreetingText', section: 'greetingDesign' },
          { key: 'error.campaign.invoiceAddressIncomplete', section: 'invoiceAddress' },
        ],
      }),
    );
    open();
    const summary = await screen.findByTestId('release-summary');
    expect(within(summary).getByTestId('release-blockers-count')).toHaveTextContent(
      '4 things are still missing before the release:',
    );
    const blockers = within(summary).getAllByTestId('release-blocker');
    expect(blockers.map((b) => b.dataset.section)).toEqual([
      'products',
      'recipients',
      'greetingDesign',
      'invoiceAddress',
    ]);
    const products = within(blockers[0]).getByRole('link', { name: /Choose at least one product/ });
    expect(products).toHaveAttribute('href', '#campaign-section-products');
    expect(within(blockers[1]).getByRole('link')).toHaveTextContent('Some recipients have no valid e-mail address.');
    expect(
      within(blockers[3]).getByRole('link', { name: 'Complete the invoice address of your organisation' }),
    ).toHaveAttribute('href', '/cockpit/my-organization');
    expect(within(summary).getByTestId('release')).toBeDisabled();

    // Following a blocker puts the focus on its section's heading.
    fireEvent.click(products);
    expect(document.activeElement).toHaveTextContent('Products');
    expect(document.activeElement?.closest('#campaign-section-products')).not.toBeNull();
  });

  it('releases a campaign nothing blocks any more and then shows it read-only in review', async () => {
    setMyUser(aGiver());
    const released = aWorkspaceCampaign({ status: 'pending', version: 5, actions: [] });
    api = serve(aWorkspaceCampaign(), {
      [`POST ${detailPath}/release`]: { status: 200, body: released },
    });
    open();
    expect(await screen.findByTestId('release-ready')).toHaveTextContent('Everything is in place');
    fireEvent.click(screen.getByTestId('release'));
    // The release issues the deposit: it asks first (issue 23).
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-release-ok'));
    expect(await screen.findByTestId('pending-notice')).toHaveTextContent('Cadeau is reviewing this campaign.');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === `${detailPath}/release`)).toBe(true);
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('In review');
    expect(screen.queryByTestId('release-summary')).not.toBeInTheDocument();
    expect(screen.queryByTestId('save-timespan')).not.toBeInTheDocument();
    expect(screen.queryByTestId('save-budget')).not.toBeInTheDocument();
    expect(screen.queryByTestId('catalog-table')).not.toBeInTheDocument();
    // Read-only fields look alike across the workspace: disabled.
    expect(screen.getByLabelText('Start')).toBeDisabled();
  });

  it('reads the blockers anew when the server refuses the release', async () => {
    setMyUser(aGiver());
    let detail = aWorkspaceCampaign();
    api = stubFetch({
      [`GET ${detailPath}`]: () => ({ status: 200, body: detail }),
      'GET /api/setting': { status: 200, body: campaignSettings() },
      'GET /api/product/list': pageOf([]),
      [`POST ${detailPath}/release`]: () => {
        detail = aWorkspaceCampaign({
          releaseBlockers: [{ key: 'error.campaign.noRecipients', section: 'recipients' }],
        });
        return { status: 409, body: { message: 'error.campaign.releaseBlocked' } };
      },
    });
    open();
    fireEvent.click(await screen.findByTestId('release'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-release-ok'));
    expect(await screen.findByText('Add at least one recipient.')).toBeInTheDocument();
  });

  it('shows a rejected campaign with the reason, editable again', async () => {
    setMyUser(aGiver());
    api = serve(aWorkspaceCampaign({ status: 'rejected', rejectionReason: 'The greeting is too short.' }));
    open();
    expect(await screen.findByTestId('rejection-reason-text')).toHaveTextContent('The greeting is too short.');
    expect(screen.getByTestId('rejection-reason')).toHaveTextContent('Adjust the campaign and release it again.');
    expect(screen.getByTestId('release')).toBeEnabled();
  });

  it('opens an approved campaign with its statistics, first in the sections, and a draft without', async () => {
    setMyUser(aGiver(['user']));
    api = serve(aWorkspaceCampaign({ status: 'running', approvedAt: '2099-05-20T08:00:00.000Z', actions: [] }), {
      [`GET ${detailPath}/statistics`]: {
        status: 200,
        body: {
          recipients: { total: 10, unsubscribed: 0 },
          products: { total: 1, physical: 1, digital: 0 },
          budget: {
            budgetRappen: 500_000,
            maxPriceRappen: 50_000,
            usedRappen: 0,
            feeRappen: 500,
            baseFeeRappen: 10_000,
          },
          vouchers: { issued: 10, redeemed: 2, feedback: 1 },
          mails: { sent: 10, opened: 5, clicked: 3, failed: 0 },
          funnel: { granularity: 'day', series: [] },
          gifts: [],
          money: null,
        },
      },
      [`GET ${detailPath}/feedback`]: pageOf([]),
      [`GET ${detailPath}/recipients`]: pageOf([]),
    });
    // Opened from the dashboard's feedback: at the statistics, the focus on their heading.
    const { unmount } = renderPage(<CampaignPage />, {
      path: '/cockpit/campaigns/:campaignId',
      url: `/cockpit/campaigns/${WORKSPACE_ID}#campaign-section-statistics`,
    });
    const nav = await screen.findByTestId('campaign-section-nav');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Statistics'));
    expect(document.activeElement?.closest('#campaign-section-statistics')).not.toBeNull();
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Statistics');
    const sections = [...document.querySelectorAll('[id^="campaign-section-"]')].map((s) => s.id);
    expect(sections[0]).toBe('campaign-section-statistics');
    expect(await screen.findByTestId('statistics-redeemed')).toHaveTextContent('Redeemed2');
    unmount();
    api.restore();

    queryClient.clear();
    api = serve(aWorkspaceCampaign());
    open();
    const draftNav = await screen.findByTestId('campaign-section-nav');
    expect(within(draftNav).queryByRole('link', { name: 'Statistics' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('campaign-section-statistics')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/statistics'))).toBe(false);
  });

  it('deletes a draft after a confirmation and returns to the list', async () => {
    setMyUser(aGiver());
    api = serve(aWorkspaceCampaign(), { [`DELETE ${detailPath}`]: { status: 204 } });
    open();
    fireEvent.click(await screen.findByTestId('delete-campaign'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the campaign "Summer 2099"?');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-delete'));
    expect(await screen.findByText('the campaign list')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([detailPath]);
  });

  it('switches the type and saves it with the version it read', async () => {
    setMyUser(aGiver());
    api = serve(aWorkspaceCampaign(), {
      'PUT /api/campaign': { status: 200, body: aWorkspaceCampaign({ type: 'manual', version: 5 }) },
    });
    open();
    const save = await screen.findByTestId('save-type');
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Manual/ }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: WORKSPACE_ID, version: 4, type: 'manual' }),
    );
  });

  it('shows the allowed range beside the dates, what the saved draft still misses at its field, and refusals', async () => {
    setMyUser(aGiver());
    const puts: unknown[] = [];
    api = serve(aWorkspaceCampaign(), {
      'PUT /api/campaign': (call: { body: unknown }) => {
        puts.push(call.body);
        // The first save is kept with what it still misses (ADR 0016); the second is refused at its field.
        return puts.length === 1
          ? {
              status: 200,
              body: aWorkspaceCampaign({
                endDate: '2099-08-01',
                version: 5,
                issues: [
                  {
                    key: 'error.campaign.durationTooLong',
                    path: ['endDate'],
                    section: 'timespan',
                    params: { days: 30 },
                  },
                ],
              }),
            }
          : {
              status: 400,
              body: { message: 'zod.invalid', issues: [{ path: ['startDate'], message: 'error.campaign.dateInPast' }] },
            };
      },
    });
    open();
    const end = await screen.findByLabelText('End');
    // The range the settings allow is told under the field (a day outside it may still be typed, and is explained).
    expect(await screen.findByText('Between 06/08/99 and 07/01/99 (7 to 30 days).')).toBeInTheDocument();

    typeDay(end, '2099-08-01');
    fireEvent.click(screen.getByTestId('save-timespan'));
    expect(await screen.findByText('The campaign may last at most 30 days.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([{ id: WORKSPACE_ID, version: 4, startDate: '2099-06-01', endDate: '2099-08-01' }]);

    // An end before the start is refused here, as the server would.
    typeDay(end, '2099-05-01');
    fireEvent.click(screen.getByTestId('save-timespan'));
    expect(await screen.findByText('The end must not be before the start.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);

    // What the server refuses shows at its field; the next save names the version the first one answered.
    typeDay(end, '2099-06-20');
    fireEvent.click(screen.getByTestId('save-timespan'));
    expect(await screen.findByText('The date must not be in the past.')).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveAttribute('aria-invalid', 'true');
    expect(puts[1]).toEqual({ id: WORKSPACE_ID, version: 5, startDate: '2099-06-01', endDate: '2099-06-20' });
  });

  it('lets a platform administrator reject only with a reason, and approve', async () => {
    setMyUser(anAdmin());
    const pending = aWorkspaceCampaign({ status: 'pending', actions: ['approve', 'reject', 'block'] });
    api = serve(pending, {
      [`POST ${detailPath}/approve`]: (call: { body: { decision: string } }) => ({
        status: 200,
        body: aWorkspaceCampaign({
          status: call.body.decision === 'approve' ? 'approved' : 'rejected',
          rejectionReason: call.body.decision === 'approve' ? null : 'Budget too small.',
          actions: [],
        }),
      }),
    });
    open();
    expect(await screen.findByTestId('campaign-organization')).toHaveTextContent('Giver: Giver AG');
    expect(screen.getByTestId('pending-notice')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('review-reject'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reject the campaign "Summer 2099"');
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    expect(await within(dialog).findByTestId('reason-required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: ' Budget too small. ' } });
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    expect(await screen.findByTestId('rejection-reason-text')).toHaveTextContent('Budget too small.');
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `${detailPath}/approve`,
      body: { decision: 'reject', reason: 'Budget too small.' },
    });
    expect(screen.queryByTestId('review-approve')).not.toBeInTheDocument();
  });

  it('lets a platform administrator approve a pending campaign', async () => {
    setMyUser(anAdmin());
    api = serve(aWorkspaceCampaign({ status: 'pending', actions: ['approve', 'reject', 'block'] }), {
      [`POST ${detailPath}/approve`]: {
        status: 200,
        body: aWorkspaceCampaign({ status: 'approved', actions: ['block'] }),
      },
    });
    open();
    fireEvent.click(await screen.findByTestId('review-approve'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-approve-ok'));
    await waitFor(() => expect(screen.getByTestId('campaign-status')).toHaveTextContent('Approved'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'approve' });
    expect(screen.getByTestId('review-block')).toBeInTheDocument();
  });

  it('shows the not-found state for a campaign of another organisation', async () => {
    setMyUser(aGiver());
    api = stubFetch({ [`GET ${detailPath}`]: { status: 404, body: { message: 'error.campaign.notFound' } } });
    open();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the campaigns/ })).toHaveAttribute('href', '/cockpit/campaigns');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    setMyUser(aGiver());
    api = serve(aWorkspaceCampaign({ releaseBlockers: [{ key: 'error.campaign.noBudget', section: 'budget' }] }));
    open();
    expect(await screen.findByTestId('release-blockers-count')).toHaveTextContent(
      'Vor dem Einreichen fehlt noch 1 Punkt:',
    );
    expect(screen.getByRole('navigation', { name: 'Bereiche der Kampagne' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur Prüfung einreichen' })).toBeDisabled();
    // One word for the campaign's first day (issue 23): the field says what its errors say.
    expect(screen.getByLabelText('Beginn')).toBeInTheDocument();
  });
});

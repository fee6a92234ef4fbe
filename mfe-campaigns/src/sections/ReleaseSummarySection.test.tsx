import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { renderPage } from '../test/render';
import { aGiver, aWorkspaceCampaign, axeViolations } from '../test/workspace-fixtures';
import { ReleaseSummarySection } from './ReleaseSummarySection';

describe('the release summary', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    setMyUser(aGiver());
    api = stubFetch({});
  });
  const open = (campaign = aWorkspaceCampaign()) =>
    renderPage(<ReleaseSummarySection campaign={campaign} />, { path: '/', url: '/' });

  it('names each blocker with its values, and the release button says what the release means', async () => {
    open(
      aWorkspaceCampaign({
        releaseBlockers: [
          { key: 'error.campaign.durationTooLong', section: 'timespan', params: { days: 30 } },
          { key: 'error.campaign.noMailDesign', section: 'mailDesign' },
          { key: 'error.campaign.budgetExceeded', section: 'budget', params: { maxPriceRappen: 1_234_550 } },
        ],
      }),
    );
    const list = screen.getByRole('list', { name: '3 things are still missing before the release:' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#campaign-section-timespan',
      '#campaign-section-mailDesign',
      '#campaign-section-budget',
    ]);
    expect(links[0]).toHaveTextContent('The campaign may last at most 30 days. (Timespan)');
    // An exceeded budget names the amount it must reach (issue 23).
    expect(links[2]).toHaveTextContent("cost CHF 12'345.50, more than the budget");
    const release = screen.getByRole('button', { name: 'Release for review' });
    expect(release).toBeDisabled();
    expect(release).toHaveAccessibleDescription(
      'After the release the campaign can no longer be changed until Cadeau has reviewed it.',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('offers only what the campaign allows the caller: nothing for a designer, delete without release', () => {
    const { unmount } = open(aWorkspaceCampaign({ actions: ['editDesigns'] }));
    expect(screen.queryByTestId('release-summary')).not.toBeInTheDocument();
    unmount();
    open(aWorkspaceCampaign({ actions: ['delete'] }));
    expect(screen.getByTestId('delete-campaign')).toBeInTheDocument();
    expect(screen.queryByTestId('release')).not.toBeInTheDocument();
  });

  it('releases only from the dialog that shows the deposit the release issues; Enter on the button commits nothing', async () => {
    const campaign = aWorkspaceCampaign({
      depositPreview: {
        budgetRappen: 500_000,
        feeRappen: 500,
        baseFeeRappen: 10_000,
        vatRappen: 851,
        vatRateBasisPoints: 810,
        totalRappen: 511_351,
      },
    });
    api.restore();
    api = stubFetch({
      [`POST /api/campaign/${campaign.id}/release`]: { status: 200, body: { ...campaign, status: 'pending' } },
    });
    const user = userEvent.setup();
    open(campaign);
    screen.getByTestId('release').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Release the campaign "Summer 2099" for review?' });
    expect(within(dialog).getByTestId('deposit-budget')).toHaveTextContent("CHF 5'000.00");
    expect(within(dialog).getByTestId('deposit-fee')).toHaveTextContent('CHF 5.00');
    expect(within(dialog).getByTestId('deposit-base-fee')).toHaveTextContent('CHF 100.00');
    expect(within(dialog).getByTestId('deposit-vat')).toHaveTextContent('CHF 8.51');
    expect(within(dialog).getByTestId('deposit-total')).toHaveTextContent("CHF 5'113.51");
    expect(await axeViolations()).toEqual([]);
    // A second Enter lands on Cancel, never on the release.
    await waitFor(() => expect(within(dialog).getByTestId('confirm-release-cancel')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByTestId('release'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-release-ok'));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });
});

import { screen, within } from '@testing-library/react';
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
        ],
      }),
    );
    const list = screen.getByRole('list', { name: '2 things are still missing before the release:' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#campaign-section-timespan',
      '#campaign-section-mailDesign',
    ]);
    expect(links[0]).toHaveTextContent('The campaign may last at most 30 days. (Timespan)');
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
});

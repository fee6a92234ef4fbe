import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CampaignDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { typeDay } from '@cadeau/ui/testing/render-page';
import { renderPage } from '../test/render';
import { aGiver, aWorkspaceCampaign, anAdmin, campaignSettings } from '../test/workspace-fixtures';
import { TimespanSection } from './TimespanSection';

// Dates far ahead, so the test does not depend on today (the section checks against the Zurich day).
describe('the timespan of a campaign', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  const open = (campaign: CampaignDetail) =>
    renderPage(<TimespanSection campaign={campaign} />, { path: '/', url: '/' });
  const puts = () => api.calls.filter((c) => c.method === 'PUT').map((c) => c.body);

  it('shows the dates with the range the settings allow and saves them, an empty one as not set', async () => {
    setMyUser(aGiver());
    api = stubFetch({
      'GET /api/setting': { status: 200, body: campaignSettings() },
      'PUT /api/campaign': (call) => ({ status: 200, body: aWorkspaceCampaign(call.body as never) }),
    });
    open(aWorkspaceCampaign());
    const start = screen.getByLabelText('Start');
    const end = screen.getByLabelText('End');
    // Shown as the page writes a day (issue 23), kept and sent as ISO.
    expect(start).toHaveValue('06/01/2099');
    expect(end).toHaveValue('06/20/2099');
    expect(start).toBeEnabled();
    // The end's range follows the start and the settings (7 to 30 days).
    expect(await screen.findByText('Between 06/08/99 and 07/01/99 (7 to 30 days).')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-duration')).toHaveTextContent('Duration: 20 days');

    typeDay(end, '2099-06-25');
    fireEvent.click(screen.getByTestId('save-timespan'));
    await waitFor(() =>
      expect(puts()).toEqual([
        { id: aWorkspaceCampaign().id, version: 4, startDate: '2099-06-01', endDate: '2099-06-25' },
      ]),
    );
    typeDay(end, '');
    fireEvent.click(screen.getByTestId('save-timespan'));
    await waitFor(() => expect(puts().at(-1)).toMatchObject({ startDate: '2099-06-01', endDate: null }));
  });

  it('refuses an end before the start at the field and shows the server refusal at its field', async () => {
    setMyUser(aGiver(['manager']));
    api = stubFetch({
      'GET /api/setting': { status: 200, body: campaignSettings() },
      'PUT /api/campaign': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['endDate'], message: 'error.campaign.durationTooShort' }] },
      },
    });
    open(aWorkspaceCampaign());
    const end = screen.getByLabelText('End');
    typeDay(end, '2099-05-01');
    fireEvent.click(screen.getByTestId('save-timespan'));
    expect(await screen.findByText('The end must not be before the start.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toEqual([]);

    typeDay(end, '2099-06-03');
    fireEvent.click(screen.getByTestId('save-timespan'));
    // The days come from the settings in force, which the server checked against.
    expect(await screen.findByText('The campaign must last at least 7 days.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(1);
  });

  it('shows the dates of a campaign in review disabled and without a save button', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ 'GET /api/setting': { status: 200, body: campaignSettings({ admin: true }) } });
    open(aWorkspaceCampaign({ status: 'pending', actions: ['approve', 'reject', 'block'] }));
    expect(screen.getByLabelText('Start')).toBeDisabled();
    expect(screen.getByLabelText('End')).toBeDisabled();
    expect(screen.getByLabelText('Start')).toHaveValue('06/01/2099');
    expect(screen.queryByTestId('save-timespan')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    setMyUser(aGiver());
    api = stubFetch({ 'GET /api/setting': { status: 200, body: campaignSettings() } });
    open(aWorkspaceCampaign());
    expect(screen.getByLabelText('Ende')).toHaveValue('20.06.2099');
    expect(await screen.findByText(/Dauer: 20 Tage/)).toBeInTheDocument();
  });
});

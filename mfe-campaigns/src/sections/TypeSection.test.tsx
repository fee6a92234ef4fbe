import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CampaignDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { renderPage } from '../test/render';
import { aGiver, aWorkspaceCampaign, anAdmin } from '../test/workspace-fixtures';
import { TypeSection } from './TypeSection';

describe('the name and type of a campaign', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  const open = (campaign: CampaignDetail) => renderPage(<TypeSection campaign={campaign} />, { path: '/', url: '/' });
  const puts = () => api.calls.filter((c) => c.method === 'PUT').map((c) => c.body);

  it('saves only what changed: the trimmed name, then the type, with the version it read', async () => {
    setMyUser(aGiver());
    api = stubFetch({ 'PUT /api/campaign': (call) => ({ status: 200, body: aWorkspaceCampaign(call.body as never) }) });
    open(aWorkspaceCampaign());
    const name = screen.getByLabelText('Campaign name');
    expect(name).toHaveValue('Summer 2099');
    expect(name).toBeEnabled();
    expect(screen.getByLabelText(/^Automatic/)).toBeChecked();
    // Nothing changed, nothing to save.
    expect(screen.getByTestId('save-type')).toBeDisabled();

    fireEvent.change(name, { target: { value: '  Summer party 2099 ' } });
    fireEvent.click(screen.getByTestId('save-type'));
    await waitFor(() =>
      expect(puts()).toEqual([{ id: aWorkspaceCampaign().id, version: 4, name: 'Summer party 2099' }]),
    );

    fireEvent.change(name, { target: { value: 'Summer 2099' } });
    fireEvent.click(screen.getByLabelText(/^Manual/));
    fireEvent.click(screen.getByTestId('save-type'));
    await waitFor(() => expect(puts().at(-1)).toEqual({ id: aWorkspaceCampaign().id, version: 4, type: 'manual' }));
  });

  it('requires a name before sending and shows the server refusal of one at the field', async () => {
    setMyUser(aGiver(['manager']));
    api = stubFetch({
      'PUT /api/campaign': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['name'], message: 'zod.tooLong' }] },
      },
    });
    open(aWorkspaceCampaign());
    const name = screen.getByLabelText('Campaign name');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('save-type'));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toEqual([]);

    fireEvent.change(name, { target: { value: 'A name the server finds too long' } });
    fireEvent.click(screen.getByTestId('save-type'));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Too long.'));
    expect(puts()).toHaveLength(1);
  });

  it('shows a campaign that is not editable disabled and without a save button', async () => {
    setMyUser(anAdmin());
    api = stubFetch({});
    open(aWorkspaceCampaign({ status: 'pending', type: 'manual', actions: [] }));
    expect(screen.getByLabelText('Campaign name')).toBeDisabled();
    expect(screen.getByLabelText(/^Manual/)).toBeChecked();
    expect(screen.getByLabelText(/^Manual/)).toBeDisabled();
    expect(screen.getByLabelText(/^Automatic/)).toBeDisabled();
    expect(screen.queryByTestId('save-type')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    setMyUser(aGiver());
    api = stubFetch({});
    open(aWorkspaceCampaign());
    expect(screen.getByLabelText('Name der Kampagne')).toHaveValue('Summer 2099');
    expect(screen.getByRole('heading', { name: 'Name und Art' })).toBeInTheDocument();
  });
});

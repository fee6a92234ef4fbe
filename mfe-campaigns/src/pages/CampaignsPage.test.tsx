import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch, type StubCall } from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { renderPage } from '../test/render';
import { aGiver, aSummary, aWorkspaceCampaign, anAdmin, axeViolations, idOf, pageOf } from '../test/workspace-fixtures';
import CampaignsPage from './CampaignsPage';

const listQueries = (calls: StubCall[]) => calls.filter((c) => c.path === '/api/campaign').map((c) => c.query);

describe('the campaign list', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  const open = (url = '/cockpit/campaigns') =>
    renderPage(<CampaignsPage />, {
      path: '/cockpit/campaigns',
      url,
      otherRoutes: { '/cockpit/campaigns/:campaignId': <p>the workspace</p> },
    });

  it("shows a giver their organisation's campaigns, sorted and filtered by the server", async () => {
    setMyUser(aGiver());
    api = stubFetch({
      'GET /api/campaign': pageOf([
        aSummary(),
        aSummary({ id: idOf(2), name: 'Winter', status: 'rejected', budgetRappen: null, startDate: null }),
      ]),
    });
    open();
    const rows = await screen.findAllByTestId('campaigns-table-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Summer 2099' })).toHaveAttribute(
      'href',
      `/cockpit/campaigns/${aSummary().id}`,
    );
    expect(within(rows[0]).getByText("CHF 5'000.00")).toBeInTheDocument();
    expect(within(rows[0]).getByText("1'200")).toBeInTheDocument();
    expect(within(rows[0]).getByText('06/01/99 – 06/20/99')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('campaign-status')).toHaveTextContent('Rejected');
    expect(within(rows[1]).getByText('not set – 06/20/99')).toBeInTheDocument();
    expect(listQueries(api.calls)[0]).toMatchObject({ sort: 'createdAt', order: 'desc', page: '1' });
    // Givers see no giver column and no review queue.
    expect(screen.queryByRole('columnheader', { name: 'Giver' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('to-review')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Budget' }));
    await waitFor(() => expect(listQueries(api.calls).at(-1)).toMatchObject({ sort: 'budgetRappen', page: '1' }));
    await chooseOption(screen.getByLabelText('Status'), 'Draft');
    await waitFor(() => expect(listQueries(api.calls).at(-1)).toMatchObject({ status: 'draft' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Summer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listQueries(api.calls).at(-1)).toMatchObject({ q: 'Summer' }));
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a campaign from its name and type and opens it', async () => {
    setMyUser(aGiver(['manager']));
    const created = aWorkspaceCampaign({ id: idOf(7), name: 'Easter', type: 'manual' });
    api = stubFetch({ 'GET /api/campaign': pageOf([]), 'POST /api/campaign': { status: 200, body: created } });
    open();
    expect(await screen.findByText('No campaigns yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('new-campaign'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('create-campaign'));
    expect(await within(dialog).findByText('Please enter a name.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Easter ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Manual' }));
    fireEvent.click(within(dialog).getByTestId('create-campaign'));
    expect(await screen.findByText('the workspace')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Easter', type: 'manual' });
  });

  it('shows the server refusal of a name at the field', async () => {
    setMyUser(aGiver());
    api = stubFetch({
      'GET /api/campaign': pageOf([]),
      'POST /api/campaign': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['name'], message: 'zod.tooLong' }] },
      },
    });
    open();
    fireEvent.click(await screen.findByTestId('new-campaign'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByTestId('create-campaign'));
    const field = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/.+/);
  });

  it('creates a campaign from a template with the chosen elements', async () => {
    setMyUser(aGiver());
    const template = aSummary({ id: idOf(3), name: 'Christmas 2025', status: 'finished' });
    api = stubFetch({
      'GET /api/campaign': pageOf([template]),
      [`POST /api/campaign/${template.id}/create-template`]: {
        status: 200,
        body: aWorkspaceCampaign({ id: idOf(8), name: 'Christmas 2026' }),
      },
    });
    open();
    await screen.findAllByTestId('campaigns-table-row');
    fireEvent.click(screen.getByTestId('new-from-template'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('template-create'));
    expect(await within(dialog).findByText('Please choose a campaign as the template.')).toBeInTheDocument();

    await chooseOption(within(dialog).getByLabelText('Template'), 'Christmas 2025');
    fireEvent.change(within(dialog).getByLabelText('Name of the new campaign'), {
      target: { value: 'Christmas 2026' },
    });
    // Everything is copied unless unticked: here the recipients stay behind.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Recipients' }));
    fireEvent.click(within(dialog).getByTestId('template-create'));
    expect(await screen.findByText('the workspace')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/campaign/${template.id}/create-template`,
      body: { name: 'Christmas 2026', copy: ['mailDesign', 'greetingDesign', 'products'] },
    });
  });

  it('offers designers and users no way to create a campaign', async () => {
    setMyUser(aGiver(['designer']));
    api = stubFetch({ 'GET /api/campaign': pageOf([aSummary()]) });
    open();
    await screen.findAllByTestId('campaigns-table-row');
    expect(screen.queryByTestId('new-campaign')).not.toBeInTheDocument();
    expect(screen.queryByTestId('new-from-template')).not.toBeInTheDocument();
  });

  it("shows a platform administrator every organisation's campaigns with the giver column and the review queue", async () => {
    setMyUser(anAdmin());
    api = stubFetch({ 'GET /api/campaign': pageOf([aSummary({ status: 'pending', organizationName: 'Giver AG' })]) });
    open();
    const row = (await screen.findAllByTestId('campaigns-table-row'))[0];
    expect(within(row).getByText('Giver AG')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Giver' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All campaigns' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-campaign')).not.toBeInTheDocument();

    const toReview = screen.getByTestId('to-review');
    expect(toReview).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toReview);
    await waitFor(() => expect(listQueries(api.calls).at(-1)).toMatchObject({ status: 'pending' }));
    expect(screen.getByTestId('to-review')).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('opens with the review queue from a link (?status=pending) in German', async () => {
    await i18n.changeLanguage('de');
    setMyUser(anAdmin());
    api = stubFetch({ 'GET /api/campaign': pageOf([]) });
    open('/cockpit/campaigns?status=pending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle Kampagnen' })).toBeInTheDocument();
    await waitFor(() => expect(listQueries(api.calls)[0]).toMatchObject({ status: 'pending' }));
    // The queue is the list filtered by status: empty, it says so and offers to clear the filter (issue 23).
    expect(await screen.findByText('Keine Einträge passen zu den gewählten Filtern.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();
  });

  it('shows why the list could not be loaded, with a retry', async () => {
    setMyUser(aGiver());
    api = stubFetch({ 'GET /api/campaign': { status: 403, body: { message: 'error.campaign.giverOnly' } } });
    open();
    expect(await screen.findByTestId('campaigns-error')).toHaveTextContent('Only givers can manage campaigns.');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { renderPage } from '../test/render';
import { aGiver, aWorkspaceCampaign, anAdmin, axeViolations, campaignSettings } from '../test/workspace-fixtures';
import { BudgetSection } from './BudgetSection';

describe('the budget of a campaign', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  const open = (campaign: CampaignDetail) => renderPage(<BudgetSection campaign={campaign} />, { path: '/', url: '/' });

  it('shows the budget in CHF with the maximum price and the fees beside it, never in it', async () => {
    setMyUser(aGiver());
    api = stubFetch({ 'GET /api/setting': { status: 200, body: campaignSettings() } });
    open(aWorkspaceCampaign({ budgetRappen: 500_000, maxPriceRappen: 120_000, feeRappen: 500, baseFeeRappen: 10_000 }));
    const budget = screen.getByLabelText('Budget');
    expect(budget).toHaveValue("5'000.00");
    await waitFor(() =>
      expect(
        screen.getByText("At least CHF 1'000.00. The value of the gifts is paid from the budget."),
      ).toBeInTheDocument(),
    );
    expect(screen.getByTestId('campaign-max-price')).toHaveTextContent("CHF 1'200.00");
    const facts = screen.getByTestId('campaign-budget-facts');
    // A giver does not read Payment.FeeGiver: the percentage is the campaign's fee on its budget.
    expect(within(facts).getByText('Fee 0.1 % of the budget')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-fee')).toHaveTextContent('CHF 5.00');
    expect(screen.getByTestId('campaign-base-fee')).toHaveTextContent('CHF 100.00');
    expect(screen.getByText('The fees are billed in addition to the budget, never taken from it.')).toBeInTheDocument();
    expect(screen.queryByTestId('budget-exceeded')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('takes the fee percentage from the settings where the reader sees it (administrators)', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ 'GET /api/setting': { status: 200, body: campaignSettings({ admin: true }) } });
    open(aWorkspaceCampaign({ budgetRappen: null, feeRappen: 0, actions: [] }));
    expect(await screen.findByText('Fee 0.1 % of the budget')).toBeInTheDocument();
    expect(screen.getByLabelText('Budget')).toHaveValue('');
    // Read-only looks like the workspace's other read-only fields: disabled.
    expect(screen.getByLabelText('Budget')).toBeDisabled();
    expect(screen.queryByTestId('save-budget')).not.toBeInTheDocument();
  });

  it('sends francs as Rappen, refuses less than the minimum at the field, and clears an empty budget', async () => {
    setMyUser(aGiver());
    api = stubFetch({
      'GET /api/setting': { status: 200, body: campaignSettings() },
      'PUT /api/campaign': { status: 200, body: aWorkspaceCampaign({ budgetRappen: 150_050, version: 5 }) },
    });
    open(aWorkspaceCampaign());
    const budget = screen.getByLabelText('Budget');
    await screen.findByText(/At least CHF 1'000.00/);
    fireEvent.change(budget, { target: { value: '999' } });
    fireEvent.click(screen.getByTestId('save-budget'));
    expect(
      await screen.findByText("The budget must be at least the minimum budget of CHF 1'000.00."),
    ).toBeInTheDocument();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(budget, { target: { value: 'lots' } });
    expect(screen.getByText('Enter an amount in francs, for example 1500 or 1500.50.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(budget, { target: { value: "1'500.50" } });
    fireEvent.click(screen.getByTestId('save-budget'));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { id: aWorkspaceCampaign().id, version: 4, budgetRappen: 150_050 },
      ]),
    );
    fireEvent.change(budget, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-budget'));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ budgetRappen: null }),
    );
  });

  it('marks a budget the recipients and products exceed, at the budget and beside the maximum price', async () => {
    setMyUser(aGiver());
    api = stubFetch({ 'GET /api/setting': { status: 200, body: campaignSettings() } });
    open(
      aWorkspaceCampaign({
        budgetRappen: 200_000,
        maxPriceRappen: 250_000,
        issues: [
          {
            key: 'error.campaign.budgetExceeded',
            path: ['budgetRappen'],
            section: 'budget',
            params: { maxPriceRappen: 250_000 },
          },
        ],
      }),
    );
    expect(await screen.findByTestId('budget-exceeded')).toHaveTextContent('The maximum price is above the budget.');
    expect(screen.getByLabelText('Budget')).toHaveAttribute('aria-invalid', 'true');
    // The refusal names the amount the budget must reach (issue 23).
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The budget is exceeded: the recipients times the highest-priced product cost CHF 2'500.00",
    );
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    setMyUser(aGiver());
    api = stubFetch({ 'GET /api/setting': { status: 200, body: campaignSettings() } });
    open(aWorkspaceCampaign());
    expect(await screen.findByText('Gebühr 0,1 % des Budgets')).toBeInTheDocument();
    expect(screen.getByText('Grundgebühr pro Kampagne')).toBeInTheDocument();
  });
});

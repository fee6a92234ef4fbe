import { screen, within } from '@testing-library/react';
import type { CampaignDeposit, CampaignDetail, DepositPreview } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { BudgetSection } from '../sections/BudgetSection';
import { ReleaseSummarySection } from '../sections/ReleaseSummarySection';
import { renderPage } from '../test/render';
import { aGiver, aWorkspaceCampaign, axeViolations, campaignSettings } from '../test/workspace-fixtures';
import { StatusNotice } from '../workspace/StatusNotice';

/** CHF 12'345.60 budget, 0.1 % fee, CHF 100 base fee, VAT 8.1 % of CHF 112.35 = CHF 9.10. */
const preview: DepositPreview = {
  budgetRappen: 1_234_560,
  feeRappen: 1_235,
  baseFeeRappen: 10_000,
  vatRappen: 910,
  vatRateBasisPoints: 810,
  totalRappen: 1_246_705,
};
const deposit: CampaignDeposit = {
  invoiceId: '0c6a2c1e-3f1b-4f7e-9a55-000000000a01',
  number: '2099-000042',
  status: 'partialPaid',
  amountRappen: 1_246_705,
  openRappen: 246_705,
};

describe("a campaign's deposit invoice (issue 19)", () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    setMyUser(aGiver());
    api = stubFetch({ 'GET /api/setting': { status: 200, body: campaignSettings() } });
  });
  const budget = (campaign: CampaignDetail) =>
    renderPage(<BudgetSection campaign={campaign} />, { path: '/', url: '/' });

  it('shows in the budget section what the release will issue, every amount in Swiss francs', async () => {
    budget(aWorkspaceCampaign({ budgetRappen: 1_234_560, depositPreview: preview }));
    const facts = screen.getByTestId('campaign-deposit');
    expect(within(facts).getByRole('heading', { name: 'Deposit invoice issued at the release' })).toBeInTheDocument();
    expect(within(facts).getByText(/Releasing the campaign issues this deposit invoice/)).toBeInTheDocument();
    expect(screen.getByTestId('deposit-budget')).toHaveTextContent("CHF 12'345.60");
    expect(screen.getByTestId('deposit-fee')).toHaveTextContent('CHF 12.35');
    expect(screen.getByTestId('deposit-base-fee')).toHaveTextContent('CHF 100.00');
    expect(within(facts).getByText('VAT 8.1 % on the fees')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-vat')).toHaveTextContent('CHF 9.10');
    expect(screen.getByTestId('deposit-total')).toHaveTextContent("CHF 12'467.05");
    expect(screen.queryByTestId('deposit-state')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows nothing of a deposit while the campaign has no budget', () => {
    budget(aWorkspaceCampaign({ budgetRappen: null, depositPreview: null }));
    expect(screen.getByTestId('campaign-deposit')).toBeEmptyDOMElement();
  });

  it('says the deposit is being issued between the release and svc-billing’s invoice', () => {
    budget(aWorkspaceCampaign({ status: 'pending', actions: ['createTemplate'], depositPreview: preview }));
    expect(screen.getByTestId('deposit-issuing')).toHaveTextContent(
      'The deposit invoice is being issued and will show here shortly.',
    );
    expect(screen.getByTestId('deposit-total')).toHaveTextContent("CHF 12'467.05");
  });

  it('shows the issued invoice after the release: number, status, amount, open amount and where to pay it', async () => {
    budget(aWorkspaceCampaign({ status: 'pending', actions: ['createTemplate'], depositPreview: preview, deposit }));
    const facts = screen.getByTestId('campaign-deposit');
    expect(within(facts).getByRole('heading', { name: 'Deposit invoice' })).toBeInTheDocument();
    // The preview gives way to the invoice itself.
    expect(screen.queryByTestId('deposit-preview')).not.toBeInTheDocument();
    expect(screen.getByTestId('deposit-number')).toHaveTextContent('2099-000042');
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('Partly paid');
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent("CHF 12'467.05");
    expect(screen.getByTestId('deposit-open')).toHaveTextContent("CHF 2'467.05");
    expect(screen.getByRole('link', { name: 'Invoices and payments' })).toHaveAttribute('href', '/cockpit/payments');
    expect(await axeViolations()).toEqual([]);
  });

  it('names every status of the deposit in both languages', async () => {
    const names = { open: ['Open', 'Offen'], paid: ['Paid', 'Bezahlt'], reopened: ['Reopened', 'Wieder eröffnet'] };
    for (const [status, [en, de]] of Object.entries(names)) {
      for (const [lang, text] of [
        ['en', en],
        ['de', de],
      ] as const) {
        await i18n.changeLanguage(lang);
        const { unmount } = budget(
          aWorkspaceCampaign({
            status: 'approved',
            actions: [],
            deposit: { ...deposit, status: status as CampaignDeposit['status'] },
          }),
        );
        expect(screen.getByTestId('deposit-status')).toHaveTextContent(text);
        unmount();
      }
    }
  });

  it('speaks German with Swiss amounts', async () => {
    await i18n.changeLanguage('de');
    budget(aWorkspaceCampaign({ budgetRappen: 1_234_560, depositPreview: preview }));
    expect(screen.getByRole('heading', { name: 'Depotrechnung beim Einreichen' })).toBeInTheDocument();
    expect(screen.getByText('MWST 8,1 % auf den Gebühren')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-total')).toHaveTextContent("CHF 12'467.05");
  });
});

describe('the deposit at the top of the workspace', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    setMyUser(aGiver());
    api = stubFetch({});
  });

  it('names the deposit invoice the release issues in the release summary, linking to its lines', () => {
    renderPage(<ReleaseSummarySection campaign={aWorkspaceCampaign({ depositPreview: preview })} />, {
      path: '/',
      url: '/',
    });
    const line = screen.getByTestId('release-deposit');
    expect(line).toHaveTextContent(
      "The release issues the deposit invoice of CHF 12'467.05 (budget, fees and VAT). Deposit invoice (Budget)",
    );
    expect(within(line).getByRole('link')).toHaveAttribute('href', '#campaign-section-budget');
  });

  it("tells the giver of a pending campaign the deposit's state: being issued, open, paid", async () => {
    const pending = (d: CampaignDeposit | null) =>
      renderPage(<StatusNotice campaign={aWorkspaceCampaign({ status: 'pending', deposit: d })} />, {
        path: '/',
        url: '/',
      });
    let view = pending(null);
    expect(screen.getByTestId('pending-deposit')).toHaveTextContent(
      'The deposit invoice is being issued. The campaign can be approved once it is paid.',
    );
    view.unmount();
    view = pending({ ...deposit, status: 'open', openRappen: deposit.amountRappen });
    expect(screen.getByTestId('pending-deposit')).toHaveTextContent(
      "Deposit invoice 2099-000042: Open, CHF 12'467.05 open. The campaign can be approved once it is paid.",
    );
    view.unmount();
    await i18n.changeLanguage('de');
    pending({ ...deposit, status: 'paid', openRappen: 0 });
    expect(screen.getByTestId('pending-deposit')).toHaveTextContent('Depotrechnung 2099-000042: bezahlt.');
  });
});

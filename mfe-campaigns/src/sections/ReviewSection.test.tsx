import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignDeposit, CampaignDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { toasts } from '@cadeau/ui/toast';
import { renderPage } from '../test/render';
import { aGiver, aWorkspaceCampaign, anAdmin, axeViolations } from '../test/workspace-fixtures';
import { ReviewSection } from './ReviewSection';

const REVIEW = `POST /api/campaign/${aWorkspaceCampaign().id}/approve`;
const paid: CampaignDeposit = {
  invoiceId: '0c6a2c1e-3f1b-4f7e-9a55-000000000a01',
  number: '2099-000042',
  status: 'paid',
  amountRappen: 511_351,
  openRappen: 0,
};
const inReview = (overrides: Partial<CampaignDetail> = {}) =>
  aWorkspaceCampaign({ status: 'pending', actions: ['approve', 'reject', 'block'], deposit: paid, ...overrides });

describe("a platform administrator's review of a campaign", () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    await i18n.changeLanguage('en');
  });
  const open = (campaign: CampaignDetail) => renderPage(<ReviewSection campaign={campaign} />, { path: '/', url: '/' });
  const decisions = () => api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

  it('approves only from the dialog that says what follows (issue 23)', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ [REVIEW]: { status: 200, body: inReview({ status: 'approved', actions: [] }) } });
    open(inReview());
    expect(screen.getByText(/Check the campaign and decide/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('review-approve'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the campaign "Summer 2099"?' });
    expect(within(dialog).getByTestId('confirm-approve')).toHaveTextContent(
      'The gift codes are made and mailed to the recipients automatically from the start date. An approval cannot be undone.',
    );
    expect(decisions()).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-approve-ok'));
    await waitFor(() => expect(decisions()).toEqual([{ decision: 'approve' }]));
    await waitFor(() =>
      expect(toasts.list().at(-1)).toMatchObject({ severity: 'success', summary: 'The campaign was approved.' }),
    );
  });

  it('rejects only with a reason, which the giver reads', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ [REVIEW]: { status: 200, body: inReview({ status: 'rejected', actions: [] }) } });
    open(inReview());
    fireEvent.click(screen.getByTestId('review-reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the campaign "Summer 2099"' });
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(decisions()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The budget is too small.' } });
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    await waitFor(() => expect(decisions()).toEqual([{ decision: 'reject', reason: 'The budget is too small.' }]));
    await waitFor(() =>
      expect(toasts.list().at(-1)).toMatchObject({ severity: 'success', summary: 'The campaign was rejected.' }),
    );
    // The dialog closes once the decision is taken.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('blocks with a reason and says why the server refused', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ [REVIEW]: { status: 409, body: { message: 'error.conflict' } } });
    open(inReview());
    fireEvent.click(screen.getByTestId('review-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Block the campaign "Summer 2099"' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Fraudulent gifts.' } });
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    await waitFor(() => expect(decisions()).toEqual([{ decision: 'block', reason: 'Fraudulent gifts.' }]));
    // The refusal is a toast; the dialog stays open with the reason to try again.
    await waitFor(() => expect(toasts.list().at(-1)).toMatchObject({ severity: 'error' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Fraudulent gifts.');
  });

  it('offers only the decisions the campaign allows', async () => {
    setMyUser(anAdmin());
    api = stubFetch({});
    open(inReview({ status: 'approved', actions: ['block'] }));
    expect(screen.getByTestId('review-block')).toBeInTheDocument();
    expect(screen.queryByTestId('review-approve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('review-reject')).not.toBeInTheDocument();
  });

  it('shows the paid deposit beside the decisions and approves', () => {
    setMyUser(anAdmin());
    api = stubFetch({});
    open(inReview());
    const deposit = screen.getByTestId('review-deposit');
    expect(within(deposit).getByTestId('deposit-number')).toHaveTextContent('2099-000042');
    expect(within(deposit).getByTestId('deposit-status')).toHaveTextContent('Paid');
    expect(within(deposit).getByTestId('deposit-amount')).toHaveTextContent("CHF 5'113.51");
    expect(within(deposit).getByTestId('deposit-open')).toHaveTextContent('CHF 0.00');
    expect(screen.getByTestId('review-approve')).toBeEnabled();
    expect(screen.queryByTestId('review-approve-unpaid')).not.toBeInTheDocument();
  });

  it('keeps approve disabled, with the reason, while the deposit is not paid (issue 19)', async () => {
    setMyUser(anAdmin());
    api = stubFetch({});
    const open_ = { ...paid, status: 'open' as const, openRappen: 511_351 };
    open(inReview({ actions: ['reject', 'block'], deposit: open_ }));
    expect(within(screen.getByTestId('review-deposit')).getByTestId('deposit-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('deposit-open')).toHaveTextContent("CHF 5'113.51");
    expect(screen.getByRole('link', { name: 'Invoices and payments' })).toHaveAttribute('href', '/cockpit/payments');
    const approve = screen.getByTestId('review-approve');
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('The deposit is not paid yet. "Approve" is possible once it is paid.');
    fireEvent.click(approve);
    expect(decisions()).toEqual([]);
    // Rejecting and blocking never wait for the deposit.
    expect(screen.getByTestId('review-reject')).toBeEnabled();
    expect(screen.getByTestId('review-block')).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when no deposit invoice is issued yet, in German too', async () => {
    setMyUser(anAdmin());
    api = stubFetch({});
    const { unmount } = open(inReview({ actions: ['reject', 'block'], deposit: null }));
    expect(screen.getByTestId('review-deposit')).toHaveTextContent('No deposit invoice has been issued yet.');
    expect(screen.getByTestId('review-approve')).toBeDisabled();
    unmount();
    await i18n.changeLanguage('de');
    open(inReview({ actions: ['reject', 'block'], deposit: null }));
    expect(screen.getByTestId('review-deposit')).toHaveTextContent('Es ist noch keine Depotrechnung ausgestellt.');
    expect(screen.getByTestId('review-approve-unpaid')).toHaveTextContent(
      'Das Depot ist noch nicht bezahlt. «Genehmigen» ist möglich, sobald es bezahlt ist.',
    );
  });

  it('translates the refusal of an approval whose deposit was reopened meanwhile', async () => {
    setMyUser(anAdmin());
    api = stubFetch({ [REVIEW]: { status: 409, body: { message: 'error.campaign.depositUnpaid' } } });
    open(inReview());
    fireEvent.click(screen.getByTestId('review-approve'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-approve-ok'));
    await waitFor(() =>
      expect(toasts.list().at(-1)).toMatchObject({
        severity: 'error',
        summary: 'The campaign can only be approved once its deposit is paid.',
      }),
    );
  });

  it('shows nothing to a giver, whose campaign allows no decision', async () => {
    setMyUser(aGiver());
    api = stubFetch({});
    open(aWorkspaceCampaign());
    expect(screen.queryByTestId('campaign-section-review')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

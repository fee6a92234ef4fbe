import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { socket } from '@cadeau/ui/socket';
import {
  aBudget,
  anInvoice,
  anInvoiceDetail,
  aPayoutOverview,
  aUser,
  billingIdOf,
  stubFetch,
  type StubCall,
} from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { toasts } from '@cadeau/ui/toast';
import { aMember, ME, ORG_ID, renderPage } from '../test/render';
import PaymentsPage from './PaymentsPage';

const ADMIN = aUser({
  id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0009',
  isPlatformAdmin: true,
  roles: ['platformAdmin'],
  organizations: [],
  currentOrganizationId: null,
});

const LIST = '/api/invoice';
const DEFAULT = { page: '1', pageSize: '25', sort: 'issuedAt', order: 'desc', organizationId: ORG_ID };
const DEPOSIT = anInvoice({ organizationId: ORG_ID });
const PAID = anInvoice({
  id: billingIdOf(2),
  number: '2026-000002',
  type: 'finalBilling',
  status: 'paid',
  organizationId: ORG_ID,
  amountRappen: 45_600,
  originalAmountRappen: 45_600,
  paidRappen: 45_600,
  openRappen: 0,
});
const PAYOUT = anInvoice({
  id: billingIdOf(3),
  number: '2026-000003',
  type: 'payout',
  status: 'open',
  organizationId: ORG_ID,
  campaignId: null,
  campaignName: null,
  amountRappen: 20_000,
  originalAmountRappen: 20_000,
  openRappen: 20_000,
  reference: null,
  dueDate: null,
});

/** svc-billing as the page asks it: the budget, the invoices (filtered as the server would), the payouts. */
function billing(me: unknown, routes: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  return stubFetch({
    'GET /api/user/myuser': { status: 200, body: me },
    [`GET /api/organization/${ORG_ID}/budget`]: { status: 200, body: aBudget({ organizationId: ORG_ID }) },
    [`GET /api/organization/${ORG_ID}/payout`]: {
      status: 200,
      body: aPayoutOverview({ organizationId: ORG_ID, requests: [PAYOUT] }),
    },
    [`GET ${LIST}`]: (call: StubCall) => {
      const items = [DEPOSIT, PAID].filter(
        (i) =>
          (!call.query.status || i.status === call.query.status) && (!call.query.type || i.type === call.query.type),
      );
      return { status: 200, body: { items, page: 1, pageSize: 25, total: items.length } };
    },
    [`GET /api/invoice/${DEPOSIT.id}`]: { status: 200, body: anInvoiceDetail({ organizationId: ORG_ID }) },
    ...routes,
  });
}

const queries = (calls: StubCall[]) => calls.filter((c) => c.method === 'GET' && c.path === LIST).map((c) => c.query);
const rows = () => screen.getAllByTestId('invoices-table-row');

describe('payments of an organisation (/cockpit/payments)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  const open = (url = '/cockpit/payments') =>
    renderPage(<PaymentsPage />, {
      path: url.startsWith('/cockpit/payments/') ? '/cockpit/payments/:organizationId' : '/cockpit/payments',
      url,
      otherRoutes: { '/cockpit/budgets': <p>all budgets</p> },
    });

  it("shows the current organisation's budget and invoices in CHF, newest first, with their PDFs and QR-bills", async () => {
    api = billing(ME);
    open();
    expect(await screen.findByRole('heading', { name: 'Payments', level: 1 })).toBeInTheDocument();
    const budget = await screen.findByTestId('budget-facts');
    expect(within(budget).getByTestId('budget-credit')).toHaveTextContent("CHF 1'234.50");
    expect(within(budget).getByTestId('budget-open')).toHaveTextContent("CHF 1'011'891.00");
    // A giver has no earnings: those are a seller's.
    expect(within(budget).queryByTestId('budget-payable')).toBeNull();

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(queries(api.calls)).toEqual([DEFAULT]);
    const deposit = within(rows()[0]!);
    expect(deposit.getByRole('button', { name: 'Open invoice 2026-000001' })).toHaveTextContent('2026-000001');
    expect(deposit.getByText('Deposit invoice')).toBeInTheDocument();
    expect(deposit.getByText('Weihnachten 2026')).toBeInTheDocument();
    expect(deposit.getByTestId('invoice-status')).toHaveTextContent('Open');
    expect(deposit.getByTestId('invoice-amount')).toHaveTextContent("CHF 1'011'891.00");
    expect(deposit.getByTestId('invoice-open-amount')).toHaveTextContent("CHF 1'011'891.00");
    expect(deposit.getByText('11/20/26')).toBeInTheDocument();
    expect(deposit.getByText('11/27/26')).toBeInTheDocument();
    const pdf = deposit.getByRole('link', { name: 'PDF with QR-bill: Deposit invoice 2026-000001' });
    expect(pdf).toHaveAttribute('href', `/api/invoice/${DEPOSIT.id}/pdf`);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveTextContent('PDF with QR-bill');
    // Paid: nothing to pay, so no QR-bill is promised.
    const paid = within(rows()[1]!);
    expect(paid.getByTestId('invoice-status')).toHaveTextContent('Paid');
    expect(paid.getByTestId('invoice-open-amount')).toHaveTextContent('CHF 0.00');
    expect(paid.getByRole('link', { name: 'PDF: Final billing 2026-000002' })).toHaveTextContent('PDF');
    const table = screen.getByTestId('invoices-table');
    expect(within(table).getByRole('columnheader', { name: 'Issued' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks the server again for each filter and sort, from page 1', async () => {
    api = billing(ME);
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await waitFor(() => expect(queries(api.calls).at(-1)).toEqual({ ...DEFAULT, status: 'paid' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('invoice-status')).toHaveTextContent('Paid');

    await chooseOption(screen.getByRole('combobox', { name: 'Type' }), 'Final billing');
    await waitFor(() =>
      expect(queries(api.calls).at(-1)).toEqual({ ...DEFAULT, status: 'paid', type: 'finalBilling' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(queries(api.calls).at(-1)).toEqual({
        ...DEFAULT,
        status: 'paid',
        type: 'finalBilling',
        sort: 'openRappen',
        order: 'asc',
      }),
    );
  });

  it("opens an invoice in a drawer with its lines in the PDF's words, its history and its PDF; a member gets no actions", async () => {
    api = billing(ME);
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Open invoice 2026-000001' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deposit invoice 2026-000001' });
    await within(drawer).findByTestId('invoice-detail');
    const lines = within(drawer)
      .getAllByTestId('invoice-lines-row')
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(lines).toEqual([
      ['Budget', "CHF 1'000'000.00"],
      ['Fee 0.1 %', "CHF 1'000.00"],
      ['Base fee', "CHF 10'000.00"],
      ['VAT 8.1 %', 'CHF 891.00'],
    ]);
    expect(within(drawer).getByTestId('invoice-total')).toHaveTextContent("Total: CHF 1'011'891.00");
    const history = within(within(drawer).getByTestId('invoice-history-row'));
    expect(history.getByText('Issued')).toBeInTheDocument();
    expect(history.getByText('automatically')).toBeInTheDocument();
    expect(history.getByTestId('history-status')).toHaveTextContent('Open');
    expect(within(drawer).getByRole('link', { name: 'Open the PDF with QR-bill' })).toHaveAttribute(
      'href',
      `/api/invoice/${DEPOSIT.id}/pdf`,
    );
    expect(within(drawer).getByText('Cadeau AG')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('invoice-actions')).toBeNull();
    // The address names the open invoice, so a link can open it.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit invoice 2026-000001' })).toBeNull());
  });

  it('opens the invoice a link names (?invoice=)', async () => {
    api = billing(ME);
    open(`/cockpit/payments?invoice=${DEPOSIT.id}`);
    expect(await screen.findByRole('dialog', { name: 'Deposit invoice 2026-000001' })).toBeInTheDocument();
  });

  it('asks for a payout only after a confirmation naming the amount and the IBAN, then posts it', async () => {
    const posted: unknown[] = [];
    api = billing(ME, {
      [`POST /api/organization/${ORG_ID}/payout`]: (call) => {
        posted.push(call.body);
        return { status: 200, body: { ...PAYOUT, id: billingIdOf(9), number: '2026-000009', amountRappen: 10_050 } };
      },
    });
    open();
    const payout = await screen.findByTestId('payments-payout');
    expect(await within(payout).findByTestId('payout-available')).toHaveTextContent("CHF 1'234.50");
    expect(within(payout).getByTestId('payout-iban')).toHaveTextContent('CH93 0076 2011 6238 5295 7');
    // The requests so far, with their status.
    const request = within(within(payout).getByTestId('payout-requests-row'));
    expect(request.getByText('2026-000003')).toBeInTheDocument();
    expect(request.getByText('CHF 200.00')).toBeInTheDocument();

    // More than is available is refused at the field.
    const amount = within(payout).getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '2000' } });
    fireEvent.click(within(payout).getByRole('button', { name: 'Request a payout' }));
    expect(within(payout).getByRole('alert')).toHaveTextContent("The amount must be at most CHF 1'234.50.");
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(amount, { target: { value: '100,5' } });
    fireEvent.click(within(payout).getByRole('button', { name: 'Request a payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout?' });
    expect(within(dialog).getByTestId('payout-confirm-text')).toHaveTextContent(
      'CHF 100.50 will be transferred to the IBAN CH93 0076 2011 6238 5295 7 of Giver AG.',
    );
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(posted).toEqual([{ amountRappen: 10_050 }]));
    await waitFor(() =>
      expect(toasts.list().map((x) => x.summary)).toContain('Payout 2026-000009 of CHF 100.50 requested.'),
    );

    // Empty: everything available, which the request leaves to the server.
    fireEvent.click(within(payout).getByRole('button', { name: 'Request a payout' }));
    const all = await screen.findByRole('dialog', { name: 'Request a payout?' });
    expect(within(all).getByTestId('payout-confirm-text')).toHaveTextContent("CHF 1'234.50 will be transferred");
    fireEvent.click(within(all).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request a payout?' })).toBeNull());
    expect(posted).toHaveLength(1);
  });

  it('never requests a payout from the keyboard alone: Enter opens the dialog on Cancel, a second Enter closes it', async () => {
    const posted: unknown[] = [];
    api = billing(ME, {
      [`POST /api/organization/${ORG_ID}/payout`]: (call) => {
        posted.push(call.body);
        return { status: 200, body: PAYOUT };
      },
    });
    const user = userEvent.setup();
    open();
    const payout = await screen.findByTestId('payments-payout');
    await within(payout).findByTestId('payout-available');
    within(payout).getByRole('button', { name: 'Request a payout' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request a payout?' })).toBeNull());
    expect(posted).toEqual([]);
  });

  it("shows the server's refusal of a payout in words (no IBAN)", async () => {
    api = billing(ME, {
      [`POST /api/organization/${ORG_ID}/payout`]: { status: 409, body: { message: 'error.payout.ibanMissing' } },
    });
    open();
    const payout = await screen.findByTestId('payments-payout');
    fireEvent.click(await within(payout).findByRole('button', { name: 'Request a payout' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request payout' }));
    await waitFor(() =>
      expect(toasts.list().at(-1)).toMatchObject({
        severity: 'error',
        summary: "Your organisation has no valid IBAN to pay out to. Add it to the organisation's data first.",
      }),
    );
  });

  it('tells a member who is no admin that only admins request payouts', async () => {
    api = billing(aMember());
    open();
    const payout = await screen.findByTestId('payments-payout');
    expect(
      await within(payout).findByText('Only administrators of the organisation can request a payout.'),
    ).toBeInTheDocument();
    expect(within(payout).queryByRole('button', { name: 'Request a payout' })).toBeNull();
  });

  it('offers no payout without an IBAN, and says where to enter it', async () => {
    api = billing(ME, {
      [`GET /api/organization/${ORG_ID}/payout`]: { status: 200, body: aPayoutOverview({ iban: null }) },
    });
    open();
    const payout = await screen.findByTestId('payments-payout');
    const iban = await within(payout).findByTestId('payout-iban');
    expect(iban).toHaveTextContent('No IBAN yet');
    expect(within(iban).getByRole('link', { name: 'Organisation data' })).toHaveAttribute(
      'href',
      '/cockpit/my-organization',
    );
    expect(within(payout).queryByRole('button', { name: 'Request a payout' })).toBeNull();
  });

  it('shows invoices that could not be loaded as an error with a retry in their panel, beside the budget', async () => {
    let calls = 0;
    api = billing(ME, {
      [`GET ${LIST}`]: () =>
        ++calls === 1
          ? { status: 403, body: { message: 'error.forbidden' } }
          : { status: 200, body: { items: [DEPOSIT], page: 1, pageSize: 25, total: 1 } },
    });
    open();
    const invoices = await screen.findByTestId('payments-invoices');
    const failed = await within(invoices).findByTestId('invoices-table-error');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent('You are not allowed to do this.');
    expect(within(invoices).queryByRole('table')).toBeNull();
    expect(within(invoices).queryByText('No invoices.')).toBeNull();
    expect(screen.getByTestId('budget-credit')).toHaveTextContent("CHF 1'234.50");
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId('invoices-table-error')).toBeNull();
  });

  it('refetches when the gateway says an invoice of the organisation changed', async () => {
    api = billing(ME);
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(socket.listeners('invoice:updated')).toHaveLength(1));
    const before = queries(api.calls).length;
    act(() => {
      for (const listener of socket.listeners('invoice:updated'))
        listener({ invoiceId: DEPOSIT.id, organizationId: ORG_ID, type: 'deposit', status: 'paid' });
    });
    await waitFor(() => expect(queries(api.calls).length).toBe(before + 1));
    expect(api.calls.filter((c) => c.path === `/api/organization/${ORG_ID}/budget`).length).toBe(2);
  });

  it('sends a platform administrator without a current organisation to the budgets of every organisation', async () => {
    api = billing(ADMIN);
    open();
    expect(await screen.findByText('all budgets')).toBeInTheDocument();
  });

  it("shows any organisation's payments to a platform administrator, with the actions; a payment needs a reason", async () => {
    const posted: StubCall[] = [];
    api = billing(ADMIN, {
      [`POST /api/invoice/${DEPOSIT.id}/status`]: (call) => {
        posted.push(call);
        return {
          status: 200,
          body: anInvoiceDetail({ organizationId: ORG_ID, status: 'partialPaid', paidRappen: 50_000_000 }),
        };
      },
    });
    open(`/cockpit/payments/${ORG_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payments of Giver AG', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the budgets' })).toHaveAttribute('href', '/cockpit/budgets');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(queries(api.calls)).toEqual([DEFAULT]);

    fireEvent.click(screen.getByRole('button', { name: 'Open invoice 2026-000001' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deposit invoice 2026-000001' });
    const actions = await within(drawer).findByTestId('invoice-actions');
    // Nothing paid yet: nothing to reopen.
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Record a payment', 'Correct the amount']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Record a payment' }));
    // In jsdom antd gives the drawer and the modal over it the same title id ('test-id'): find the modal by its content.
    const dialog = (await screen.findByTestId('invoice-dialog-recordPayment')).closest<HTMLElement>('[role=dialog]')!;
    expect(dialog).toHaveTextContent('Record a payment for 2026-000001');
    const amount = within(dialog).getByLabelText('Amount received');
    expect(amount).toHaveValue("1'011'891.00");
    fireEvent.change(amount, { target: { value: "500'000" } });
    expect(within(dialog).getByTestId('payment-effect')).toHaveTextContent(
      "Partial payment: CHF 511'891.00 stay open.",
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: ' Bank transfer without reference ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({
      status: 'partialPaid',
      amountRappen: 50_000_000,
      reason: 'Bank transfer without reference',
    });
    await waitFor(() =>
      expect(toasts.list().map((x) => x.summary)).toContain('Payment recorded: 2026-000001 is now «Partially paid».'),
    );
  });

  it('speaks German with the words of the invoices and mails', async () => {
    await i18n.changeLanguage('de');
    api = billing(ME);
    open();
    expect(await screen.findByRole('heading', { name: 'Zahlungen', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByText('Depotrechnung')).toBeInTheDocument();
    expect(within(rows()[0]!).getByTestId('invoice-status')).toHaveTextContent('Offen');
    expect(within(rows()[0]!).getByText('20.11.26')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Schlussabrechnung')).toBeInTheDocument();
    expect(within(rows()[1]!).getByTestId('invoice-status')).toHaveTextContent('Bezahlt');
    expect(
      within(rows()[0]!).getByRole('link', { name: 'PDF mit QR-Rechnung: Depotrechnung 2026-000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Guthaben')).toBeInTheDocument();
    expect(screen.getByTestId('budget-credit')).toHaveTextContent("CHF 1'234.50");
    expect(screen.getByRole('heading', { name: 'Auszahlung' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rechnung 2026-000001 öffnen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Depotrechnung 2026-000001' });
    await within(drawer).findByTestId('invoice-detail');
    expect(within(drawer).getByText('Gebühr 0,1 %')).toBeInTheDocument();
    expect(within(drawer).getByText('MWST 8,1 %')).toBeInTheDocument();
    expect(within(within(drawer).getByTestId('invoice-history-row')).getByText('Ausgestellt')).toBeInTheDocument();
  });
});

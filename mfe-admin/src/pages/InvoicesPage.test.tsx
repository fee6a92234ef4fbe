import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { anInvoice, anInvoiceDetail, billingIdOf, stubFetch, type StubCall } from '@cadeau/ui/testing';
import { chooseOption, chosenOption, typeDay } from '@cadeau/ui/testing/render-page';
import { toasts } from '@cadeau/ui/toast';
import { queriesTo } from '../test/list-server';
import { renderPage } from '../test/render';
import InvoicesPage from './InvoicesPage';

const LIST = '/api/invoice';
const DEFAULT = { page: '1', pageSize: '25', sort: 'issuedAt', order: 'desc' };
const SELLER = { id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0300', name: 'Seller GmbH' };
const GIVER_INVOICE = anInvoice();
const PAID = anInvoice({
  id: billingIdOf(2),
  number: '2026-000002',
  type: 'manual',
  status: 'paid',
  campaignId: null,
  campaignName: null,
  amountRappen: 123_450,
  originalAmountRappen: 123_450,
  paidRappen: 123_450,
  openRappen: 0,
});
const SELLER_PAYOUT = anInvoice({
  id: billingIdOf(3),
  number: '2026-000003',
  type: 'payout',
  organizationId: SELLER.id,
  organizationName: SELLER.name,
  campaignId: null,
  campaignName: null,
  amountRappen: 98_765,
  originalAmountRappen: 98_765,
  openRappen: 98_765,
  reference: null,
  dueDate: null,
});
const ALL = [GIVER_INVOICE, PAID, SELLER_PAYOUT];

/** svc-billing's and svc-identity's answers; the list filters as the server's WHERE would. */
function server(routes: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  return stubFetch({
    [`GET ${LIST}`]: (call: StubCall) => {
      const q = call.query;
      const items = ALL.filter(
        (i) =>
          (!q.status || i.status === q.status) &&
          (!q.type || i.type === q.type) &&
          (!q.organizationId || i.organizationId === q.organizationId) &&
          (!q.q || i.number.includes(q.q)),
      );
      return { status: 200, body: { items, page: 1, pageSize: 25, total: items.length } };
    },
    'GET /api/organization/list': (call: StubCall) => {
      const items = [SELLER, { id: GIVER_INVOICE.organizationId, name: 'Giver AG' }].filter(
        (o) => !call.query.q || o.name.toLowerCase().includes(call.query.q.toLowerCase()),
      );
      return { status: 200, body: { items, page: 1, pageSize: 20, total: items.length } };
    },
    [`GET /api/invoice/${PAID.id}`]: {
      status: 200,
      body: anInvoiceDetail({
        ...PAID,
        history: [
          {
            at: '2026-11-20T10:00:00.000Z',
            action: 'issued',
            status: 'open',
            amountRappen: 123_450,
            paidRappen: 0,
            byUserId: null,
            reason: null,
          },
          {
            at: '2026-11-22T10:00:00.000Z',
            action: 'payment',
            status: 'paid',
            amountRappen: 123_450,
            paidRappen: 123_450,
            byUserId: null,
            reason: null,
          },
        ],
      }),
    },
    [`GET /api/invoice/${SELLER_PAYOUT.id}`]: {
      status: 200,
      body: anInvoiceDetail({
        ...SELLER_PAYOUT,
        lines: [{ kind: 'payout', text: '2026-11-28', amountRappen: 98_765, vatRateBasisPoints: null }],
        creditor: {
          ...anInvoiceDetail().debtor,
          organizationId: SELLER.id,
          name: SELLER.name,
          iban: 'CH56 0483 5012 3456 7800 9',
        },
      }),
    },
    ...routes,
  });
}

const rows = () => screen.getAllByTestId('invoices-table-row');
/** The modal over the drawer, by its content: in jsdom antd gives both the same title id. */
const dialogOf = async (action: string) =>
  (await screen.findByTestId(`invoice-dialog-${action}`)).closest<HTMLElement>('[role=dialog]')!;

describe('all invoices (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());
  const open = () => renderPage(<InvoicesPage />, { path: '/cockpit/invoices', url: '/cockpit/invoices' });

  it("lists every organisation's invoices in CHF, newest first, each organisation linking to its payments", async () => {
    api = server();
    open();
    expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(queriesTo(api.calls, LIST)).toEqual([DEFAULT]);
    const payout = within(rows()[2]!);
    expect(payout.getByRole('link', { name: 'Seller GmbH' })).toHaveAttribute('href', `/cockpit/payments/${SELLER.id}`);
    expect(payout.getByText('Payout')).toBeInTheDocument();
    expect(payout.getByTestId('invoice-amount')).toHaveTextContent('CHF 987.65');
    // A payout is paid by the platform: its PDF has no QR-bill.
    expect(payout.getByRole('link', { name: 'PDF: Payout 2026-000003' })).toBeInTheDocument();
    const manual = within(rows()[1]!);
    expect(manual.getByTestId('invoice-amount')).toHaveTextContent("CHF 1'234.50");
    expect(manual.getByText('Invoice')).toBeInTheDocument();
    expect(within(rows()[0]!).getByTestId('invoice-amount')).toHaveTextContent("CHF 1'011'891.00");
  });

  it('filters by status, organisation and issue dates, and searches by number, on the server', async () => {
    api = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const last = () =>
      queriesTo(api.calls, LIST)
        .filter((q) => q.pageSize === '25')
        .at(-1);

    await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(last()).toEqual({ ...DEFAULT, status: 'open' }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    const organization = screen.getByLabelText('Organisation');
    fireEvent.change(organization, { target: { value: 'sell' } });
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/organization/list' && c.query.q === 'sell')).toBe(true),
    );
    await chooseOption(organization, 'Seller GmbH');
    await waitFor(() => expect(last()).toEqual({ ...DEFAULT, status: 'open', organizationId: SELLER.id }));
    await waitFor(() => expect(rows()).toHaveLength(1));

    typeDay(screen.getByLabelText('Issued from'), '11/01/2026');
    typeDay(screen.getByLabelText('Issued until'), '2026-11-30');
    await waitFor(() =>
      expect(last()).toEqual({
        ...DEFAULT,
        status: 'open',
        organizationId: SELLER.id,
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '2026-000003' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(last()).toMatchObject({ q: '2026-000003', page: '1' }));
  });

  it('says when the organisation or issue dates alone find nothing, and clears them at once', async () => {
    api = server({
      [`GET ${LIST}`]: (call: StubCall) => {
        const items = call.query.organizationId || call.query.from ? [] : ALL;
        return { status: 200, body: { items, page: 1, pageSize: 25, total: items.length } };
      },
    });
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const organization = screen.getByLabelText('Organisation');
    fireEvent.change(organization, { target: { value: 'sell' } });
    await chooseOption(organization, 'Seller GmbH');
    expect(chosenOption(organization)).toBe('Seller GmbH');
    typeDay(screen.getByLabelText('Issued from'), '2026-11-01');

    const noMatch = await screen.findByTestId('invoices-table-no-match');
    expect(noMatch).toHaveTextContent(i18n.t('common.list.noMatchFilters'));
    await userEvent.click(within(noMatch).getByRole('button', { name: i18n.t('common.list.clearFilters') }));
    // Only the list without organisation and dates has rows here.
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(chosenOption(organization)).not.toBe('Seller GmbH');
    expect(screen.getByLabelText('Issued from')).toHaveValue('');
  });

  it('reopens a paid invoice only with a reason, after saying what it undoes', async () => {
    const posted: StubCall[] = [];
    api = server({
      [`POST /api/invoice/${PAID.id}/status`]: (call) => {
        posted.push(call);
        return {
          status: 200,
          body: anInvoiceDetail({ ...PAID, status: 'reopened', paidRappen: 0, openRappen: 123_450 }),
        };
      },
    });
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Open invoice 2026-000002' }));
    const actions = await screen.findByTestId('invoice-actions');
    // Paid in full: nothing to pay, but it can be reopened or corrected.
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reopen', 'Correct the amount']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Reopen' }));
    const dialog = await dialogOf('reopen');
    expect(dialog).toHaveTextContent('Reopen 2026-000002?');
    expect(dialog).toHaveTextContent('This cannot be undone.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Paid twice by mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ status: 'reopened', reason: 'Paid twice by mistake' });
    await waitFor(() => expect(toasts.list().map((x) => x.summary)).toContain('2026-000002 is reopened.'));
  });

  it('corrects an amount typed the Swiss way as integer Rappen, with the reason', async () => {
    const posted: StubCall[] = [];
    api = server({
      [`POST /api/invoice/${PAID.id}/amount`]: (call) => {
        posted.push(call);
        return { status: 200, body: anInvoiceDetail({ ...PAID, amountRappen: 100_005, manualAmountRappen: 100_005 }) };
      },
    });
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Open invoice 2026-000002' }));
    fireEvent.click(
      within(await screen.findByTestId('invoice-actions')).getByRole('button', { name: 'Correct the amount' }),
    );
    const dialog = await dialogOf('correctAmount');
    expect(dialog).toHaveTextContent("Now CHF 1'234.50 (at issue CHF 1'234.50).");
    const amount = within(dialog).getByLabelText('New amount');
    fireEvent.change(amount, { target: { value: '1000.005' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Discount agreed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText("Enter an amount in CHF with at most two decimals, e.g. 1'234.50."),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);

    fireEvent.change(amount, { target: { value: "1'000.05" } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ amountRappen: 100_005, reason: 'Discount agreed' });
    await waitFor(() =>
      expect(toasts.list().map((x) => x.summary)).toContain("The amount of 2026-000002 is now CHF 1'000.05."),
    );
  });

  it('marks a payout as paid out after a confirmation naming amount and IBAN', async () => {
    const posted: StubCall[] = [];
    api = server({
      [`POST /api/invoice/${SELLER_PAYOUT.id}/status`]: (call) => {
        posted.push(call);
        return { status: 200, body: anInvoiceDetail({ ...SELLER_PAYOUT, status: 'paidOut', openRappen: 0 }) };
      },
    });
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Open invoice 2026-000003' }));
    const detail = await screen.findByTestId('invoice-detail');
    expect(within(detail).getByText('Payout 11/28/26')).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Mark as paid out' }));
    const dialog = await dialogOf('payoutDone');
    expect(dialog).toHaveTextContent(
      'CHF 987.65 were transferred to the IBAN CH56 0483 5012 3456 7800 9 of Seller GmbH. This cannot be undone.',
    );
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'E-banking order 4711' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid out' }));
    await waitFor(() =>
      expect(posted.map((c) => c.body)).toEqual([{ status: 'paidOut', reason: 'E-banking order 4711' }]),
    );
  });

  it('never marks a payout paid out from the keyboard alone: Enter opens the dialog in its reason field', async () => {
    const posted: StubCall[] = [];
    api = server({
      [`POST /api/invoice/${SELLER_PAYOUT.id}/status`]: (call) => {
        posted.push(call);
        return { status: 200, body: anInvoiceDetail({ ...SELLER_PAYOUT, status: 'paidOut', openRappen: 0 }) };
      },
    });
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Open invoice 2026-000003' }));
    const detail = await screen.findByTestId('invoice-detail');
    within(detail).getByRole('button', { name: 'Mark as paid out' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await dialogOf('payoutDone');
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(posted).toEqual([]);
    expect(dialog).toBeInTheDocument();
  });

  it('issues a manual invoice: organisation, items in CHF as integer Rappen, VAT, reason', async () => {
    const posted: StubCall[] = [];
    const issued = anInvoiceDetail({
      id: billingIdOf(7),
      number: '2026-000007',
      type: 'manual',
      organizationId: SELLER.id,
      organizationName: SELLER.name,
      amountRappen: 134_500,
    });
    api = server({
      'POST /api/invoice': (call) => {
        posted.push(call);
        return { status: 200, body: issued };
      },
      [`GET /api/invoice/${issued.id}`]: { status: 200, body: issued },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'New manual invoice' }));
    const form = await screen.findByTestId('manual-invoice-form');
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await within(form).findByText('Please choose the organisation to bill.')).toBeInTheDocument();
    expect(within(form).getByText('Please describe the item.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter an amount.')).toBeInTheDocument();
    expect(within(form).getByText('Please give a reason.')).toBeInTheDocument();

    await chooseOption(within(form).getByLabelText('Organisation'), 'Seller GmbH');
    fireEvent.change(within(form).getByLabelText('Description 1'), { target: { value: 'Photo shoot' } });
    fireEvent.change(within(form).getByLabelText('Amount (without VAT) 1'), { target: { value: "1'234.50" } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add an item' }));
    fireEvent.change(within(form).getByLabelText('Description 2'), { target: { value: 'Travel' } });
    fireEvent.change(within(form).getByLabelText('Amount (without VAT) 2'), { target: { value: '110,5' } });
    expect(within(form).getByTestId('manual-invoice-net')).toHaveTextContent(
      "Total without VAT: CHF 1'345.00; VAT at the standard rate is added.",
    );
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Add VAT at the standard rate' }));
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Extra service' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({
      organizationId: SELLER.id,
      lines: [
        { text: 'Photo shoot', amountRappen: 123_450 },
        { text: 'Travel', amountRappen: 11_050 },
      ],
      withVat: false,
      reason: 'Extra service',
    });
    await waitFor(() =>
      expect(toasts.list().map((x) => x.summary)).toContain(
        "Invoice 2026-000007 of CHF 1'345.00 issued to Seller GmbH.",
      ),
    );
    // The new invoice opens.
    expect(await screen.findByRole('dialog', { name: 'Invoice 2026-000007' })).toBeInTheDocument();
  });

  it('shows invoices that could not be loaded as an error with a retry, not as an empty list', async () => {
    let calls = 0;
    api = server({
      [`GET ${LIST}`]: () =>
        ++calls === 1
          ? { status: 403, body: { message: 'error.forbidden' } }
          : { status: 200, body: { items: [PAID], page: 1, pageSize: 25, total: 1 } },
    });
    open();
    const failed = await screen.findByTestId('invoices-table-error');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent('You are not allowed to do this.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No invoices.')).toBeNull();
    expect(screen.getByRole('button', { name: 'New manual invoice' })).toBeInTheDocument();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId('invoices-table-error')).toBeNull();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    api = server();
    open();
    expect(await screen.findByRole('heading', { name: 'Rechnungen', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]!).getByText('Auszahlung')).toBeInTheDocument();
    expect(within(rows()[1]!).getByTestId('invoice-status')).toHaveTextContent('Bezahlt');
    expect(within(rows()[0]!).getByTestId('invoice-status')).toHaveTextContent('Offen');
    expect(screen.getByRole('button', { name: 'Neue manuelle Rechnung' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ausgestellt ab')).toBeInTheDocument();
  });
});

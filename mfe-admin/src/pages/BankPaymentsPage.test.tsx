/**
 * @jest-environment @cadeau/build-config/jest-loopback-jsdom
 */
// The camt.054 file is sent with XMLHttpRequest (upload progress), which jsdom sends for real: the page's origin is a
// loopback server of the test environment, which stands in for the gateway here; the lists go through stubFetch.
import type { ServerResponse } from 'node:http';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aBankPayment, anInvoice, billingIdOf, loopback, stubFetch, type StubCall } from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { toasts } from '@cadeau/ui/toast';
import { queriesTo } from '../test/list-server';
import { renderPage } from '../test/render';
import BankPaymentsPage from './BankPaymentsPage';

const PAYMENTS = '/api/invoice/payments';
const DEFAULT = { page: '1', pageSize: '25', sort: 'receivedAt', order: 'desc' };
const UNMATCHED = aBankPayment();
const MATCHED = aBankPayment({
  id: billingIdOf(501),
  bankReference: 'ZKB-20261121-0002',
  reference: '210000000003139471430009017',
  amountRappen: 101_189_100,
  status: 'matched',
  invoiceId: billingIdOf(1),
  invoiceNumber: '2026-000001',
});
const INVOICE = anInvoice({ id: billingIdOf(4), number: '2026-000004', openRappen: 50_000 });
const CAMT = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn/></Document>`;

/** What the loopback "gateway" received: the upload's path, type and body. */
const received: { url: string; contentType: string; body: string }[] = [];
let answer: (res: ServerResponse) => void;
beforeAll(() => {
  loopback().handle((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.setHeader('content-type', 'application/json');
      answer(res);
    });
  });
});

describe('bank payments (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  const assigned: StubCall[] = [];
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    received.length = 0;
    assigned.length = 0;
    await i18n.changeLanguage('en');
    api = stubFetch({
      [`GET ${PAYMENTS}`]: (call) => {
        const items = [UNMATCHED, MATCHED].filter((p) => !call.query.status || p.status === call.query.status);
        return { status: 200, body: { items, page: 1, pageSize: 25, total: items.length } };
      },
      'GET /api/invoice': (call) => {
        const items = [INVOICE].filter((i) => !call.query.q || i.number.includes(call.query.q));
        return { status: 200, body: { items, page: 1, pageSize: 20, total: items.length } };
      },
      [`POST ${PAYMENTS}/${UNMATCHED.id}/assign`]: (call) => {
        assigned.push(call);
        return {
          status: 200,
          body: { ...UNMATCHED, status: 'assigned', invoiceId: INVOICE.id, invoiceNumber: INVOICE.number },
        };
      },
    });
  });
  afterEach(() => api.restore());
  const open = () =>
    renderPage(<BankPaymentsPage />, { path: '/cockpit/bank-payments', url: '/cockpit/bank-payments' });
  const rows = () => screen.getAllByTestId('bank-payments-table-row');
  const choose = (file: File) =>
    fireEvent.change(screen.getByTestId('payment-file').querySelector('input[type=file]')!, {
      target: { files: [file] },
    });

  it('uploads the camt.054 file as XML with progress, then shows what it booked, and refreshes the list', async () => {
    let release: () => void = () => {};
    answer = (res) => {
      release = () => res.end(JSON.stringify({ booked: 3, alreadyKnown: 1, unmatched: 2, reversed: 0, ignored: 4 }));
    };
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const before = queriesTo(api.calls, PAYMENTS).length;
    expect(screen.getByRole('button', { name: 'Choose a camt.054 file or drop it here' })).toBeInTheDocument();
    choose(new File([CAMT], 'camt054-2026-11-21.xml', { type: 'text/xml' }));
    const progress = await screen.findByTestId('payment-file-progress');
    expect(within(progress).getByRole('progressbar', { name: 'Sending camt054-2026-11-21.xml…' })).toBeInTheDocument();
    expect(within(progress).getByRole('status')).toHaveTextContent('Sending camt054-2026-11-21.xml…');
    // One file at a time: the progress takes the drop zone's place.
    expect(screen.queryByRole('button', { name: 'Choose a camt.054 file or drop it here' })).toBeNull();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received).toEqual([{ url: '/api/invoice/payments', contentType: 'application/xml', body: CAMT }]);

    release();
    const result = await screen.findByTestId('payment-file-result');
    expect(result).toHaveTextContent('Booked from camt054-2026-11-21.xml:');
    const counts = Object.fromEntries(
      ['booked', 'alreadyKnown', 'unmatched', 'reversed', 'ignored'].map((c) => [
        c,
        within(result).getByTestId(`payment-file-${c}`).textContent,
      ]),
    );
    expect(counts).toEqual({ booked: '3', alreadyKnown: '1', unmatched: '2', reversed: '0', ignored: '4' });
    expect(within(result).getByText('Without a matching invoice (to assign)')).toBeInTheDocument();
    await waitFor(() => expect(queriesTo(api.calls, PAYMENTS).length).toBeGreaterThan(before));
    expect(screen.getByRole('button', { name: 'Choose a camt.054 file or drop it here' })).toBeInTheDocument();
  });

  it("shows a refused file with the server's reason, and books nothing", async () => {
    answer = (res) => {
      res.statusCode = 400;
      res.end(JSON.stringify({ message: 'error.invoice.invalidPaymentFile' }));
    };
    open();
    choose(new File(['<nope/>'], 'statement.xml', { type: 'text/xml' }));
    const failed = await screen.findByTestId('payment-file-failed');
    expect(failed).toHaveTextContent('The file statement.xml was not booked.');
    expect(failed).toHaveTextContent('The file is not a camt.054 bank notification. Nothing was booked.');
  });

  it('lists the payments in CHF, filters by status on the server, and assigns an unmatched one with a reason', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(queriesTo(api.calls, PAYMENTS)).toEqual([DEFAULT]);
    const unmatched = within(rows()[0]!);
    expect(unmatched.getByTestId('bank-payment-amount')).toHaveTextContent('CHF 500.00');
    expect(unmatched.getByTestId('bank-payment-status')).toHaveTextContent('Unmatched');
    expect(unmatched.getByText('11/21/26')).toBeInTheDocument();
    const matched = within(rows()[1]!);
    expect(matched.getByTestId('bank-payment-amount')).toHaveTextContent("CHF 1'011'891.00");
    expect(matched.getByRole('link', { name: '2026-000001' })).toHaveAttribute(
      'href',
      `/cockpit/invoices?invoice=${billingIdOf(1)}`,
    );
    // Only an unmatched payment is assigned by hand.
    expect(matched.queryByRole('button')).toBeNull();

    await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'Unmatched');
    await waitFor(() => expect(queriesTo(api.calls, PAYMENTS).at(-1)).toEqual({ ...DEFAULT, status: 'unmatched' }));
    await waitFor(() => expect(rows()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Assign CHF 500.00 from Giver AG to an invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign CHF 500.00 to an invoice' });
    expect(dialog).toHaveTextContent('CHF 500.00 from Giver AG, booked 11/21/26, reference none.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please choose the invoice this payment pays.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();

    const invoice = within(dialog).getByLabelText('Invoice');
    fireEvent.change(invoice, { target: { value: '2026-000004' } });
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/invoice' && c.query.q === '2026-000004')).toBe(true),
    );
    await chooseOption(invoice, '2026-000004 · Giver AG · open CHF 500.00');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Reference mistyped by the payer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(assigned[0]!.body).toEqual({ invoiceId: INVOICE.id, reason: 'Reference mistyped by the payer' });
    await waitFor(() =>
      expect(toasts.list().map((x) => x.summary)).toContain('CHF 500.00 assigned to invoice 2026-000004.'),
    );
  });

  it('shows payments that could not be loaded as an error with a retry, beside the upload, and the list once they load', async () => {
    api.restore();
    let calls = 0;
    api = stubFetch({
      [`GET ${PAYMENTS}`]: () =>
        ++calls === 1
          ? { status: 403, body: { message: 'error.forbidden' } }
          : { status: 200, body: { items: [UNMATCHED], page: 1, pageSize: 25, total: 1 } },
    });
    open();
    const failed = await screen.findByTestId('bank-payments-table-error');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent('You are not allowed to do this.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bank payments', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a camt.054 file or drop it here' })).toBeInTheDocument();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId('bank-payments-table-error')).toBeNull();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    open();
    expect(await screen.findByRole('heading', { name: 'Bankzahlungen', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByTestId('bank-payment-status')).toHaveTextContent('Nicht zugeordnet');
    expect(within(rows()[0]!).getByText('21.11.26')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'camt.054-Datei wählen oder hier ablegen' })).toBeInTheDocument();
  });
});

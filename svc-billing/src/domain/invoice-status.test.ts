import { ErrorKeys, type InvoiceStatusBody, type InvoiceType } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import { emptyInvoiceMoney, type InvoiceMoney } from './invoice-state';
import { decideStatusChange } from './invoice-status';

// Expected values are worked out by hand in the test names, never with the functions under test.

const reason = 'bank statement of 3 March';
const invoice = (type: InvoiceType, m: Partial<InvoiceMoney>) => ({
  type,
  money: { ...emptyInvoiceMoney(type), ...m },
});
/** An open deposit of CHF 10’118.91 (budget 1_000_000, fee 1_000, base fee 10_000, VAT 891). */
const deposit = invoice('deposit', { amountRappen: 1_011_891 });
const body = (b: Omit<InvoiceStatusBody, 'reason'>): InvoiceStatusBody => ({ ...b, reason });
const invalidStatus = { status: 409, key: ErrorKeys.invoice.invalidStatus };
const invalidAmount = { status: 400, key: ErrorKeys.invoice.invalidPaymentAmount };

describe('decideStatusChange: payments recorded by an administrator', () => {
  it('`paid` without an amount pays the open CHF 10’118.91', () => {
    expect(decideStatusChange(deposit, body({ status: 'paid' }))).toEqual({
      action: 'payment',
      amountRappen: 1_011_891,
    });
  });
  it('`paid` with CHF 11’000.00 on CHF 10’118.91 open is an over-payment of 1_100_000 (the rest, 88_109, becomes credit)', () => {
    expect(decideStatusChange(deposit, body({ status: 'paid', amountRappen: 1_100_000 }))).toEqual({
      action: 'payment',
      amountRappen: 1_100_000,
    });
  });
  it('`paid` with CHF 10’118.90, a Rappen short, is refused (400): that is a partial payment', () => {
    expect(refusal(() => decideStatusChange(deposit, body({ status: 'paid', amountRappen: 1_011_890 })))).toEqual(
      invalidAmount,
    );
  });
  it('`partialPaid` with CHF 5’000.00 of CHF 10’118.91 open pays 500_000', () => {
    expect(decideStatusChange(deposit, body({ status: 'partialPaid', amountRappen: 500_000 }))).toEqual({
      action: 'payment',
      amountRappen: 500_000,
    });
  });
  it('`partialPaid` of the whole CHF 10’118.91, of more, or without an amount is refused (400)', () => {
    for (const amountRappen of [1_011_891, 1_011_892, undefined])
      expect(refusal(() => decideStatusChange(deposit, body({ status: 'partialPaid', amountRappen })))).toEqual(
        invalidAmount,
      );
  });
  it('what is still open counts: CHF 300.00 of credit applied leaves 981_891, so `paid` with 981_891 pays it', () => {
    const withCredit = invoice('deposit', { amountRappen: 1_011_891, paidByCreditRappen: 30_000 });
    expect(decideStatusChange(withCredit, body({ status: 'paid' }))).toEqual({
      action: 'payment',
      amountRappen: 981_891,
    });
    expect(
      refusal(() => decideStatusChange(withCredit, body({ status: 'partialPaid', amountRappen: 981_891 }))),
    ).toEqual(invalidAmount);
  });
  it('a paid invoice takes no payment (409), nor does one settled at CHF 0.00', () => {
    const paid = invoice('deposit', { amountRappen: 1_011_891, paidByPaymentRappen: 1_011_891 });
    expect(refusal(() => decideStatusChange(paid, body({ status: 'paid' })))).toEqual(invalidStatus);
    expect(
      refusal(() => decideStatusChange(invoice('deposit', {}), body({ status: 'paid', amountRappen: 100 }))),
    ).toEqual(invalidStatus);
  });
});

describe('decideStatusChange: reopenings', () => {
  it('a deposit paid 600_000 by bank is reopened', () => {
    const paid = invoice('deposit', { amountRappen: 1_011_891, paidByPaymentRappen: 600_000 });
    expect(decideStatusChange(paid, body({ status: 'reopened' }))).toEqual({ action: 'reopen' });
  });
  it('a deposit paid only by CHF 300.00 of credit is reopened (the credit goes back)', () => {
    const paid = invoice('deposit', { amountRappen: 1_011_891, paidByCreditRappen: 30_000 });
    expect(decideStatusChange(paid, body({ status: 'reopened' }))).toEqual({ action: 'reopen' });
  });
  it('nothing paid, paid only by offset (an order billing) or an amount of CHF 0.00: refused (409)', () => {
    expect(refusal(() => decideStatusChange(deposit, body({ status: 'reopened' })))).toEqual(invalidStatus);
    const billing = invoice('orderBilling', { amountRappen: 145, paidByOffsetRappen: 145 });
    expect(refusal(() => decideStatusChange(billing, body({ status: 'reopened' })))).toEqual(invalidStatus);
    const zero = invoice('manual', { amountRappen: 0, paidByPaymentRappen: 500 });
    expect(refusal(() => decideStatusChange(zero, body({ status: 'reopened' })))).toEqual(invalidStatus);
  });
});

describe('decideStatusChange: payouts are paid out once', () => {
  const payout = invoice('payout', { amountRappen: 346_053 });
  it('an open payout request of CHF 3’460.53 is paid out with 346_053', () => {
    expect(decideStatusChange(payout, body({ status: 'paidOut' }))).toEqual({
      action: 'paidOut',
      amountRappen: 346_053,
    });
  });
  it('a second payout of the same request is refused (409)', () => {
    const paidOut = invoice('payout', { amountRappen: 346_053, paidByPaymentRappen: 346_053 });
    expect(refusal(() => decideStatusChange(paidOut, body({ status: 'paidOut' })))).toEqual(invalidStatus);
  });
  it('a payout takes no payment or reopening, and a deposit is never paid out (409)', () => {
    for (const status of ['paid', 'partialPaid', 'reopened'] as const)
      expect(refusal(() => decideStatusChange(payout, body({ status, amountRappen: 100 })))).toEqual(invalidStatus);
    expect(refusal(() => decideStatusChange(deposit, body({ status: 'paidOut' })))).toEqual(invalidStatus);
  });
});

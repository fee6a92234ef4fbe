import { refusal } from '@cadeau/service-kit/errors';
import {
  applyToInvoice,
  assignableInvoice,
  assignablePayment,
  invoiceFound,
  directionOf,
  emptyInvoiceMoney,
  openOf,
  paidOf,
  statusOf,
  type InvoiceMoney,
} from './invoice-state';
import type { Posting } from './journal';

// Expected values are worked out by hand in the test names, never with the functions under test.

const R = 'receivable:i-1';
const money = (m: Partial<InvoiceMoney>): InvoiceMoney => ({ ...emptyInvoiceMoney('deposit'), ...m });
const p = (amountRappen: number, role: Posting['role'], account = R): Posting => ({ account, amountRappen, role });

describe('applyToInvoice: an invoice folded from the postings on its own account', () => {
  it('a deposit of CHF 10’118.91 issued with CHF 300.00 of credit applied asks for CHF 9’818.91 more', () => {
    const m = applyToInvoice(emptyInvoiceMoney('deposit'), 'depositIssued', [
      p(1_011_891, 'amount'),
      p(-30_000, 'credit'),
    ]);
    expect(m).toEqual(money({ amountRappen: 1_011_891, paidByCreditRappen: 30_000 }));
    expect(paidOf(m)).toBe(30_000);
    expect(openOf(m)).toBe(981_891); // 1_011_891 − 30_000
    expect(statusOf(m)).toBe('partialPaid');
  });
  it('then a bank payment of CHF 9’818.91 pays it: paid 30_000 + 981_891 = 1_011_891', () => {
    const issued = money({ amountRappen: 1_011_891, paidByCreditRappen: 30_000 });
    const m = applyToInvoice(issued, 'payment', [p(-981_891, 'payment')]);
    expect(m.paidByPaymentRappen).toBe(981_891);
    expect(openOf(m)).toBe(0);
    expect(statusOf(m)).toBe('paid');
  });
  it('a payout request of CHF 3’460.53 is a credit: its −346_053 posting makes the amount 346_053, paying it out +346_053', () => {
    expect(directionOf('payout')).toBe(-1);
    const requested = applyToInvoice(emptyInvoiceMoney('payout'), 'payoutRequested', [
      p(-346_053, 'amount', 'payout:i-1'),
    ]);
    expect(requested.amountRappen).toBe(346_053);
    expect(statusOf(requested)).toBe('open');
    const paid = applyToInvoice(requested, 'paidOut', [p(346_053, 'payment', 'payout:i-1')]);
    expect(paid.paidByPaymentRappen).toBe(346_053);
    expect(statusOf(paid)).toBe('paidOut');
  });
  it('an order billing of CHF 1.45 in fees is settled by its offset: amount 145, paid by offset 145', () => {
    const m = applyToInvoice(emptyInvoiceMoney('orderBilling'), 'orderBilling', [p(145, 'amount'), p(-145, 'offset')]);
    expect(m).toEqual({ ...emptyInvoiceMoney('orderBilling'), amountRappen: 145, paidByOffsetRappen: 145 });
    expect(statusOf(m)).toBe('paid');
  });
  it('a reopening of a CHF 100.00 invoice paid 6_000 by bank and 4_000 by credit gives both back and marks it reopened', () => {
    const paid = money({ amountRappen: 10_000, paidByPaymentRappen: 6_000, paidByCreditRappen: 4_000 });
    const m = applyToInvoice(paid, 'reopened', [p(6_000, 'payment'), p(4_000, 'credit')]);
    expect(m).toEqual(money({ amountRappen: 10_000, reopened: true }));
    expect(statusOf(m)).toBe('reopened');
  });
  it('a reopened invoice paid CHF 40.00 of 100.00 is partly paid and still reopened; paid in full it is no longer', () => {
    const reopened = money({ amountRappen: 10_000, reopened: true });
    const part = applyToInvoice(reopened, 'payment', [p(-4_000, 'payment')]);
    expect([statusOf(part), part.reopened]).toEqual(['partialPaid', true]);
    const full = applyToInvoice(part, 'payment', [p(-6_000, 'payment')]);
    expect([statusOf(full), full.reopened]).toEqual(['paid', false]);
  });
  it('ignores postings without a role (none are on an invoice account)', () => {
    const m = applyToInvoice(money({ amountRappen: 10_000 }), 'payment', [{ account: R, amountRappen: -10_000 }]);
    expect(m).toEqual(money({ amountRappen: 10_000 }));
  });
});

describe('statusOf: derived from what was paid, never set by hand (spec section 4)', () => {
  it('CHF 0.00 paid of CHF 100.00 is open', () => {
    expect(statusOf(money({ amountRappen: 10_000 }))).toBe('open');
  });
  it('1 Rappen paid of CHF 100.00 is partly paid; 9_999 too; 10_000 is paid', () => {
    expect(statusOf(money({ amountRappen: 10_000, paidByPaymentRappen: 1 }))).toBe('partialPaid');
    expect(statusOf(money({ amountRappen: 10_000, paidByPaymentRappen: 9_999 }))).toBe('partialPaid');
    expect(statusOf(money({ amountRappen: 10_000, paidByPaymentRappen: 10_000 }))).toBe('paid');
  });
  it('an invoice settled at CHF 0.00 (a deposit nothing was paid on, at final billing) asks for nothing: paid', () => {
    expect(statusOf(money({ amountRappen: 0 }))).toBe('paid');
  });
  it('a payout of CHF 0.00 is never paid out; one of 5_000 paid 4_999 is still open', () => {
    expect(statusOf({ ...emptyInvoiceMoney('payout') })).toBe('open');
    expect(statusOf({ ...emptyInvoiceMoney('payout'), amountRappen: 5_000, paidByPaymentRappen: 4_999 })).toBe('open');
  });
});

describe('the rows a change reads under its lock', () => {
  it('invoiceFound: the invoice, none 404 error.invoice.notFound', () => {
    expect(invoiceFound({ id: 'i-1' })).toEqual({ id: 'i-1' });
    expect(refusal(() => invoiceFound(undefined))).toEqual({ status: 404, key: 'error.invoice.notFound' });
  });

  it('assignablePayment: an unmatched payment with money left; none 404, any other 409', () => {
    const unmatched = { id: 'p-1', status: 'unmatched', unassigned_rappen: '10119' };
    expect(assignablePayment(unmatched)).toBe(unmatched);
    expect(refusal(() => assignablePayment(undefined))).toEqual({
      status: 404,
      key: 'error.invoice.paymentNotFound',
    });
    const assigned = { status: 409, key: 'error.invoice.paymentAlreadyAssigned' };
    expect(refusal(() => assignablePayment({ ...unmatched, status: 'assigned' }))).toEqual(assigned);
    expect(refusal(() => assignablePayment({ ...unmatched, unassigned_rappen: '0' }))).toEqual(assigned);
  });

  it('assignableInvoice: an invoice to be paid; a payout request or none 404 error.invoice.notFound', () => {
    expect(assignableInvoice({ id: 'i-1', type: 'deposit' as const })).toEqual({ id: 'i-1', type: 'deposit' });
    const notFound = { status: 404, key: 'error.invoice.notFound' };
    expect(refusal(() => assignableInvoice({ id: 'i-2', type: 'payout' as const }))).toEqual(notFound);
    expect(refusal(() => assignableInvoice(undefined))).toEqual(notFound);
  });
});

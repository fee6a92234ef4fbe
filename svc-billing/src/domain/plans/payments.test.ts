import { applyToInvoice, emptyInvoiceMoney, openOf, statusOf, type InvoiceMoney } from '../invoice-state';
import { planPayment, planPaymentReversal, planReopen, planUnmatchedPayment, type PaymentInput } from './payments';

// Expected values are worked out by hand in the test names, never with the functions under test.

const money = (m: Partial<InvoiceMoney>): InvoiceMoney => ({ ...emptyInvoiceMoney('deposit'), ...m });
/** An open deposit of CHF 10’118.91. */
const open = money({ amountRappen: 1_011_891 });
const pay = (amountRappen: number, m = open, over: Partial<PaymentInput> = {}) =>
  planPayment({ key: 'k', invoiceId: 'i-1', organizationId: 'o-1', money: m, amountRappen, from: 'bank', ...over });

describe('planPayment: up to the open amount it pays the invoice, the rest is credit', () => {
  it('a full payment of CHF 10’118.91: bank +1_011_891, receivable −1_011_891', () => {
    expect(pay(1_011_891)).toEqual({
      appliedRappen: 1_011_891,
      transaction: {
        key: 'k',
        kind: 'payment',
        invoiceId: 'i-1',
        byUserId: null,
        reason: null,
        postings: [
          { account: 'bank', amountRappen: 1_011_891 },
          { account: 'receivable:i-1', amountRappen: -1_011_891, role: 'payment' },
        ],
      },
    });
  });
  it('a partial payment of CHF 5’000.00 leaves 511_891 open: partly paid', () => {
    const { appliedRappen, transaction } = pay(500_000);
    expect(appliedRappen).toBe(500_000);
    const after = applyToInvoice(open, 'payment', transaction.postings.slice(1));
    expect([openOf(after), statusOf(after)]).toEqual([511_891, 'partialPaid']);
  });
  it('an over-payment of CHF 11’000.00 on CHF 10’118.91: applies 1_011_891, credit −88_109', () => {
    const { appliedRappen, transaction } = pay(1_100_000);
    expect(appliedRappen).toBe(1_011_891);
    expect(transaction.postings).toEqual([
      { account: 'bank', amountRappen: 1_100_000 },
      { account: 'receivable:i-1', amountRappen: -1_011_891, role: 'payment' },
      { account: 'credit:o-1', amountRappen: -88_109 },
    ]);
  });
  it('credit applied first: after CHF 300.00 of credit, paying the full 1_011_891 applies 981_891 and credits 30_000 back', () => {
    const { appliedRappen, transaction } = pay(
      1_011_891,
      money({ amountRappen: 1_011_891, paidByCreditRappen: 30_000 }),
    );
    expect(appliedRappen).toBe(981_891);
    expect(transaction.postings[2]).toEqual({ account: 'credit:o-1', amountRappen: -30_000 });
  });
  it('CHF 50.00 on a paid invoice is all credit: bank +5_000, credit −5_000', () => {
    const { appliedRappen, transaction } = pay(5_000, money({ amountRappen: 1_000, paidByPaymentRappen: 1_000 }));
    expect(appliedRappen).toBe(0);
    expect(transaction.postings).toEqual([
      { account: 'bank', amountRappen: 5_000 },
      { account: 'credit:o-1', amountRappen: -5_000 },
    ]);
  });
  it('an unmatched payment assigned by hand comes from suspense: suspense +12_345, kind paymentAssigned', () => {
    const { transaction } = pay(12_345, open, { from: 'suspense', byUserId: 'u-1', reason: 'reference mistyped' });
    expect(transaction).toMatchObject({ kind: 'paymentAssigned', byUserId: 'u-1', reason: 'reference mistyped' });
    expect(transaction.postings).toEqual([
      { account: 'suspense', amountRappen: 12_345 },
      { account: 'receivable:i-1', amountRappen: -12_345, role: 'payment' },
    ]);
  });
});

describe('planUnmatchedPayment: money naming no invoice waits in suspense', () => {
  it('CHF 123.45: bank +12_345, suspense −12_345', () => {
    expect(planUnmatchedPayment('camt:R1', 12_345)).toEqual({
      key: 'camt:R1',
      kind: 'paymentUnmatched',
      postings: [
        { account: 'bank', amountRappen: 12_345 },
        { account: 'suspense', amountRappen: -12_345 },
      ],
    });
  });
});

describe('planPaymentReversal: the bank takes a payment back', () => {
  const assigned = (amountRappen: number, appliedRappen: number, creditRappen: number, m: InvoiceMoney) =>
    planPaymentReversal({
      key: 'camt:R2',
      payment: {
        state: 'assigned',
        amountRappen,
        appliedRappen,
        invoiceId: 'i-1',
        organizationId: 'o-1',
        creditRappen,
        money: m,
      },
    });

  it('an unassigned CHF 123.45 leaves suspense: bank −12_345, suspense +12_345', () => {
    expect(planPaymentReversal({ key: 'camt:R2', payment: { state: 'unassigned', amountRappen: 12_345 } })).toEqual({
      key: 'camt:R2',
      kind: 'paymentReversed',
      postings: [
        { account: 'bank', amountRappen: -12_345 },
        { account: 'suspense', amountRappen: 12_345 },
      ],
    });
  });
  it('a full payment of 1_011_891 reversed: the deposit is open again (receivable +1_011_891)', () => {
    const t = assigned(1_011_891, 1_011_891, 0, money({ amountRappen: 1_011_891, paidByPaymentRappen: 1_011_891 }));
    expect(t.invoiceId).toBe('i-1');
    expect(t.postings).toEqual([
      { account: 'bank', amountRappen: -1_011_891 },
      { account: 'receivable:i-1', amountRappen: 1_011_891, role: 'payment' },
    ]);
  });
  it('an over-payment of 1_100_000 reversed while the credit still holds 88_109: credit +88_109', () => {
    const t = assigned(
      1_100_000,
      1_011_891,
      88_109,
      money({ amountRappen: 1_011_891, paidByPaymentRappen: 1_011_891 }),
    );
    expect(t.postings).toEqual([
      { account: 'bank', amountRappen: -1_100_000 },
      { account: 'receivable:i-1', amountRappen: 1_011_891, role: 'payment' },
      { account: 'credit:o-1', amountRappen: 88_109 },
    ]);
  });
  it('…after 80_000 of that credit was paid out: credit +8_109, adjustments +80_000', () => {
    const t = assigned(1_100_000, 1_011_891, 8_109, money({ amountRappen: 1_011_891, paidByPaymentRappen: 1_011_891 }));
    expect(t.postings.slice(2)).toEqual([
      { account: 'credit:o-1', amountRappen: 8_109 },
      { account: 'adjustments', amountRappen: 80_000 },
    ]);
  });
  it('after the deposit was lowered to 511_351 (500_540 of the payment became credit): receivable +511_351, credit +500_540', () => {
    const lowered = money({ amountRappen: 511_351, paidByPaymentRappen: 511_351 });
    const t = assigned(1_011_891, 1_011_891, 500_540, lowered);
    expect(t.postings).toEqual([
      { account: 'bank', amountRappen: -1_011_891 },
      { account: 'receivable:i-1', amountRappen: 511_351, role: 'payment' },
      { account: 'credit:o-1', amountRappen: 500_540 },
    ]);
    const after = applyToInvoice(lowered, t.kind, [t.postings[1]]);
    expect([after.paidByPaymentRappen, openOf(after), statusOf(after)]).toEqual([0, 511_351, 'open']);
  });
  it('an over-payment of 1_100_000 waiting again after a reopening (1_011_891 in suspense, 88_109 credit): both come back', () => {
    const t = planPaymentReversal({
      key: 'camt:R2',
      payment: {
        state: 'unassigned',
        amountRappen: 1_100_000,
        inSuspenseRappen: 1_011_891,
        organizationId: 'o-1',
        creditRappen: 88_109,
      },
    });
    expect(t.postings).toEqual([
      { account: 'bank', amountRappen: -1_100_000 },
      { account: 'suspense', amountRappen: 1_011_891 },
      { account: 'credit:o-1', amountRappen: 88_109 },
    ]);
  });
  it('…with only 8_109 of that credit left: credit +8_109, adjustments +80_000', () => {
    const t = planPaymentReversal({
      key: 'camt:R2',
      payment: {
        state: 'unassigned',
        amountRappen: 1_100_000,
        inSuspenseRappen: 1_011_891,
        organizationId: 'o-1',
        creditRappen: 8_109,
      },
    });
    expect(t.postings.slice(2)).toEqual([
      { account: 'credit:o-1', amountRappen: 8_109 },
      { account: 'adjustments', amountRappen: 80_000 },
    ]);
  });
});

describe('planReopen: what paid the invoice goes back where it came from', () => {
  it('a deposit paid 30_000 by credit and 981_891 by bank: suspense −981_891, credit −30_000, the invoice reopened for 1_011_891', () => {
    const paid = money({ amountRappen: 1_011_891, paidByCreditRappen: 30_000, paidByPaymentRappen: 981_891 });
    const t = planReopen({
      key: 'k',
      invoiceId: 'i-1',
      organizationId: 'o-1',
      money: paid,
      byUserId: 'u-1',
      reason: 'wrong invoice',
    });
    expect(t).toEqual({
      key: 'k',
      kind: 'reopened',
      invoiceId: 'i-1',
      byUserId: 'u-1',
      reason: 'wrong invoice',
      postings: [
        { account: 'receivable:i-1', amountRappen: 981_891, role: 'payment' },
        { account: 'suspense', amountRappen: -981_891 },
        { account: 'receivable:i-1', amountRappen: 30_000, role: 'credit' },
        { account: 'credit:o-1', amountRappen: -30_000 },
      ],
    });
    const after = applyToInvoice(paid, 'reopened', [t.postings[0], t.postings[2]]);
    expect([openOf(after), statusOf(after)]).toEqual([1_011_891, 'reopened']);
  });
});

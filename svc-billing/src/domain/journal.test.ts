import { refusal } from '@cadeau/service-kit/errors';
import {
  balanced,
  balancesOf,
  concurrentBookingRefusal,
  contentOf,
  priorBookingOf,
  reversed,
  UnbalancedTransaction,
  type TransactionPlan,
} from './journal';

// Expected values are worked out by hand in the test names, never with the functions under test.

const plan = (postings: TransactionPlan['postings'], extra: Partial<TransactionPlan> = {}): TransactionPlan => ({
  key: 'k-1',
  kind: 'payment',
  postings,
  ...extra,
});

describe('balanced: a transaction is booked only when its postings sum to zero in whole Rappen', () => {
  it('a payment of CHF 101.19 (bank +10_119, receivable −10_119) is kept as it is', () => {
    const postings = [
      { account: 'bank', amountRappen: 10_119 },
      { account: 'receivable:i-1', amountRappen: -10_119, role: 'payment' as const },
    ];
    expect(balanced(plan(postings)).postings).toEqual(postings);
  });
  it('drops postings of 0 Rappen (a payment without over-payment books no credit)', () => {
    const out = balanced(
      plan([
        { account: 'bank', amountRappen: 500 },
        { account: 'receivable:i-1', amountRappen: -500, role: 'payment' },
        { account: 'credit:o-1', amountRappen: 0 },
      ]),
    );
    expect(out.postings.map((p) => p.account)).toEqual(['bank', 'receivable:i-1']);
  });
  it('keeps key, kind, invoice, reason and author', () => {
    const out = balanced(
      plan([], { key: 'k-9', kind: 'reopened', invoiceId: 'i-9', byUserId: 'u-1', reason: 'wrong invoice' }),
    );
    expect(out).toEqual({
      key: 'k-9',
      kind: 'reopened',
      invoiceId: 'i-9',
      byUserId: 'u-1',
      reason: 'wrong invoice',
      postings: [],
    });
  });
  it('refuses postings of +100 and −99 Rappen: they sum to 1', () => {
    expect(() =>
      balanced(
        plan([
          { account: 'bank', amountRappen: 100 },
          { account: 'suspense', amountRappen: -99 },
        ]),
      ),
    ).toThrow(new UnbalancedTransaction('k-1: postings sum to 1'));
  });
  it('refuses half a Rappen even when the sum is zero (+0.5 / −0.5)', () => {
    expect(() =>
      balanced(
        plan([
          { account: 'bank', amountRappen: 0.5 },
          { account: 'suspense', amountRappen: -0.5 },
        ]),
      ),
    ).toThrow(new UnbalancedTransaction('k-1: bank is not whole Rappen'));
  });
});

describe('balancesOf: an account holds the sum of its postings', () => {
  it('bank +10_000 −2_500 = 7_500; receivable −10_000; credit +2_500', () => {
    const b = balancesOf([
      { account: 'bank', amountRappen: 10_000 },
      { account: 'receivable:i-1', amountRappen: -10_000 },
      { account: 'bank', amountRappen: -2_500 },
      { account: 'credit:o-1', amountRappen: 2_500 },
    ]);
    expect(b).toEqual(
      new Map([
        ['bank', 7_500],
        ['receivable:i-1', -10_000],
        ['credit:o-1', 2_500],
      ]),
    );
  });
  it('an account whose postings cancel out holds 0 and no posting gives an empty map', () => {
    expect(
      balancesOf([
        { account: 'suspense', amountRappen: -700 },
        { account: 'suspense', amountRappen: 700 },
      ]).get('suspense'),
    ).toBe(0);
    expect(balancesOf([]).size).toBe(0);
  });
});

describe('reversed: the postings that undo a transaction', () => {
  it('prepaid +5_690 / pending −5_548 / fees −131 / vat −11 becomes −5_690 / +5_548 / +131 / +11, roles kept', () => {
    expect(
      reversed([
        { account: 'prepaid:c-1', amountRappen: 5_690 },
        { account: 'pending:s-1', amountRappen: -5_548 },
        { account: 'fees', amountRappen: -131 },
        { account: 'vat', amountRappen: -11 },
        { account: 'receivable:i-1', amountRappen: -100, role: 'payment' },
      ]),
    ).toEqual([
      { account: 'prepaid:c-1', amountRappen: -5_690 },
      { account: 'pending:s-1', amountRappen: 5_548 },
      { account: 'fees', amountRappen: 131 },
      { account: 'vat', amountRappen: 11 },
      { account: 'receivable:i-1', amountRappen: 100, role: 'payment' },
    ]);
  });
});

describe('contentOf: tells a retry from another request under the same key', () => {
  const payment = plan(
    [
      { account: 'bank', amountRappen: 1_000 },
      { account: 'receivable:i-1', amountRappen: -1_000, role: 'payment' },
    ],
    { invoiceId: 'i-1' },
  );
  it('is the same for the same postings under another key, author or reason', () => {
    expect(contentOf({ ...payment, key: 'k-2', byUserId: 'u-2', reason: 'again' })).toBe(contentOf(payment));
  });
  it('is the JSON of kind, invoice and [account, amount, role] of every posting', () => {
    expect(contentOf(payment)).toBe('["payment","i-1",[["bank",1000,null],["receivable:i-1",-1000,"payment"]]]');
  });
  it('differs for another amount (CHF 10.00 against CHF 10.01), role, kind or invoice', () => {
    const other = plan(
      [
        { account: 'bank', amountRappen: 1_001 },
        { account: 'receivable:i-1', amountRappen: -1_001, role: 'payment' },
      ],
      { invoiceId: 'i-1' },
    );
    expect(contentOf(other)).not.toBe(contentOf(payment));
    expect(
      contentOf({ ...payment, postings: [payment.postings[0], { ...payment.postings[1], role: 'credit' }] }),
    ).not.toBe(contentOf(payment));
    expect(contentOf({ ...payment, kind: 'paymentAssigned' })).not.toBe(contentOf(payment));
    expect(contentOf({ ...payment, invoiceId: 'i-2' })).not.toBe(contentOf(payment));
  });
});

describe("a key's idempotency: a replay answers the prior booking, other content is refused", () => {
  it('priorBookingOf: none before, the prior booking of the same content, 409 for other content', () => {
    expect(priorBookingOf(undefined, '["payment"]', 'camt:B-1')).toBeUndefined();
    const prior = { id: 't-1', content: '["payment"]' };
    expect(priorBookingOf(prior, '["payment"]', 'camt:B-1')).toBe(prior);
    expect(refusal(() => priorBookingOf(prior, '["refund"]', 'camt:B-1'))).toEqual({
      status: 409,
      key: 'error.invoice.idempotencyConflict',
    });
  });

  it('concurrentBookingRefusal: none when a batch wrote all 3 rows, 409 when it wrote 2 of 3', () => {
    expect(concurrentBookingRefusal(3, 3)).toBeNull();
    expect(concurrentBookingRefusal(2, 3)).toMatchObject({
      status: 409,
      key: 'error.invoice.idempotencyConflict',
      details: { key: 'booked concurrently' },
    });
  });
});

import { applyToInvoice, emptyInvoiceMoney, statusOf } from '../invoice-state';
import { planPaidOut, planPayoutRequest, type PayoutRequestInput } from './payouts';

// Expected values are worked out by hand in the test names, never with the functions under test.

const request = (over: Partial<PayoutRequestInput>) =>
  planPayoutRequest({
    key: 'payout:o-1:1',
    invoiceId: 'p-1',
    organizationId: 'o-1',
    creditRappen: 0,
    payableRappen: 0,
    ...over,
  });

describe('planPayoutRequest: credit first, then payable earnings, never more than both', () => {
  it('a giver with CHF 3’460.53 of credit asks for everything: credit +346_053, payout −346_053', () => {
    expect(request({ creditRappen: 346_053 })).toEqual({
      amountRappen: 346_053,
      transaction: {
        key: 'payout:o-1:1',
        kind: 'payoutRequested',
        invoiceId: 'p-1',
        postings: [
          { account: 'credit:o-1', amountRappen: 346_053 },
          { account: 'payout:p-1', amountRappen: -346_053, role: 'amount' },
        ],
      },
    });
  });
  it('a seller with CHF 10.00 of credit and CHF 55.48 payable asks CHF 30.00: 1_000 from credit, 2_000 from payable', () => {
    const planned = request({ creditRappen: 1_000, payableRappen: 5_548, amountRappen: 3_000 });
    expect(planned?.amountRappen).toBe(3_000);
    expect(planned?.transaction.postings).toEqual([
      { account: 'credit:o-1', amountRappen: 1_000 },
      { account: 'payable:o-1', amountRappen: 2_000 },
      { account: 'payout:p-1', amountRappen: -3_000, role: 'amount' },
    ]);
  });
  it('everything of both: 1_000 + 5_548 = 6_548', () => {
    expect(request({ creditRappen: 1_000, payableRappen: 5_548 })?.amountRappen).toBe(6_548);
  });
  it('asking CHF 65.49 of 6_548 available, asking 0, or with nothing available: no request', () => {
    expect(request({ creditRappen: 1_000, payableRappen: 5_548, amountRappen: 6_549 })).toBeNull();
    expect(request({ creditRappen: 1_000, amountRappen: 0 })).toBeNull();
    expect(request({})).toBeNull();
  });
  it('a credit account in debit (−CHF 5.00) counts as nothing: of 1_000 payable all comes from payable', () => {
    const planned = request({ creditRappen: -500, payableRappen: 1_000 });
    expect(planned?.amountRappen).toBe(1_000);
    expect(planned?.transaction.postings).toEqual([
      { account: 'payable:o-1', amountRappen: 1_000 },
      { account: 'payout:p-1', amountRappen: -1_000, role: 'amount' },
    ]);
  });
});

describe('planPaidOut: the money leaves the bank once', () => {
  it('paying out CHF 3’460.53: payout +346_053, bank −346_053, and the request is paid out', () => {
    const t = planPaidOut({
      key: 'k',
      invoiceId: 'p-1',
      amountRappen: 346_053,
      byUserId: 'u-1',
      reason: 'e-banking 3 March',
    });
    expect(t).toEqual({
      key: 'k',
      kind: 'paidOut',
      invoiceId: 'p-1',
      byUserId: 'u-1',
      reason: 'e-banking 3 March',
      postings: [
        { account: 'payout:p-1', amountRappen: 346_053, role: 'payment' },
        { account: 'bank', amountRappen: -346_053 },
      ],
    });
    const requested = { ...emptyInvoiceMoney('payout'), amountRappen: 346_053 };
    expect(statusOf(applyToInvoice(requested, 'paidOut', [t.postings[0]]))).toBe('paidOut');
  });
});

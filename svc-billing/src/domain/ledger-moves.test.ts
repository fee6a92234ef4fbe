import { ledgerMovesOf } from './ledger-moves';

const TX = '00000000-0000-4000-8000-000000000001';

describe('what a transaction moves in the platform figures', () => {
  it('a deposit issued earns its fees (net of VAT), holds no credit', () => {
    const moved = ledgerMovesOf(TX, {
      kind: 'depositIssued',
      postings: [
        { account: 'receivable:i1', amountRappen: 108_100 },
        { account: 'prepaid:c1', amountRappen: -100_000 },
        { account: 'fees', amountRappen: -7_500 },
        { account: 'vat', amountRappen: -600 },
      ],
    });
    expect(moved).toEqual({ transactionId: TX, kind: 'depositIssued', feesRappen: 7_500, creditRappen: 0 });
  });
  it("a final billing's rest becomes the giver's credit; a payout takes credit away", () => {
    expect(
      ledgerMovesOf(TX, {
        kind: 'finalBilling',
        postings: [
          { account: 'prepaid:c1', amountRappen: 2_000 },
          { account: 'credit:o1', amountRappen: -2_000 },
        ],
      }),
    ).toEqual({ transactionId: TX, kind: 'finalBilling', feesRappen: 0, creditRappen: 2_000 });
    expect(
      ledgerMovesOf(TX, {
        kind: 'payoutRequested',
        postings: [
          { account: 'credit:o1', amountRappen: 500 },
          { account: 'payout:p1', amountRappen: -500 },
        ],
      }),
    ).toMatchObject({ creditRappen: -500 });
  });
  it('fees given back count negative', () => {
    expect(
      ledgerMovesOf(TX, {
        kind: 'orderCanceled',
        postings: [
          { account: 'fees', amountRappen: 300 },
          { account: 'pending:s1', amountRappen: -300 },
        ],
      }),
    ).toMatchObject({ feesRappen: -300, creditRappen: 0 });
  });
  it('a payment that only pays an invoice moves neither: nothing to tell', () => {
    expect(
      ledgerMovesOf(TX, {
        kind: 'payment',
        postings: [
          { account: 'bank', amountRappen: 1_000 },
          { account: 'receivable:i1', amountRappen: -1_000 },
        ],
      }),
    ).toBeNull();
  });
});

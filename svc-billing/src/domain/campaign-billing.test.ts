import { campaignForecastOf } from './campaign-billing';

const deposit = (paidByPaymentRappen: number) => ({
  id: 'deposit',
  money: {
    type: 'deposit' as const,
    amountRappen: 1_011_891,
    paidByPaymentRappen,
    paidByCreditRappen: 0,
    paidByOffsetRappen: 0,
    reopened: false,
  },
});
const base = {
  campaignId: 'c1',
  organizationId: 'o1',
  terms: { feeGiverPercent: 0.1, baseFeeGiverRappen: 10_000 },
  vatRateBasisPoints: 810,
  final: null,
};

describe("a campaign's money for its giver", () => {
  it('before its end: the final billing as it would be today, from what the deposit still holds', () => {
    // Paid CHF 10'118.91, spent CHF 2'500.00: fee 0.1 % = CHF 2.50, base fee CHF 100.00, VAT 8.1 % of CHF 102.50 =
    // CHF 8.30; CHF 7'618.91 still held - 110.80 = CHF 7'508.11 of credit.
    expect(
      campaignForecastOf({
        ...base,
        deposit: deposit(1_011_891),
        prepaidBalanceRappen: -761_891,
        spentRappen: 250_000,
      }),
    ).toEqual({
      depositRappen: 1_011_891,
      depositPaidRappen: 1_011_891,
      spentRappen: 250_000,
      feesRappen: 11_080,
      creditRemainingRappen: 750_811,
      toPayRappen: 0,
      settled: false,
      finalInvoiceId: null,
    });
  });

  it('a deposit paid only in part counts what was paid: the fees beyond it are left to pay', () => {
    // CHF 50.00 paid of the deposit, nothing spent: the unpaid rest is settled first, the fees of CHF 108.10 exceed
    // the CHF 50.00 held by CHF 58.10.
    expect(
      campaignForecastOf({ ...base, deposit: deposit(5_000), prepaidBalanceRappen: -1_011_891, spentRappen: 0 }),
    ).toMatchObject({ depositPaidRappen: 5_000, feesRappen: 10_810, creditRemainingRappen: 0, toPayRappen: 5_810 });
  });

  it('after its end: the final billing issued, its fees and credit as its lines say, the spending as it is now', () => {
    expect(
      campaignForecastOf({
        ...base,
        deposit: deposit(1_011_891),
        prepaidBalanceRappen: 0,
        spentRappen: 5_000,
        final: {
          id: 'final',
          money: { ...deposit(0).money, type: 'finalBilling', amountRappen: 0 },
          lines: [
            { kind: 'spent', text: '', amountRappen: 5_000, vatRateBasisPoints: null },
            { kind: 'feeGiver', text: '0.1', amountRappen: 5, vatRateBasisPoints: null },
            { kind: 'baseFeeGiver', text: '', amountRappen: 10_000, vatRateBasisPoints: null },
            { kind: 'vat', text: '', amountRappen: 810, vatRateBasisPoints: 810 },
            { kind: 'depositPaid', text: '', amountRappen: -1_011_891, vatRateBasisPoints: null },
            { kind: 'creditKept', text: '', amountRappen: 996_076, vatRateBasisPoints: null },
          ],
        },
      }),
    ).toEqual({
      depositRappen: 1_011_891,
      depositPaidRappen: 1_011_891,
      spentRappen: 5_000,
      feesRappen: 10_815,
      creditRemainingRappen: 996_076,
      toPayRappen: 0,
      settled: true,
      finalInvoiceId: 'final',
    });
  });

  it('a final billing that asked for more: left to pay until it is paid, then nothing', () => {
    const final = (paidByPaymentRappen: number) => ({
      id: 'final',
      money: {
        type: 'finalBilling' as const,
        amountRappen: 5_810,
        paidByPaymentRappen,
        paidByCreditRappen: 0,
        paidByOffsetRappen: 0,
        reopened: false,
      },
      lines: [
        { kind: 'spent' as const, text: '', amountRappen: 0, vatRateBasisPoints: null },
        { kind: 'feeGiver' as const, text: '0.1', amountRappen: 0, vatRateBasisPoints: null },
        { kind: 'baseFeeGiver' as const, text: '', amountRappen: 10_000, vatRateBasisPoints: null },
        { kind: 'vat' as const, text: '', amountRappen: 810, vatRateBasisPoints: 810 },
        { kind: 'depositPaid' as const, text: '', amountRappen: -5_000, vatRateBasisPoints: null },
      ],
    });
    const settled = (paid: number) =>
      campaignForecastOf({
        ...base,
        deposit: deposit(5_000),
        prepaidBalanceRappen: 0,
        spentRappen: 0,
        final: final(paid),
      });
    expect(settled(0)).toMatchObject({
      settled: true,
      feesRappen: 10_810,
      toPayRappen: 5_810,
      creditRemainingRappen: 0,
    });
    expect(settled(5_810)).toMatchObject({ settled: true, toPayRappen: 0 });
  });
});

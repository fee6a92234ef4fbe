import { emptyInvoiceMoney, type InvoiceMoney } from '../invoice-state';
import { planFinalBilling, planLateSpend, type FinalBillingInput } from './final-billing';

// Expected values are worked out by hand in the test names, never with the functions under test.

const money = (m: Partial<InvoiceMoney>): InvoiceMoney => ({ ...emptyInvoiceMoney('deposit'), ...m });
/** The deposit of CHF 10’118.91 (budget 1_000_000 at 0.1 %, base fee 10_000, VAT 891), paid in full. */
const paidDeposit = money({ amountRappen: 1_011_891, paidByPaymentRappen: 1_011_891 });
const input = (over: Partial<FinalBillingInput>): FinalBillingInput => ({
  key: 'final:c-1',
  campaignId: 'c-1',
  organizationId: 'o-1',
  finalInvoiceId: 'f-1',
  depositInvoiceId: 'i-1',
  deposit: paidDeposit,
  prepaidBalanceRappen: -1_011_891,
  spentRappen: 0,
  feeGiverPercent: 0.1,
  baseFeeGiverRappen: 10_000,
  vatRateBasisPoints: 810,
  ...over,
});

describe('planFinalBilling: fees on what was really spent, the rest credit', () => {
  it('CHF 6’543.21 spent of a paid CHF 10’118.91: fee 654 (654.321), VAT 8.1 % of 10_654 = 863 (862.974), credit kept 346_053', () => {
    // held 1_011_891 − 654_321 = 357_570; fees 654 + 10_000 + 863 = 11_517; 357_570 − 11_517 = 346_053
    const planned = planFinalBilling(input({ prepaidBalanceRappen: -357_570, spentRappen: 654_321 }));
    expect(planned.amountRappen).toBe(0);
    expect(planned.creditKeptRappen).toBe(346_053);
    expect(planned.transactions).toEqual([
      {
        key: 'final:c-1',
        kind: 'finalBilling',
        invoiceId: 'f-1',
        postings: [
          { account: 'prepaid:c-1', amountRappen: 357_570 },
          { account: 'fees', amountRappen: -10_654 },
          { account: 'vat', amountRappen: -863 },
          { account: 'credit:o-1', amountRappen: -346_053 },
        ],
      },
    ]);
    expect(planned.lines).toEqual([
      { kind: 'spent', text: '', amountRappen: 654_321, vatRateBasisPoints: null },
      { kind: 'feeGiver', text: '0.1', amountRappen: 654, vatRateBasisPoints: null },
      { kind: 'baseFeeGiver', text: '', amountRappen: 10_000, vatRateBasisPoints: null },
      { kind: 'vat', text: '', amountRappen: 863, vatRateBasisPoints: 810 },
      { kind: 'depositPaid', text: '', amountRappen: -1_011_891, vatRateBasisPoints: null },
      { kind: 'creditKept', text: '', amountRappen: 346_053, vatRateBasisPoints: null },
    ]);
  });
  it('VAT by date: the same at 7.7 % is VAT 820 (820.358) and credit kept 346_096', () => {
    const planned = planFinalBilling(
      input({ prepaidBalanceRappen: -357_570, spentRappen: 654_321, vatRateBasisPoints: 770 }),
    );
    expect(planned.lines[3].amountRappen).toBe(820);
    expect(planned.creditKeptRappen).toBe(346_096);
  });
  it('a budget of CHF 100.00 (deposit 20_821) spent exactly: fee 10, VAT 811 (810.81), nothing kept, nothing asked', () => {
    // deposit 10_000 + 10 + 10_000 + 811 = 20_821; held 20_821 − 10_000 = 10_821 = 10 + 10_000 + 811
    const planned = planFinalBilling(
      input({
        deposit: money({ amountRappen: 20_821, paidByPaymentRappen: 20_821 }),
        prepaidBalanceRappen: -10_821,
        spentRappen: 10_000,
      }),
    );
    expect([planned.amountRappen, planned.creditKeptRappen]).toEqual([0, 0]);
    expect(planned.transactions[0].postings).toEqual([
      { account: 'prepaid:c-1', amountRappen: 10_821 },
      { account: 'fees', amountRappen: -10_010 },
      { account: 'vat', amountRappen: -811 },
    ]);
    expect(planned.lines.map((l) => l.kind)).not.toContain('creditKept');
  });
  it('the same budget overspent by CHF 20.00 (12_000): fees 12 + 10_000 + 811 exceed the 8_821 held, the final billing asks 2_002', () => {
    const planned = planFinalBilling(
      input({
        deposit: money({ amountRappen: 20_821, paidByPaymentRappen: 20_821 }),
        prepaidBalanceRappen: -8_821,
        spentRappen: 12_000,
      }),
    );
    expect([planned.amountRappen, planned.creditKeptRappen]).toEqual([2_002, 0]);
    expect(planned.transactions[0].postings).toEqual([
      { account: 'prepaid:c-1', amountRappen: 8_821 },
      { account: 'fees', amountRappen: -10_012 },
      { account: 'vat', amountRappen: -811 },
      { account: 'receivable:f-1', amountRappen: 2_002, role: 'amount' },
    ]);
  });
  it('a deposit paid 600_000 of 1_011_891 is settled at what was paid (−411_891); 500_000 spent leaves credit 88_649', () => {
    // prepaid −1_011_891 + 500_000 = −511_891; held 511_891 − 411_891 = 100_000; fees 500 + 10_000 + 851 (850.5) = 11_351
    const planned = planFinalBilling(
      input({
        deposit: money({ amountRappen: 1_011_891, paidByPaymentRappen: 600_000 }),
        prepaidBalanceRappen: -511_891,
        spentRappen: 500_000,
      }),
    );
    expect(planned.transactions).toEqual([
      {
        key: 'final:c-1:deposit',
        kind: 'finalBilling',
        invoiceId: 'i-1',
        postings: [
          { account: 'receivable:i-1', amountRappen: -411_891, role: 'amount' },
          { account: 'prepaid:c-1', amountRappen: 411_891 },
        ],
      },
      {
        key: 'final:c-1',
        kind: 'finalBilling',
        invoiceId: 'f-1',
        postings: [
          { account: 'prepaid:c-1', amountRappen: 100_000 },
          { account: 'fees', amountRappen: -10_500 },
          { account: 'vat', amountRappen: -851 },
          { account: 'credit:o-1', amountRappen: -88_649 },
        ],
      },
    ]);
    expect(planned.lines.find((l) => l.kind === 'depositPaid')?.amountRappen).toBe(-600_000);
  });
  it('nothing paid, nothing spent: the deposit is settled at 0 and the final billing asks for the base fee with VAT, 10_810', () => {
    const planned = planFinalBilling(input({ deposit: money({ amountRappen: 1_011_891 }) }));
    expect(planned.amountRappen).toBe(10_810);
    expect(planned.transactions.map((t) => t.postings)).toEqual([
      [
        { account: 'receivable:i-1', amountRappen: -1_011_891, role: 'amount' },
        { account: 'prepaid:c-1', amountRappen: 1_011_891 },
      ],
      [
        { account: 'fees', amountRappen: -10_000 },
        { account: 'vat', amountRappen: -810 },
        { account: 'receivable:f-1', amountRappen: 10_810, role: 'amount' },
      ],
    ]);
  });
});

describe('planLateSpend: a settled campaign’s spending changed afterwards', () => {
  const late = (prepaidBalanceRappen: number, creditRappen: number) =>
    planLateSpend({
      key: 'late:o-9',
      campaignId: 'c-1',
      organizationId: 'o-1',
      finalInvoiceId: 'f-1',
      prepaidBalanceRappen,
      creditRappen,
    });

  it('nothing moved: nothing to book', () => {
    expect(late(0, 5_000)).toBeNull();
  });
  it('a late cancellation gives CHF 56.90 back as credit: prepaid +5_690, credit −5_690', () => {
    expect(late(-5_690, 0)).toEqual({
      key: 'late:o-9',
      kind: 'lateSpend',
      postings: [
        { account: 'prepaid:c-1', amountRappen: 5_690 },
        { account: 'credit:o-1', amountRappen: -5_690 },
      ],
    });
  });
  it('a late order of CHF 56.90 with CHF 20.00 of credit: credit +2_000, the final billing asks 3_690 more', () => {
    expect(late(5_690, 2_000)).toEqual({
      key: 'late:o-9',
      kind: 'lateSpend',
      invoiceId: 'f-1',
      postings: [
        { account: 'prepaid:c-1', amountRappen: -5_690 },
        { account: 'credit:o-1', amountRappen: 2_000 },
        { account: 'receivable:f-1', amountRappen: 3_690, role: 'amount' },
      ],
    });
  });
  it('with CHF 100.00 of credit it is paid from the credit alone (+5_690); with a debit credit (−1) from none', () => {
    expect(late(5_690, 10_000)?.postings).toEqual([
      { account: 'prepaid:c-1', amountRappen: -5_690 },
      { account: 'credit:o-1', amountRappen: 5_690 },
    ]);
    expect(late(5_690, -1)?.postings).toEqual([
      { account: 'prepaid:c-1', amountRappen: -5_690 },
      { account: 'receivable:f-1', amountRappen: 5_690, role: 'amount' },
    ]);
  });
});

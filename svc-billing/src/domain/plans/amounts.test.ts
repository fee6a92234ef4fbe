import { applyToInvoice, emptyInvoiceMoney, statusOf, type InvoiceMoney } from '../invoice-state';
import { planAmountChange, settledAmount, type AmountChangeInput } from './amounts';

// Expected values are worked out by hand in the test names, never with the functions under test.

const money = (m: Partial<InvoiceMoney>): InvoiceMoney => ({ ...emptyInvoiceMoney('deposit'), ...m });
const change = (m: InvoiceMoney, newAmountRappen: number, over: Partial<AmountChangeInput> = {}) =>
  planAmountChange({
    key: 'k',
    kind: 'depositChanged',
    invoiceId: 'i-1',
    organizationId: 'o-1',
    money: m,
    newAmountRappen,
    counterAccount: 'prepaid:c-1',
    ...over,
  });
const fold = (m: InvoiceMoney, t: ReturnType<typeof change>) =>
  applyToInvoice(
    m,
    t.kind,
    t.postings.filter((p) => p.account === 'receivable:i-1'),
  );

describe('planAmountChange: a new amount as a transaction, paid money above it becoming credit', () => {
  it('re-released with a budget of CHF 15’000.00, an open deposit of 1_011_891 asks 1_512_432 (fee 1_500, VAT 931.5 → 932): +500_541', () => {
    // 1_500_000 + 1_500 + 10_000 + 932 = 1_512_432; 1_512_432 − 1_011_891 = 500_541
    const t = change(money({ amountRappen: 1_011_891 }), 1_512_432);
    expect(t).toEqual({
      key: 'k',
      kind: 'depositChanged',
      invoiceId: 'i-1',
      byUserId: null,
      reason: null,
      postings: [
        { account: 'receivable:i-1', amountRappen: 500_541, role: 'amount' },
        { account: 'prepaid:c-1', amountRappen: -500_541 },
      ],
    });
  });
  it('re-released with CHF 5’000.00 (total 511_351: fee 500, VAT 850.5 → 851) after 1_011_891 was paid by bank: 500_540 becomes credit', () => {
    // 500_000 + 500 + 10_000 + 851 = 511_351; paid 1_011_891 − 511_351 = 500_540 above it
    const paid = money({ amountRappen: 1_011_891, paidByPaymentRappen: 1_011_891 });
    const t = change(paid, 511_351);
    expect(t.postings).toEqual([
      { account: 'receivable:i-1', amountRappen: -500_540, role: 'amount' },
      { account: 'prepaid:c-1', amountRappen: 500_540 },
      { account: 'receivable:i-1', amountRappen: 500_540, role: 'payment' },
      { account: 'credit:o-1', amountRappen: -500_540 },
    ]);
    const after = fold(paid, t);
    expect(after).toEqual(money({ amountRappen: 511_351, paidByPaymentRappen: 511_351 }));
    expect(statusOf(after)).toBe('paid');
  });
  it('corrected from CHF 108.10 to CHF 80.00 against adjustments, nothing paid: receivable −2_810, adjustments +2_810', () => {
    const t = change(money({ amountRappen: 10_810 }), 8_000, {
      kind: 'amountCorrected',
      counterAccount: 'adjustments',
      byUserId: 'u-1',
      reason: 'discount',
    });
    expect(t).toMatchObject({ kind: 'amountCorrected', byUserId: 'u-1', reason: 'discount' });
    expect(t.postings).toEqual([
      { account: 'receivable:i-1', amountRappen: -2_810, role: 'amount' },
      { account: 'adjustments', amountRappen: 2_810 },
    ]);
  });
  it('credit applied is given back first: 1_000 paid 300 by credit and 500 by bank, corrected to 600, gives 200 of the credit back', () => {
    const m = money({ amountRappen: 1_000, paidByCreditRappen: 300, paidByPaymentRappen: 500 });
    const t = change(m, 600, { kind: 'amountCorrected', counterAccount: 'adjustments' });
    expect(t.postings).toEqual([
      { account: 'receivable:i-1', amountRappen: -400, role: 'amount' },
      { account: 'adjustments', amountRappen: 400 },
      { account: 'receivable:i-1', amountRappen: 200, role: 'credit' },
      { account: 'credit:o-1', amountRappen: -200 },
    ]);
    expect(fold(m, t)).toEqual(money({ amountRappen: 600, paidByCreditRappen: 100, paidByPaymentRappen: 500 }));
  });
  it('then bank money: corrected to 200, the excess 600 is 300 of credit and 300 of payment, no part negative', () => {
    const m = money({ amountRappen: 1_000, paidByCreditRappen: 300, paidByPaymentRappen: 500 });
    const t = change(m, 200, { kind: 'amountCorrected', counterAccount: 'adjustments' });
    expect(t.postings.slice(2)).toEqual([
      { account: 'receivable:i-1', amountRappen: 300, role: 'credit' },
      { account: 'receivable:i-1', amountRappen: 300, role: 'payment' },
      { account: 'credit:o-1', amountRappen: -600 },
    ]);
    expect(fold(m, t)).toEqual(money({ amountRappen: 200, paidByCreditRappen: 0, paidByPaymentRappen: 200 }));
  });
  it('an order billing of 250 settled by offset, corrected to 100: 150 of fees go back as the seller’s credit', () => {
    const m: InvoiceMoney = { ...emptyInvoiceMoney('orderBilling'), amountRappen: 250, paidByOffsetRappen: 250 };
    const t = change(m, 100, { kind: 'amountCorrected', counterAccount: 'adjustments' });
    expect(t.postings.slice(2)).toEqual([
      { account: 'receivable:i-1', amountRappen: 150, role: 'offset' },
      { account: 'credit:o-1', amountRappen: -150 },
    ]);
    expect(fold(m, t).paidByOffsetRappen).toBe(100);
  });
  it('raising a paid CHF 100.00 to CHF 120.00 leaves 2_000 open: partly paid, nothing to credit', () => {
    const m = money({ amountRappen: 10_000, paidByPaymentRappen: 10_000 });
    const t = change(m, 12_000, { kind: 'amountCorrected', counterAccount: 'adjustments' });
    expect(t.postings).toHaveLength(2);
    expect(statusOf(fold(m, t))).toBe('partialPaid');
  });
});

describe('settledAmount: what a deposit is settled at', () => {
  it('paid 400 of 1_000: settled at 400; paid in full: at 1_000', () => {
    expect(settledAmount(money({ amountRappen: 1_000, paidByPaymentRappen: 400 }))).toBe(400);
    expect(settledAmount(money({ amountRappen: 1_000, paidByPaymentRappen: 1_000 }))).toBe(1_000);
  });
});

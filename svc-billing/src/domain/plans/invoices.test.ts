import { applyToInvoice, emptyInvoiceMoney, statusOf } from '../invoice-state';
import { planManualInvoice, planOrderBilling, type BilledOrder } from './invoices';

// Expected values are worked out by hand in the test names, never with the functions under test.

const manual = (vatRateBasisPoints: number | null) =>
  planManualInvoice({
    key: 'manual:1',
    invoiceId: 'm-1',
    lines: [
      { text: 'Workshop', amountRappen: 10_000 },
      { text: 'Material', amountRappen: 2_550 },
    ],
    vatRateBasisPoints,
    byUserId: 'u-1',
    reason: 'workshop of 3 March',
  });

describe('planManualInvoice: the lines plus VAT when due', () => {
  it('CHF 100.00 + CHF 25.50 with 8.1 % VAT asks CHF 135.67: VAT of 12_550 is 1_017 (1_016.55)', () => {
    const planned = manual(810);
    expect(planned.amountRappen).toBe(13_567);
    expect(planned.lines).toEqual([
      { kind: 'manual', text: 'Workshop', amountRappen: 10_000, vatRateBasisPoints: null },
      { kind: 'manual', text: 'Material', amountRappen: 2_550, vatRateBasisPoints: null },
      { kind: 'vat', text: '', amountRappen: 1_017, vatRateBasisPoints: 810 },
    ]);
    expect(planned.transaction).toEqual({
      key: 'manual:1',
      kind: 'manualInvoice',
      invoiceId: 'm-1',
      byUserId: 'u-1',
      reason: 'workshop of 3 March',
      postings: [
        { account: 'receivable:m-1', amountRappen: 13_567, role: 'amount' },
        { account: 'fees', amountRappen: -12_550 },
        { account: 'vat', amountRappen: -1_017 },
      ],
    });
  });
  it('VAT by date: at 7.7 % the VAT is 966 (966.35), CHF 135.16 in all', () => {
    expect(manual(770).amountRappen).toBe(13_516);
  });
  it('without VAT it asks CHF 125.50 and has no VAT line', () => {
    const planned = manual(null);
    expect(planned.amountRappen).toBe(12_550);
    expect(planned.lines.map((l) => l.kind)).toEqual(['manual', 'manual']);
    expect(planned.transaction.postings).toEqual([
      { account: 'receivable:m-1', amountRappen: 12_550, role: 'amount' },
      { account: 'fees', amountRappen: -12_550 },
    ]);
  });
});

describe('planOrderBilling: a month’s orders, settled by the fees already deducted', () => {
  const orders: BilledOrder[] = [
    { orderId: 'o-1', number: '1001', productName: 'Chocolate', spentRappen: 5_690, feeRappen: 142, canceled: false },
    { orderId: 'o-2', number: '1002', productName: 'Book', spentRappen: 1_000, feeRappen: 3, canceled: false },
    { orderId: 'o-3', number: '1003', productName: 'Wine', spentRappen: 2_000, feeRappen: 50, canceled: true },
  ];
  it('fees 142 + 3 = 145 (the cancelled order’s 50 not): amount 145, offset 145, paid on issue', () => {
    const planned = planOrderBilling({ key: 'billing:s-1:2026-03', invoiceId: 'b-1', orders });
    expect(planned.amountRappen).toBe(145);
    expect(planned.lines).toEqual([
      { kind: 'order', text: '1001 Chocolate', amountRappen: 5_690, vatRateBasisPoints: null },
      { kind: 'feeSeller', text: '1001', amountRappen: -142, vatRateBasisPoints: null },
      { kind: 'order', text: '1002 Book', amountRappen: 1_000, vatRateBasisPoints: null },
      { kind: 'feeSeller', text: '1002', amountRappen: -3, vatRateBasisPoints: null },
    ]);
    expect(planned.transaction).toEqual({
      key: 'billing:s-1:2026-03',
      kind: 'orderBilling',
      invoiceId: 'b-1',
      postings: [
        { account: 'receivable:b-1', amountRappen: 145, role: 'amount' },
        { account: 'receivable:b-1', amountRappen: -145, role: 'offset' },
      ],
    });
    const m = applyToInvoice(emptyInvoiceMoney('orderBilling'), 'orderBilling', planned.transaction.postings);
    expect([m.amountRappen, m.paidByOffsetRappen, statusOf(m)]).toEqual([145, 145, 'paid']);
  });
  it('a month of cancelled orders only bills CHF 0.00 and books nothing', () => {
    const planned = planOrderBilling({ key: 'k', invoiceId: 'b-2', orders: [orders[2]] });
    expect([planned.amountRappen, planned.lines, planned.transaction.postings]).toEqual([0, [], []]);
  });
});

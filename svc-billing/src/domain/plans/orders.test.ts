import { orderAmounts, planOrderCanceled, planOrderDone, planOrderPlaced, type OrderTerms } from './orders';

// Expected values are worked out by hand in the test names, never with the functions under test.

/** A gift of CHF 49.90 plus CHF 7.00 shipping at FeeSeller 2.5 % and 8.1 % VAT. */
const order: OrderTerms = {
  orderId: 'o-1',
  campaignId: 'c-1',
  sellerOrganizationId: 's-1',
  priceRappen: 4_990,
  shippingRappen: 700,
  feeSellerPercent: 2.5,
  vatRateBasisPoints: 810,
};

describe('orderAmounts: spent, the seller’s fee (VAT included in it) and earning', () => {
  it('CHF 49.90 + 7.00 = 5_690 spent; 2.5 % fee 142 (142.25); its VAT 142 × 8.1/108.1 = 10.64 → 11; earning 5_548', () => {
    expect(orderAmounts(order)).toEqual({ spentRappen: 5_690, feeRappen: 142, feeVatRappen: 11, earningRappen: 5_548 });
  });
  it('VAT by date: at 7.7 % the fee’s VAT is 142 × 7.7/107.7 = 10.15 → 10', () => {
    expect(orderAmounts({ ...order, vatRateBasisPoints: 770 }).feeVatRappen).toBe(10);
  });
  it('rounds half up: 0.25 % of CHF 10.00 is 2.5 → 3 Rappen, earning 997, VAT of 3 Rappen 0.22 → 0', () => {
    expect(orderAmounts({ ...order, priceRappen: 1_000, shippingRappen: 0, feeSellerPercent: 0.25 })).toEqual({
      spentRappen: 1_000,
      feeRappen: 3,
      feeVatRappen: 0,
      earningRappen: 997,
    });
  });
  it('at the default 0.1 %, 5_690 spent is a fee of 6 (5.69) and an earning of 5_684', () => {
    expect(orderAmounts({ ...order, feeSellerPercent: 0.1 })).toMatchObject({ feeRappen: 6, earningRappen: 5_684 });
  });
});

describe('planOrderPlaced: spent from the deposit, earned pending, the fee the platform’s', () => {
  it('prepaid +5_690, pending −5_548, fees −131 (142 − 11), vat −11', () => {
    expect(planOrderPlaced('order:o-1:placed', order)).toEqual({
      key: 'order:o-1:placed',
      kind: 'orderPlaced',
      postings: [
        { account: 'prepaid:c-1', amountRappen: 5_690 },
        { account: 'pending:s-1', amountRappen: -5_548 },
        { account: 'fees', amountRappen: -131 },
        { account: 'vat', amountRappen: -11 },
      ],
    });
  });
  it('a donation of CHF 100.00 at 0 % earns all of it: prepaid +10_000, pending −10_000', () => {
    const t = planOrderPlaced('k', { ...order, priceRappen: 10_000, shippingRappen: 0, feeSellerPercent: 0 });
    expect(t.postings).toEqual([
      { account: 'prepaid:c-1', amountRappen: 10_000 },
      { account: 'pending:s-1', amountRappen: -10_000 },
    ]);
  });
});

describe('planOrderDone and planOrderCanceled', () => {
  it('delivered: the earning of 5_548 moves from pending (+5_548) to payable (−5_548)', () => {
    expect(planOrderDone('order:o-1:done', 's-1', 5_548)).toEqual({
      key: 'order:o-1:done',
      kind: 'orderDone',
      postings: [
        { account: 'pending:s-1', amountRappen: 5_548 },
        { account: 'payable:s-1', amountRappen: -5_548 },
      ],
    });
  });
  it('cancelled: the exact reverse of the placement (prepaid −5_690, pending +5_548, fees +131, vat +11), naming it', () => {
    const placed = planOrderPlaced('k', order);
    expect(planOrderCanceled('order:o-1:canceled', { id: 't-1', postings: placed.postings })).toEqual({
      key: 'order:o-1:canceled',
      kind: 'orderCanceled',
      correctsId: 't-1',
      postings: [
        { account: 'prepaid:c-1', amountRappen: -5_690 },
        { account: 'pending:s-1', amountRappen: 5_548 },
        { account: 'fees', amountRappen: 131 },
        { account: 'vat', amountRappen: 11 },
      ],
    });
  });
});

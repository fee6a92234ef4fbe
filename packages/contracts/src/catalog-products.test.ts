import { productFieldsBody, wholeNumber } from './catalog-products';

const fields = {
  type: 'physical',
  name: { de: 'Tasse', en: 'Mug' },
  description: { de: 'Eine Tasse', en: 'A mug' },
  imageIds: [],
  priceRappen: 1000,
  shippingRappen: 0,
  vatCategoryId: '31d4b0ef-baf6-4eda-8c11-e448fbf66f49',
  weeklyAvailability: 5,
  deliveryDays: 3,
  warranty: 'Two years',
};

const issuesOf = (over: Record<string, unknown>) =>
  productFieldsBody.safeParse({ ...fields, ...over }).error?.issues.map((i) => [i.path.join('.'), i.code]);

describe('the whole-number fields of a product', () => {
  it('answer one issue for a value far out of bounds, not a second one for the safe integer range', () => {
    expect(issuesOf({ priceRappen: 1e308 })).toEqual([['priceRappen', 'too_big']]);
    expect(issuesOf({ shippingRappen: -1e308 })).toEqual([['shippingRappen', 'too_small']]);
    expect(issuesOf({ weeklyAvailability: Number.MAX_VALUE, deliveryDays: 1e20 })).toEqual([
      ['weeklyAvailability', 'too_big'],
      ['deliveryDays', 'too_big'],
    ]);
  });

  it('still refuse a fraction inside the bounds and accept the bounds themselves', () => {
    expect(issuesOf({ priceRappen: 10.5 })).toEqual([['priceRappen', 'invalid_type']]);
    expect(issuesOf({ priceRappen: 0.5 })).toEqual([['priceRappen', 'too_small']]);
    expect(wholeNumber(1, 365).safeParse(365).success).toBe(true);
    expect(wholeNumber(0, 10).safeParse(0).success).toBe(true);
    expect(issuesOf({})).toBeUndefined();
  });
});

describe('a donation (ADR 0020)', () => {
  const donation = { type: 'donation', shippingRappen: 0, deliveryDays: 0 };

  it('has no shipping cost and 0 delivery days', () => {
    expect(issuesOf(donation)).toBeUndefined();
    expect(issuesOf({ ...donation, shippingRappen: 500, deliveryDays: 2 })).toEqual([
      ['shippingRappen', 'too_big'],
      ['deliveryDays', 'too_big'],
    ]);
  });

  it('while goods ship within at least one day', () => {
    expect(issuesOf({ type: 'physical', deliveryDays: 0 })).toEqual([['deliveryDays', 'too_small']]);
    expect(issuesOf({ type: 'digital', deliveryDays: 0 })).toEqual([['deliveryDays', 'too_small']]);
    expect(issuesOf({ type: 'voucher' })).toEqual([['type', 'invalid_union']]);
  });
});

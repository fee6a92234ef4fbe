import { formatChf, formatChfAmount } from './money';

describe('Swiss francs from integer Rappen', () => {
  it('groups with the apostrophe, keeps two decimals and puts the sign after CHF', () => {
    expect(formatChf(123_450)).toBe("CHF 1'234.50");
    expect(formatChf(0)).toBe('CHF 0.00');
    expect(formatChf(5)).toBe('CHF 0.05');
    expect(formatChf(-50_000)).toBe('CHF -500.00');
    expect(formatChf(99_999_999_999)).toBe("CHF 999'999'999.99");
    expect(formatChfAmount(123_456_789)).toBe("1'234'567.89");
  });
});

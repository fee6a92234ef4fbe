import { divideRounded, percentOf, vatOnNet } from './money';

describe('fees and VAT in whole Rappen', () => {
  it('0.1 % of a budget of CHF 1000.00 is CHF 1.00', () => {
    expect(percentOf(100_000, 0.1)).toBe(100);
  });
  it('2.5 % of CHF 1234.57 is CHF 30.86 (30.864 rounds down)', () => {
    expect(percentOf(123_457, 2.5)).toBe(3086);
  });
  it('0.1 % of CHF 1.50 is 0 Rappen (0.15 rounds down) and of CHF 5.00 is 1 Rappen (0.5 rounds up)', () => {
    expect(percentOf(150, 0.1)).toBe(0);
    expect(percentOf(500, 0.1)).toBe(1);
  });
  it('a percentage with two fraction digits is exact: 0.29 % of CHF 100.00 is 29 Rappen (0.29 * 100 is 28.999… as a float)', () => {
    expect(percentOf(10_000, 0.29)).toBe(29);
  });
  it('8.1 % VAT on fees of CHF 101.00 is CHF 8.18 (818.1 Rappen)', () => {
    expect(vatOnNet(10_100, 810)).toBe(818);
  });
  it('7.7 % VAT on CHF 0.50 is 4 Rappen (3.85 rounds up)', () => {
    expect(vatOnNet(50, 770)).toBe(4);
  });
  it('rounds half away from zero on both sides', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(4, 10)).toBe(0);
  });
  it('refuses amounts that are not whole Rappen', () => {
    expect(() => percentOf(1.5, 1)).toThrow(RangeError);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rateInForce, vatOfGross } from './vat';

const normal = [
  { rateBasisPoints: 770, validFrom: '2018-01-01' },
  { rateBasisPoints: 810, validFrom: '2024-01-01' },
];

describe('rateInForce', () => {
  it('takes the latest rate whose valid-from is not after the date', () => {
    expect(rateInForce(normal, '2023-12-31')?.rateBasisPoints).toBe(770);
    expect(rateInForce(normal, '2024-01-01')?.rateBasisPoints).toBe(810);
    expect(rateInForce(normal, '2026-11-24')?.rateBasisPoints).toBe(810);
  });

  it('is null before the first rate and ignores the order rates are listed in', () => {
    expect(rateInForce(normal, '2017-12-31')).toBeNull();
    expect(rateInForce([...normal].reverse(), '2025-06-01')?.rateBasisPoints).toBe(810);
  });

  it('lets a rate dated in the future wait for its day', () => {
    const withRise = [...normal, { rateBasisPoints: 880, validFrom: '2028-01-01' }];
    expect(rateInForce(withRise, '2027-12-31')?.rateBasisPoints).toBe(810);
    expect(rateInForce(withRise, '2028-01-01')?.rateBasisPoints).toBe(880);
  });
});

describe('vatOfGross', () => {
  it('computes the VAT contained in a gross price in whole Rappen', () => {
    // CHF 108.10 at 8.1 %: exactly CHF 8.10 of VAT.
    expect(vatOfGross(10_810, 810)).toBe(810);
    // CHF 100.00 at 8.1 %: 7.4930… → 7.49.
    expect(vatOfGross(10_000, 810)).toBe(749);
    // CHF 49.90 at 2.6 %: 1.2645… → 1.26.
    expect(vatOfGross(4_990, 260)).toBe(126);
    // CHF 49.90 at 8.1 %: 4990 × 810 / 10810 = 373.9… → 3.74.
    expect(vatOfGross(4_990, 810)).toBe(374);
    expect(vatOfGross(0, 810)).toBe(0);
    expect(vatOfGross(5_000, 0)).toBe(0);
    expect(vatOfGross(1_000, 0)).toBe(0);
  });

  it('rounds half away from zero', () => {
    // 103 × 300 / 10300 = 3 exactly; 1 × 10000 / 20000 = 0.5 → 1.
    expect(vatOfGross(10_300, 300)).toBe(300);
    expect(vatOfGross(1, 10_000)).toBe(1);
    // 205 × 10000 / 20000 = 102.5 → 103.
    expect(vatOfGross(205, 10_000)).toBe(103);
    expect(vatOfGross(-1, 10_000)).toBe(-1);
  });

  it('refuses fractions of a Rappen and negative rates', () => {
    expect(() => vatOfGross(10.5, 810)).toThrow(RangeError);
    expect(() => vatOfGross(100, -1)).toThrow(RangeError);
  });
});

describe('the @cadeau/contracts/vat subpath', () => {
  it('imports nothing, so browsers take the formula as a value without bundling zod', () => {
    const source = readFileSync(join(__dirname, 'vat.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export)\s[^;]*\sfrom\s/m);
    expect(source).not.toMatch(/\b(require|import)\(/);
  });
});

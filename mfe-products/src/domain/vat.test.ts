import { rateInForce, vatOfGross } from '@cadeau/contracts/vat';
import { formatRate, todayIso } from './vat';

describe('the VAT preview of the editor', () => {
  const normal = [
    { rateBasisPoints: 770, validFrom: '2018-01-01' },
    { rateBasisPoints: 810, validFrom: '2024-01-01' },
  ];

  it('takes the latest rate not dated after the day (the formula of @cadeau/contracts/vat)', () => {
    expect(rateInForce(normal, '2023-12-31')?.rateBasisPoints).toBe(770);
    expect(rateInForce(normal, '2024-01-01')?.rateBasisPoints).toBe(810);
    expect(rateInForce(normal, '2017-12-31')).toBeNull();
  });

  it('computes the VAT inside a gross price in whole Rappen, as the server does', () => {
    // CHF 108.10 at 8.1 % contains exactly CHF 8.10.
    expect(vatOfGross(10_810, 810)).toBe(810);
    // CHF 49.90 at 8.1 %: 4990 × 810 / 10810 = 373.9 → 374.
    expect(vatOfGross(4_990, 810)).toBe(374);
    expect(vatOfGross(0, 810)).toBe(0);
    expect(vatOfGross(1_000, 0)).toBe(0);
    // Half a Rappen rounds away from zero: 205 × 10000 / 20000 = 102.5.
    expect(vatOfGross(205, 10_000)).toBe(103);
  });

  it('shows a rate without trailing zeros and today as an ISO date', () => {
    expect(formatRate(810)).toBe('8.1');
    expect(formatRate(250)).toBe('2.5');
    expect(formatRate(0)).toBe('0');
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

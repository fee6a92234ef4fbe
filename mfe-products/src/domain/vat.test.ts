import { formatRate, todayIso } from './vat';

// The formula the editor previews with (rateInForce, vatOfGross) is tested where it lives, in
// packages/contracts/src/vat.test.ts, with the cases this file used to hold.
describe('the VAT preview of the editor', () => {
  it('shows a rate without trailing zeros and today as an ISO date', () => {
    expect(formatRate(810)).toBe('8.1');
    expect(formatRate(250)).toBe('2.5');
    expect(formatRate(0)).toBe('0');
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

import { todayIso } from './vat';

// The formula the editor previews with (rateInForce, vatOfGross) is tested where it lives, in
// packages/contracts/src/vat.test.ts, with the cases this file used to hold.
describe('the VAT preview of the editor', () => {
  // A rate as the page's language writes it is the kit's formatBasisPoints (@cadeau/ui/format).
  it('takes today as an ISO date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

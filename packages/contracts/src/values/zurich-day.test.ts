import { todayInZurich } from './zurich-day';

// What svc-campaign (campaign days), svc-catalog (VAT rates in force, the current week) and mfe-campaigns (the
// earliest start) each asserted of their own copy before this one replaced them.
describe('todayInZurich', () => {
  it('takes today from the Zurich clock: 23:30 UTC is already the next day in summer and in winter', () => {
    expect(todayInZurich(new Date('2030-07-01T21:59:00Z'))).toBe('2030-07-01');
    expect(todayInZurich(new Date('2030-07-01T22:00:00Z'))).toBe('2030-07-02');
    expect(todayInZurich(new Date('2030-01-01T22:59:00Z'))).toBe('2030-01-01');
    expect(todayInZurich(new Date('2030-01-01T23:00:00Z'))).toBe('2030-01-02');
  });

  it('is the calendar day in Zurich, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year in Zurich (UTC+1 in winter).
    expect(todayInZurich(new Date('2023-12-31T23:30:00Z'))).toBe('2024-01-01');
    expect(todayInZurich(new Date('2023-12-31T22:59:59Z'))).toBe('2023-12-31');
    // Summer time: UTC+2.
    expect(todayInZurich(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(todayInZurich(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
  });

  it("takes today from Zurich's clock, not the browser's", () => {
    // 23:30 UTC on 31 December is already 1 January in Zurich (UTC+1 in winter).
    expect(todayInZurich(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Zurich (UTC+2 in summer).
    expect(todayInZurich(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInZurich(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
    // 22:30 UTC on Sunday 2026-06-28 is already Monday in Zurich (svc-catalog's current week turns then).
    expect(todayInZurich(new Date('2026-06-28T22:30:00Z'))).toBe('2026-06-29');
  });
});

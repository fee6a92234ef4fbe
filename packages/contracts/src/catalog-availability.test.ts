import {
  availabilityReservationBody,
  calendarDateText,
  isoWeekText,
  productAvailabilityQuery,
  weeksAfter,
} from './catalog-availability';

const PRODUCT = '31d4b0ef-baf6-4eda-8c11-e448fbf66f49';

describe('weeks and dates of a reservation', () => {
  it('accept weeks and dates that exist in the years a week may name', () => {
    expect(isoWeekText.safeParse('2026-W53').success).toBe(true);
    expect(calendarDateText.safeParse('2028-02-29').success).toBe(true);
    expect(availabilityReservationBody.parse({ productId: PRODUCT.toUpperCase(), date: '2026-12-31' })).toEqual({
      productId: PRODUCT,
      date: '2026-12-31',
    });
  });

  // zod runs a refinement after a failed regex too: text of no date or week shape must be refused, not throw
  // (`1e309` made an Invalid Date whose toISOString threw: a 500 of /internal/availability/release).
  it.each(['1e309', 'NaN', '', '\u0000', '-1', '2026-02-30', '1999-12-31', '3000-01-01', '2026-1-1'])(
    'refuse the date %j as a client error',
    (text) => {
      expect(() => calendarDateText.safeParse(text)).not.toThrow();
      expect(calendarDateText.safeParse(text).success).toBe(false);
      const body = availabilityReservationBody.safeParse({ productId: PRODUCT, date: text });
      expect(body.success).toBe(false);
    },
  );

  it.each(['1e309', 'NaN', '', '2021-W53', '2026-W00', '1999-W01', '2026-w01'])('refuse the week %j', (text) => {
    expect(() => isoWeekText.safeParse(text)).not.toThrow();
    expect(isoWeekText.safeParse(text).success).toBe(false);
  });
});

describe('the range of the availability view', () => {
  it('counts the weeks between two weeks across year ends and 53-week years', () => {
    expect(weeksAfter('2026-W48', '2026-W48')).toBe(0);
    expect(weeksAfter('2026-W52', '2027-W02')).toBe(3);
    expect(weeksAfter('2027-W02', '2026-W52')).toBe(-3);
    expect(weeksAfter('2025-W01', '2027-W01')).toBe(52 + 53);
  });

  it('takes no range, one end, or at most 53 weeks in order', () => {
    expect(productAvailabilityQuery.safeParse({}).success).toBe(true);
    expect(productAvailabilityQuery.safeParse({ from: '2026-W48' }).success).toBe(true);
    expect(productAvailabilityQuery.safeParse({ from: '2026-W01', to: '2026-W53' }).success).toBe(true);
    expect(productAvailabilityQuery.safeParse({ from: '2026-W01', to: '2027-W01' }).success).toBe(false);
    expect(productAvailabilityQuery.safeParse({ from: '2026-W10', to: '2026-W09' }).success).toBe(false);
    expect(productAvailabilityQuery.safeParse({ from: '1e309', to: '2026-W09' }).success).toBe(false);
    expect(productAvailabilityQuery.safeParse({ page: '1' }).success).toBe(false);
  });
});

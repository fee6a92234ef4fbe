import { ErrorKeys } from '@cadeau/contracts/errors';
import {
  assertCapacityChange,
  assertReleaseMatches,
  assertSameReservation,
  reservationKeyOf,
  weekOfReservation,
} from './availability';

const productId = '6f1c2a3e-0c5e-4f7a-9d2b-1e2f3a4b5c6d';

describe('weekOfReservation', () => {
  it('takes the ISO week, or the week a date lies in', () => {
    expect(weekOfReservation({ week: '2026-W48' })).toBe('2026-W48');
    expect(weekOfReservation({ date: '2027-01-01' })).toBe('2026-W53');
    expect(weekOfReservation({ date: '2026-12-31' })).toBe('2026-W53');
  });

  it('refuses a reservation naming no week', () => {
    expect(() => weekOfReservation({})).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('reservationKeyOf', () => {
  it('takes a printable key of up to 200 characters', () => {
    expect(reservationKeyOf('voucher:3f1c')).toBe('voucher:3f1c');
    expect(reservationKeyOf('k'.repeat(200))).toHaveLength(200);
  });

  it('refuses a missing, empty, long or unprintable key', () => {
    for (const key of [undefined, '', 'k'.repeat(201), 'with space', 'tab\tkey', 'grüezi'])
      expect(() => reservationKeyOf(key)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('assertCapacityChange', () => {
  it('lets a new product start at 1 or more and a known one rise or stay', () => {
    expect(() => assertCapacityChange(null, 1)).not.toThrow();
    expect(() => assertCapacityChange(5, 5)).not.toThrow();
    expect(() => assertCapacityChange(5, 6)).not.toThrow();
  });

  it('refuses lowering (the weeks could hold more reservations than units) and anything below 1', () => {
    expect(() => assertCapacityChange(5, 4)).toThrow(
      expect.objectContaining({ status: 400, key: ErrorKeys.product.availabilityDecreased }),
    );
    for (const units of [0, -1, 1.5, Number.NaN])
      expect(() => assertCapacityChange(null, units)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('a repeated key', () => {
  const held = { productId, week: '2026-11-23' };

  it('answers its first reservation only for the same product and week', () => {
    expect(() => assertSameReservation(held, productId, '2026-11-23')).not.toThrow();
    expect(() => assertSameReservation(held, productId, '2026-11-30')).toThrow(
      expect.objectContaining({ status: 409, key: ErrorKeys.availability.keyReused }),
    );
    expect(() => assertSameReservation(held, '00000000-0000-4000-8000-000000000000', '2026-11-23')).toThrow(
      expect.objectContaining({ status: 409, key: ErrorKeys.availability.keyReused }),
    );
  });

  it('releases nothing when unknown or naming another product or week, exactly like an unknown key', () => {
    const notFound = expect.objectContaining({ status: 404, key: ErrorKeys.availability.reservationNotFound });
    expect(() => assertReleaseMatches(held, productId, '2026-11-23')).not.toThrow();
    expect(() => assertReleaseMatches(null, productId, '2026-11-23')).toThrow(notFound);
    expect(() => assertReleaseMatches(held, productId, '2026-11-30')).toThrow(notFound);
  });
});

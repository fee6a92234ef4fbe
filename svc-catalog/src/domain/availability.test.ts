import { ErrorKeys } from '@cadeau/contracts/errors';
import {
  assertCapacityChange,
  capacityChangeRefusal,
  countedWeek,
  keyReuseRefusal,
  releaseRefusal,
  reservationRefusal,
  assertReleaseMatches,
  assertReservable,
  assertSeesAvailability,
  canSeeAvailability,
  viewRange,
  viewWeek,
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

describe('assertReservable', () => {
  it('lets approved products, and replaced or finished ones for the campaigns that hold them, take reservations', () => {
    for (const status of ['approved', 'replaced', 'finished'] as const)
      expect(() => assertReservable(status)).not.toThrow();
  });

  it('refuses paused and blocked products as unavailable, never-released ones as unknown', () => {
    for (const status of ['paused', 'blocked'] as const)
      expect(() => assertReservable(status)).toThrow(
        expect.objectContaining({ status: 409, key: ErrorKeys.product.unavailable }),
      );
    for (const status of ['draft', 'pending', 'rejected', 'deleted'] as const)
      expect(() => assertReservable(status)).toThrow(
        expect.objectContaining({ status: 404, key: ErrorKeys.product.notFound }),
      );
  });
});

describe('the verdicts db/ executes under its locks', () => {
  const held = { productId, week: '2026-11-23' };
  const verdict = (refusal: { status: number; key: string } | null) =>
    refusal && { status: refusal.status, key: refusal.key };

  it('capacityChangeRefusal: none for a rise or the same, 400 for lower or below 1', () => {
    expect(capacityChangeRefusal(null, 1)).toBeNull();
    expect(capacityChangeRefusal(5, 5)).toBeNull();
    expect(capacityChangeRefusal(5, 6)).toBeNull();
    expect(verdict(capacityChangeRefusal(5, 4))).toEqual({ status: 400, key: 'error.product.availabilityDecreased' });
    expect(capacityChangeRefusal(5, 4)?.details).toEqual({ current: 5, next: 4 });
    expect(verdict(capacityChangeRefusal(null, 0))).toEqual({ status: 400, key: 'error.validation' });
  });

  it('keyReuseRefusal: none for the same product and week, 409 keyReused else', () => {
    expect(keyReuseRefusal(held, productId, '2026-11-23')).toBeNull();
    expect(verdict(keyReuseRefusal(held, productId, '2026-11-30'))).toEqual({
      status: 409,
      key: 'error.availability.keyReused',
    });
  });

  it('releaseRefusal: none for the same product and week, 404 for an unknown key or another week', () => {
    const notFound = { status: 404, key: 'error.availability.reservationNotFound' };
    expect(releaseRefusal(held, productId, '2026-11-23')).toBeNull();
    expect(verdict(releaseRefusal(null, productId, '2026-11-23'))).toEqual(notFound);
    expect(verdict(releaseRefusal(held, productId, '2026-11-30'))).toEqual(notFound);
  });

  it('reservationRefusal: 404 without a capacity, else the verdict of the product state', () => {
    expect(reservationRefusal({ known: true, status: 'approved' })).toBeNull();
    expect(reservationRefusal({ known: true, status: null })).toBeNull();
    expect(verdict(reservationRefusal({ known: false, status: 'approved' }))).toEqual({
      status: 404,
      key: 'error.product.notFound',
    });
    expect(verdict(reservationRefusal({ known: true, status: 'paused' }))).toEqual({
      status: 409,
      key: 'error.product.unavailable',
    });
    expect(verdict(reservationRefusal({ known: true, status: 'draft' }))).toEqual({
      status: 404,
      key: 'error.product.notFound',
    });
  });

  it('countedWeek: the counter the unit went into, 409 soldOut when none was free', () => {
    expect(countedWeek({ reserved: 3, capacity: 5 })).toEqual({ reserved: 3, capacity: 5 });
    expect(() => countedWeek(undefined)).toThrow(
      expect.objectContaining({ status: 409, key: 'error.product.soldOut' }),
    );
  });
});

describe('the availability view', () => {
  const org = '0d5e7a1c-2b3f-4c6d-8e9f-0a1b2c3d4e5f';
  const seller = {
    roles: [],
    organizations: [{ id: org, roles: ['user'], features: ['seller'] }],
    currentOrganizationId: org,
  };
  const admin = { roles: ['platformAdmin'], organizations: [], currentOrganizationId: null };
  const giver = {
    ...seller,
    organizations: [{ id: productId, roles: ['admin'], features: ['giver'] }],
    currentOrganizationId: productId,
  };

  it('is seen by the seller and platform administrators, not by another organisation, and a deleted product by no one', () => {
    const approved = { organization_id: org, status: 'approved' as const };
    expect(canSeeAvailability(seller, approved)).toBe(true);
    expect(canSeeAvailability(admin, approved)).toBe(true);
    // A giver reads the approved product in the catalog, but not how much of it is sold.
    expect(canSeeAvailability(giver, approved)).toBe(false);
    expect(() => assertSeesAvailability(giver, approved)).toThrow(
      expect.objectContaining({ status: 404, key: ErrorKeys.product.notFound }),
    );
    expect(() => assertSeesAvailability(seller, undefined)).toThrow(expect.objectContaining({ status: 404 }));
    expect(canSeeAvailability(admin, { organization_id: org, status: 'deleted' })).toBe(false);
  });

  it('shows twelve weeks from the current one, or from or up to the week given', () => {
    expect(viewRange({}, '2026-W48')).toEqual({ from: '2026-W48', to: '2027-W06' });
    expect(viewRange({ from: '2026-W50' }, '2026-W48')).toEqual({ from: '2026-W50', to: '2027-W08' });
    expect(viewRange({ to: '2027-W02' }, '2026-W48')).toEqual({ from: '2026-W44', to: '2027-W02' });
    expect(viewRange({ from: '2026-W01', to: '2026-W02' }, '2026-W48')).toEqual({ from: '2026-W01', to: '2026-W02' });
  });

  it('counts the free units of a week', () => {
    expect(viewWeek({ week: '2026-W48', capacity: 5, reserved: 2 })).toEqual({
      week: '2026-W48',
      capacity: 5,
      reserved: 2,
      free: 3,
    });
  });
});

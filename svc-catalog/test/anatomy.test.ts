import { join } from 'node:path';
import { describeServiceAnatomy, LEFT_FOR_NOW } from '@cadeau/service-kit/testing';

// What is left of rules in db/ (issue 22), each entry with why it stays (LEFT_FOR_NOW
// says the common reasons); a fix takes its entry off, so the lists only shrink.

const rulesInDb = {
  // The weekly capacity never goes below what was released (spec 5), read and rechecked around its upsert.
  'db/availability.ts: assertCapacityChange(await weeklyCapacityOf(trx, productId), units);': LEFT_FOR_NOW.underLock,
  'db/availability.ts: if (!rows[0]) assertCapacityChange(await weeklyCapacityOf(trx, productId), units);':
    LEFT_FOR_NOW.underLock,
  // The reservation saga's side in svc-catalog (ADR 0021): the key's stored reservation and the week's units.
  'db/reservations.ts: assertSameReservation(held(first), input.productId, monday);': LEFT_FOR_NOW.underLock,
  'db/reservations.ts: if (!known) throw productWithoutAvailability();': LEFT_FOR_NOW.underLock,
  'db/reservations.ts: assertReservable(status);': LEFT_FOR_NOW.underLock,
  'db/reservations.ts: if (!week) throw soldOut();': LEFT_FOR_NOW.underLock,
  'db/reservations.ts: assertReleaseMatches(current && held(current), input.productId, monday);':
    LEFT_FOR_NOW.underLock,
};

// The service anatomy of ADR 0006, checked on the sources, as in every service.
describeServiceAnatomy(join(__dirname, '..'), { allowed: { rulesInDb } });

import { ErrorKeys } from '@cadeau/contracts/errors';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { isoWeekOf } from './iso-week';

/**
 * Rules of a product's weekly availability (issue 10). The counting itself is the database's (one
 * conditional update under a CHECK constraint, see db/availability.ts); these are the decisions around it.
 */

/** The week a reservation names: the ISO week itself, or the week of the date given instead. */
export function weekOfReservation(body: { week?: string; date?: string }): string {
  if (body.week) return body.week;
  if (body.date) return isoWeekOf(body.date);
  throw errors.badRequest();
}

/** What a reservation key may be: printable ASCII, as an HTTP header carries it, and short enough to index. */
const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The reservation key of an internal call (its `idempotency-key` header, covered by the call's signature).
 * Reserve and release need one: without it a retried call could reserve twice. Missing or odd: 400.
 */
export function reservationKeyOf(header: string | undefined): string {
  if (!header || !KEY.test(header)) throw errors.badRequest();
  return header;
}

/**
 * Units per week may only rise (spec section 5: at least 1, can only be increased): lowering them could
 * leave weeks with more reserved than offered. `current` is null for a product without availability yet.
 */
export function assertCapacityChange(current: number | null, next: number): void {
  if (!Number.isSafeInteger(next) || next < 1) throw errors.badRequest();
  if (current !== null && next < current)
    throw new DomainError(400, ErrorKeys.product.availabilityDecreased, { current, next });
}

/** The fields of a stored reservation the rules read. */
export interface HeldReservation {
  productId: string;
  week: string;
}

/**
 * A key sent again answers its first reservation, but only for the same product and week: a key that
 * reserved something else is the caller's mistake, and answering the other reservation would hide it.
 */
export function assertSameReservation(held: HeldReservation, productId: string, week: string): void {
  if (held.productId !== productId || held.week !== week) throw errors.conflict(ErrorKeys.availability.keyReused);
}

/**
 * A release names the reservation by its key and says what it releases; a key that reserved another
 * product or week releases nothing, exactly like an unknown key (404).
 */
export function assertReleaseMatches(held: HeldReservation | null, productId: string, week: string): void {
  if (!held || held.productId !== productId || held.week !== week)
    throw errors.notFound(ErrorKeys.availability.reservationNotFound);
}

/** 404 for a product that has no weekly availability (no product, or one never saved with it). */
export const productWithoutAvailability = () => errors.notFound(ErrorKeys.product.notFound);

/** 409 when every unit of the week is reserved. */
export const soldOut = () => errors.conflict(ErrorKeys.product.soldOut);

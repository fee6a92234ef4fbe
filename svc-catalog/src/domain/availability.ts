import { AVAILABILITY_VIEW_WEEKS, type ProductStatus, type UserContext } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { addWeeks, isoWeekOf } from '@cadeau/contracts/values';
import { canRead, type OwnedProduct } from './product';

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
  const refusal = capacityChangeRefusal(current, next);
  if (refusal) throw refusal;
}

/**
 * The verdict of `assertCapacityChange` on the capacity read where it is written: null when `next` may be saved,
 * else the refusal (400 `error.validation` below 1, 400 `error.product.availabilityDecreased` below `current`).
 */
export function capacityChangeRefusal(current: number | null, next: number): DomainError | null {
  if (!Number.isSafeInteger(next) || next < 1) return errors.badRequest();
  if (current !== null && next < current)
    return new DomainError(400, ErrorKeys.product.availabilityDecreased, { current, next });
  return null;
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
  const refusal = keyReuseRefusal(held, productId, week);
  if (refusal) throw refusal;
}

/** The verdict of `assertSameReservation` on a repeated key's first reservation: null, or 409 `keyReused`. */
export function keyReuseRefusal(held: HeldReservation, productId: string, week: string): DomainError | null {
  return held.productId !== productId || held.week !== week ? errors.conflict(ErrorKeys.availability.keyReused) : null;
}

/**
 * A release names the reservation by its key and says what it releases; a key that reserved another
 * product or week releases nothing, exactly like an unknown key (404).
 */
export function assertReleaseMatches(held: HeldReservation | null, productId: string, week: string): void {
  const refusal = releaseRefusal(held, productId, week);
  if (refusal) throw refusal;
}

/**
 * The verdict of `assertReleaseMatches` on the reservation of a key that released nothing: null when it is the
 * product's and week's (a repeat, answered as it stands), else 404 `error.availability.reservationNotFound`.
 */
export function releaseRefusal(held: HeldReservation | null, productId: string, week: string): DomainError | null {
  return !held || held.productId !== productId || held.week !== week
    ? errors.notFound(ErrorKeys.availability.reservationNotFound)
    : null;
}

/** 404 for a product that has no weekly availability (no product, or one never saved with it). */
export const productWithoutAvailability = () => errors.notFound(ErrorKeys.product.notFound);

/** 409 when every unit of the week is reserved. */
export const soldOut = () => errors.conflict(ErrorKeys.product.soldOut);

/**
 * Which products take a new reservation (issue 10; spec section 4). A reservation is a recipient's choice in
 * a campaign that holds the product, so the rule reads the product's state, not the campaign's:
 * - approved: on offer.
 * - replaced (a newer version was approved) and finished (its seller ended it): they leave the catalog for
 *   new campaigns but keep serving the campaigns that already hold them (spec: "the old one only serves
 *   running campaigns"), so those campaigns keep their promise until the weekly capacity runs out.
 * - paused: its seller cannot deliver for now (spec: "can become unavailable because of the supplier"), so
 *   it is not offered for new choices, in a running campaign either, exactly like a sold-out week: 409
 *   `error.product.unavailable`, and the recipient picks another product. Resuming opens it again.
 * - blocked: the platform withdrew it (fraud, complaints): nothing more is sold, 409 `error.product.unavailable`.
 * - draft, pending, rejected, deleted: never released, so no campaign holds it and it has no capacity: 404.
 * Releases are never refused by state: a cancelled order frees its unit whatever became of the product.
 * A repeated key answers its first reservation whatever the state is now (it reserves nothing).
 */
export const reservableStatuses: readonly ProductStatus[] = ['approved', 'replaced', 'finished'];

/**
 * Refuses a new reservation of a product in a state that takes none (see reservableStatuses). `status` is
 * null when the capacity has no product row: the products area opens capacity only in the approval of a
 * product, so that happens only where availability is exercised alone (its tests and the bench).
 */
export function assertReservable(status: ProductStatus | null): void {
  const refusal = statusRefusal(status);
  if (refusal) throw refusal;
}

/** The verdict of `assertReservable`: null for a state that takes reservations, else its refusal (409 or 404). */
function statusRefusal(status: ProductStatus | null): DomainError | null {
  if (status === null || reservableStatuses.includes(status)) return null;
  if (status === 'paused' || status === 'blocked') return errors.conflict(ErrorKeys.product.unavailable);
  return productWithoutAvailability();
}

/**
 * The verdict on a new key's reservation, from what its claiming statement saw: null when a unit may be counted;
 * 404 `error.product.notFound` for a product without a capacity (`productWithoutAvailability`), else the refusal
 * of its state (`assertReservable`).
 */
export function reservationRefusal(claim: { known: boolean; status: ProductStatus | null }): DomainError | null {
  return claim.known ? statusRefusal(claim.status) : productWithoutAvailability();
}

/** The week's counter a reservation counted its unit in; none (every unit reserved) is 409 `soldOut`. */
export function countedWeek<W>(week: W | undefined): W {
  if (!week) throw soldOut();
  return week;
}

/** Whether the caller sees a product's weekly availability: its seller (current organisation) and platform administrators. */
export function canSeeAvailability(
  user: Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>,
  product: OwnedProduct,
): boolean {
  const reader = canRead(user, product);
  return reader === 'owner' || reader === 'admin';
}

/** GET /product/{productId}/availability for anyone else, or an unknown product: 404 as if it did not exist. */
export function assertSeesAvailability(
  user: Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>,
  product: OwnedProduct | undefined,
): asserts product is OwnedProduct {
  if (!product || !canSeeAvailability(user, product)) throw errors.notFound(ErrorKeys.product.notFound);
}

/** A product that was never approved has no weekly availability to show yet: 409 `invalidStatus`. */
export const availabilityNotOpened = () => errors.conflict(ErrorKeys.product.invalidStatus);

/**
 * The weeks a view shows: `from`–`to` as asked; with one end only, AVAILABILITY_VIEW_WEEKS weeks from or up
 * to it; with none, from the current week on. The query schema has already bounded an explicit span.
 */
export function viewRange(query: { from?: string; to?: string }, currentWeek: string): { from: string; to: string } {
  const last = AVAILABILITY_VIEW_WEEKS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addWeeks(query.from, last) };
  if (query.to) return { from: addWeeks(query.to, -last), to: query.to };
  return { from: currentWeek, to: addWeeks(currentWeek, last) };
}

/** A counted week as the product screen shows it: with its free units. */
export function viewWeek<W extends { capacity: number; reserved: number }>(week: W): W & { free: number } {
  return { ...week, free: Math.max(0, week.capacity - week.reserved) };
}

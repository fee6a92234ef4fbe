import { z } from 'zod';
import * as availability from '../catalog-availability';
import { ErrorKeys } from '../errors';
import { uuidParam } from './params';
import type { RouteDef } from './types';

/**
 * A product's weeks for the product screen (issue 10): per ISO week its capacity, reserved and free units,
 * `from`–`to` (default: the current week in Zurich and the next eleven; at most 53 weeks, else 400). Only
 * for the product's seller (the current organisation) and platform administrators: any other caller, a
 * giver reading the catalog too, gets 404 `error.product.notFound` (how much a seller sold is its business).
 * A product never approved has no weekly availability yet: 409 `error.product.invalidStatus`.
 */
export const productAvailabilityRoute = {
  method: 'GET',
  path: '/product/{productId}/availability',
  service: 'catalog',
  access: 'orgMember',
  params: z.object({ productId: uuidParam(ErrorKeys.product.notFound) }),
  query: availability.productAvailabilityQuery,
  response: availability.productAvailabilitySchema,
} as const satisfies RouteDef;

/**
 * Reserves one unit of a product's ISO week for the call's `idempotency-key` (ADR 0008: service-kit's
 * internal client, `catalog.call(reserveAvailabilityRoute, { body, idempotencyKey })`). 201 with the new
 * reservation; 200 with the first answer when the key was seen before (nothing reserved again); 409
 * `error.product.soldOut` when the week is full; 404 `error.product.notFound` for a product without weekly
 * availability; 409 `error.availability.keyReused` when the key reserved another product or week.
 *
 * By the product's state (svc-catalog domain `assertReservable`): approved products take reservations, and so
 * do replaced and finished ones, which keep serving the campaigns that already hold them (spec section 4).
 * A paused product (its seller cannot deliver for now) or a blocked one (withdrawn by the platform) is not
 * offered for new choices, in running campaigns either: 409 `error.product.unavailable`, like a sold-out week,
 * and the recipient chooses another product. Never-released products (draft, pending, rejected, deleted) have
 * no capacity: 404. A repeated key still answers its first reservation, and release is never refused by state.
 */
export const reserveAvailabilityRoute = {
  method: 'POST',
  path: '/internal/availability/reserve',
  service: 'catalog',
  access: 'internal',
  body: availability.availabilityReservationBody,
  response: availability.availabilityReservationSchema,
} as const satisfies RouteDef;

/**
 * Releases the reservation of the call's `idempotency-key` (same product and week as reserved): its unit is
 * free again. Idempotent: a repeat answers the released reservation; an unknown key (or one of another
 * product or week) is 404 `error.availability.reservationNotFound`.
 */
export const releaseAvailabilityRoute = {
  method: 'POST',
  path: '/internal/availability/release',
  service: 'catalog',
  access: 'internal',
  body: availability.availabilityReservationBody,
  response: availability.availabilityReservationSchema,
} as const satisfies RouteDef;

/**
 * One ISO week of several products (capacity and reserved units of each product's stock), for svc-campaign's
 * redemption page: a gift whose week is full shows as sold out before the recipient chooses it.
 */
export const weekAvailabilityRoute = {
  method: 'POST',
  path: '/internal/availability/week',
  service: 'catalog',
  access: 'internal',
  body: availability.availabilityWeekBody,
  response: availability.availabilityWeekAnswer,
} as const satisfies RouteDef;

/**
 * svc-catalog's weekly availability routes: the product screen's view, and reserve and release for other
 * services only (the gateway answers those 404).
 */
export const catalogAvailabilityRoutes = [
  productAvailabilityRoute,
  reserveAvailabilityRoute,
  releaseAvailabilityRoute,
  weekAvailabilityRoute,
] as const satisfies readonly RouteDef[];

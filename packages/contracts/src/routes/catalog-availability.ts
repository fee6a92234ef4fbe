import * as availability from '../catalog-availability';
import type { RouteDef } from './types';

/**
 * Reserves one unit of a product's ISO week for the call's `idempotency-key` (ADR 0008: service-kit's
 * internal client, `catalog.call(reserveAvailabilityRoute, { body, idempotencyKey })`). 201 with the new
 * reservation; 200 with the first answer when the key was seen before (nothing reserved again); 409
 * `error.product.soldOut` when the week is full; 404 `error.product.notFound` for a product without weekly
 * availability; 409 `error.availability.keyReused` when the key reserved another product or week.
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

/** svc-catalog's weekly availability routes (other services only; the gateway answers them 404). */
export const catalogAvailabilityRoutes = [
  reserveAvailabilityRoute,
  releaseAvailabilityRoute,
] as const satisfies readonly RouteDef[];

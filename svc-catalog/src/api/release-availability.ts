import { IDEMPOTENCY_KEY_HEADER } from '@cadeau/service-kit';
import { releaseUnit } from '../db/reservations';
import { reservationKeyOf, weekOfReservation } from '../domain/availability';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/availability/release: frees the unit the call's idempotency key reserved (same product and
 * week). Idempotent: a repeat answers the released reservation; an unknown key is 404
 * `error.availability.reservationNotFound`.
 */
export const handleReleaseAvailability =
  ({ kit }: CatalogDeps): Handler<'POST /internal/availability/release'> =>
  async (ctx, { body }) => {
    const key = reservationKeyOf(ctx.get(IDEMPOTENCY_KEY_HEADER) || undefined);
    const { reservation } = await releaseUnit(kit, { productId: body.productId, week: weekOfReservation(body), key });
    return reservation;
  };

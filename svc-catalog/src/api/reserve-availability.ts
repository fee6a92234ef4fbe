import { IDEMPOTENCY_KEY_HEADER } from '@cadeau/service-kit';
import { reserveUnit } from '../db/reservations';
import { reservationKeyOf, weekOfReservation } from '../domain/availability';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/availability/reserve: one unit of a product's ISO week for the call's idempotency key
 * (a signed call of another service, ADR 0008). 201 for a new reservation, 200 with the first answer for a
 * key seen before; 409 `error.product.soldOut`, 404 `error.product.notFound`.
 */
export const handleReserveAvailability =
  ({ kit }: CatalogDeps): Handler<'POST /internal/availability/reserve'> =>
  async (ctx, { body, caller }) => {
    const key = reservationKeyOf(ctx.get(IDEMPOTENCY_KEY_HEADER) || undefined);
    const week = weekOfReservation(body);
    const { reservation, created } = await reserveUnit(kit, {
      productId: body.productId,
      week,
      key,
      caller: caller ?? 'unknown',
    });
    ctx.status = created ? 201 : 200;
    return reservation;
  };

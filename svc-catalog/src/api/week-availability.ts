import { availabilityWeeks } from '../db/availability';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/availability/week (svc-campaign): capacity and reserved units of one ISO week for each named
 * product that has weekly availability, so the redemption page marks a gift sold out before it is chosen.
 */
export const handleWeekAvailability =
  ({ kit }: CatalogDeps): Handler<'POST /internal/availability/week'> =>
  async (_ctx, { body }) => {
    const products = [];
    for (const productId of new Set(body.productIds)) {
      const weeks = await availabilityWeeks(kit.db, productId, body.week, body.week);
      const week = weeks?.weeks[0];
      if (week) products.push({ productId, capacity: week.capacity, reserved: week.reserved });
    }
    return { week: body.week, products };
  };

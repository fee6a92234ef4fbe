import { availabilityWeeks } from '../db/availability';
import { productById } from '../db/products';
import { assertSeesAvailability, availabilityNotOpened, viewRange, viewWeek } from '../domain/availability';
import { currentIsoWeek } from '../domain/iso-week';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /product/{productId}/availability: per ISO week of `from`–`to` (default the current week in Zurich and
 * the next eleven) the product's capacity, reserved and free units, for its seller and platform
 * administrators (anyone else 404 `error.product.notFound`). A product never approved: 409 `invalidStatus`.
 */
export const handleGetProductAvailability =
  ({ kit }: CatalogDeps): Handler<'GET /product/{productId}/availability'> =>
  async (_ctx, { params, query, user }) => {
    const product = await productById(kit.db, params.productId);
    assertSeesAvailability(user!, product);
    const currentWeek = currentIsoWeek(new Date());
    const { from, to } = viewRange(query, currentWeek);
    const counted = await availabilityWeeks(kit.db, params.productId, from, to);
    if (!counted) throw availabilityNotOpened();
    return {
      productId: counted.productId,
      weeklyCapacity: counted.weeklyCapacity,
      currentWeek,
      from,
      to,
      weeks: counted.weeks.map(viewWeek),
    };
  };

import type { CampaignDeps } from './deps';
import { productsPerWeekOf } from './platform-availability-reports';
import type { Handler } from './routes';

/**
 * GET /platform/reports/products-per-week (platform administrators, issue 20): per product and ISO week, the weekly
 * availability, the units reserved and ordered, and what remains; by seller, product and weeks, paged by product.
 */
export const handleProductsPerWeek =
  (deps: CampaignDeps): Handler<'GET /platform/reports/products-per-week'> =>
  async (ctx, { query }) => {
    ctx.set('cache-control', 'no-store');
    return productsPerWeekOf(deps, query, query.pageSize);
  };

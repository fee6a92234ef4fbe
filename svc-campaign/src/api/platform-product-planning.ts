import type { CampaignDeps } from './deps';
import { productPlanningOf } from './platform-availability-reports';
import type { Handler } from './routes';

/** GET /platform/reports/campaign-product-planning: what running campaigns can still bring, against what remains. */
export const handleProductPlanning =
  (deps: CampaignDeps): Handler<'GET /platform/reports/campaign-product-planning'> =>
  async (ctx, { query }) => {
    ctx.set('cache-control', 'no-store');
    return productPlanningOf(deps, query, query.pageSize);
  };

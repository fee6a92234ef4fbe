import * as availability from '../platform-availability';
import * as overview from '../platform-overview';
import * as reports from '../platform-reports';
import type { RouteDef } from './types';

/**
 * The platform's view (spec section 7 "Platform", issue 20, ADR 0031): svc-campaign answers from its own read
 * models; platform administrators only. Each report pages its table on the server and has a CSV twin
 * (`…/export`, the same filters, every row, formula cells escaped).
 */
export const platformRoutes = [
  {
    method: 'GET',
    path: '/platform/statistics',
    service: 'campaign',
    access: 'platformAdmin',
    query: overview.platformStatisticsQuery,
    response: overview.platformStatisticsSchema,
  },
  {
    method: 'GET',
    path: '/platform/tasks',
    service: 'campaign',
    access: 'platformAdmin',
    response: overview.platformTasksSchema,
  },
  {
    method: 'GET',
    path: '/platform/reports/engagement-funnel',
    service: 'campaign',
    access: 'platformAdmin',
    query: reports.engagementFunnelQuery,
    response: reports.engagementFunnelSchema,
  },
  {
    method: 'GET',
    path: '/platform/reports/engagement-funnel/export',
    service: 'campaign',
    access: 'platformAdmin',
    query: reports.engagementFunnelQuery,
  },
  {
    method: 'GET',
    path: '/platform/reports/products-per-week',
    service: 'campaign',
    access: 'platformAdmin',
    query: availability.productsPerWeekQuery,
    response: availability.productsPerWeekSchema,
  },
  {
    method: 'GET',
    path: '/platform/reports/products-per-week/export',
    service: 'campaign',
    access: 'platformAdmin',
    query: availability.productsPerWeekQuery,
  },
  {
    method: 'GET',
    path: '/platform/reports/campaign-product-planning',
    service: 'campaign',
    access: 'platformAdmin',
    query: availability.campaignProductPlanningQuery,
    response: availability.campaignProductPlanningSchema,
  },
  {
    method: 'GET',
    path: '/platform/reports/campaign-product-planning/export',
    service: 'campaign',
    access: 'platformAdmin',
    query: availability.campaignProductPlanningQuery,
  },
] as const satisfies readonly RouteDef[];

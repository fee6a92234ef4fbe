import { statisticsRows } from '../db/platform-read';
import { platformStatisticsOf, statisticsPeriodOf } from '../domain/platform-statistics';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /platform/statistics (platform administrators, issue 20): the platform at a glance for a period, each figure
 * beside the period of equal length before it; organisations, users, campaigns, recipients, codes, orders, deposits
 * and payouts, from svc-campaign's own tables, the funnel's counters and its view of the other services.
 */
export const handlePlatformStatistics =
  (deps: CampaignDeps): Handler<'GET /platform/statistics'> =>
  async (ctx, { query }) => {
    ctx.set('cache-control', 'no-store');
    const period = statisticsPeriodOf(query, todayInZurich(deps.now()));
    const rows = await statisticsRows(deps.kit.db, [
      { from: period.from, to: period.to },
      { from: period.previousFrom, to: period.previousTo },
    ]);
    return platformStatisticsOf(period, rows);
  };

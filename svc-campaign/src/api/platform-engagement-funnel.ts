import type { EngagementFunnel } from '@cadeau/contracts';
import { funnelCampaignPage, funnelDayCounts, funnelRecipientsToDate } from '../db/funnel';
import { funnelSeries, funnelTotals, reportPeriodOf } from '../domain/report-period';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

type FunnelQuery = Parameters<Handler<'GET /platform/reports/engagement-funnel'>>[1]['query'];

/** The report's figures for a query: totals and series from the kept counters, one page of campaigns. */
export async function engagementFunnelOf(
  deps: CampaignDeps,
  query: FunnelQuery,
  limit: number | null,
): Promise<EngagementFunnel> {
  const period = reportPeriodOf(query, todayInZurich(deps.now()));
  const filter = { ...period, organizationId: query.organizationId, campaignId: query.campaignId };
  const [days, recipientsToDate, campaigns] = await Promise.all([
    funnelDayCounts(deps.kit.db, filter),
    funnelRecipientsToDate(deps.kit.db, filter),
    funnelCampaignPage(deps.kit.db, filter, {
      sort: query.sort,
      order: query.order,
      limit,
      offset: limit === null ? 0 : (query.page - 1) * query.pageSize,
    }),
  ]);
  return {
    ...period,
    totals: funnelTotals(days),
    recipientsToDate,
    series: funnelSeries(period, days),
    campaigns: { items: campaigns.rows, page: query.page, pageSize: query.pageSize, total: campaigns.total },
  };
}

/**
 * GET /platform/reports/engagement-funnel (platform administrators, issue 20): recipients → sent → delivered →
 * opened → clicked → redeemed → thanked for all campaigns, one giver's or one campaign, in a period, per day or
 * week, read from the kept counters (ADR 0031); the campaigns' table pages on the server.
 */
export const handleEngagementFunnel =
  (deps: CampaignDeps): Handler<'GET /platform/reports/engagement-funnel'> =>
  async (ctx, { query }) => {
    ctx.set('cache-control', 'no-store');
    return engagementFunnelOf(deps, query, query.pageSize);
  };

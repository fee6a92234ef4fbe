import { fieldsOf, recipientCountsOf } from '../db/campaigns';
import { funnelDayCounts } from '../db/funnel';
import { redemptionsByProduct, voucherNumbersOf } from '../db/vouchers-read';
import { feeRappen, maxPriceRappen, physicalCount, usedRappen } from '../domain/campaign-rules';
import { campaignCoursePeriod, funnelSeries } from '../domain/report-period';
import { campaignFor, ruleContextOf } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/** Every day a campaign's counters can hold (the course's period is chosen from the days found). */
const ALL_DAYS = { from: '2000-01-01', to: '2999-12-31' };

/**
 * GET /campaign/{campaignId}/statistics: recipients (and unsubscribed ones), products, budget and its use (the
 * gross price plus shipping of each redeemed gift), gift codes and their mails (issue 12: counted from the
 * campaign's vouchers, all 0 before the approval made them); the funnel's course from the kept counters, the gifts
 * chosen (issue 20). The money against the deposit is svc-billing's (GET /campaign/{campaignId}/billing).
 */
export const handleCampaignStatistics =
  (deps: CampaignDeps): Handler<'GET /campaign/{campaignId}/statistics'> =>
  async (_ctx, { params, user }) => {
    const { row } = await campaignFor(deps.kit.db, params.campaignId, user!);
    const [counts, numbers, redeemed, days] = await Promise.all([
      recipientCountsOf(deps.kit.db, row.id),
      voucherNumbersOf(deps.kit.db, row.id),
      redemptionsByProduct(deps.kit.db, row.id),
      funnelDayCounts(deps.kit.db, { ...ALL_DAYS, campaignId: row.id }),
    ]);
    const fields = fieldsOf(row);
    const ctx = await ruleContextOf(deps, fields, counts.total);
    const physical = physicalCount(row.product_ids, ctx.products);
    const spentRappen = usedRappen(redeemed, ctx.products);
    const period = campaignCoursePeriod(
      days.map((d) => d.day),
      ctx.today,
      fields.endDate ?? null,
    );
    return {
      recipients: { total: counts.total, unsubscribed: counts.unsubscribed },
      products: {
        total: row.product_ids.length,
        physical,
        digital: row.product_ids.filter((id) => ctx.products.get(id)?.type === 'digital').length,
      },
      budget: {
        budgetRappen: row.budget_rappen,
        maxPriceRappen: maxPriceRappen(fields, ctx.products, counts.total),
        usedRappen: spentRappen,
        feeRappen: feeRappen(row.budget_rappen, ctx.settings.feeGiverPercent),
        baseFeeRappen: ctx.settings.baseFeeGiverRappen,
      },
      vouchers: numbers.vouchers,
      mails: numbers.mails,
      funnel: period
        ? { granularity: period.granularity, series: funnelSeries(period, days) }
        : { granularity: 'day', series: [] },
      gifts: [...redeemed]
        .map(([productId, count]) => {
          const product = ctx.facts.get(productId);
          const fact = ctx.products.get(productId);
          return {
            productId,
            name: product?.name ?? null,
            count,
            valueRappen: fact ? (fact.grossPriceRappen + fact.shippingRappen) * count : 0,
          };
        })
        .sort((a, b) => b.count - a.count || a.productId.localeCompare(b.productId)),
    };
  };

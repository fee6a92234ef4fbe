import { fieldsOf, recipientCountsOf } from '../db/campaigns';
import { redemptionsByProduct, voucherNumbersOf } from '../db/vouchers-read';
import { feeRappen, maxPriceRappen, physicalCount, usedRappen } from '../domain/campaign-rules';
import { campaignFor, ruleContextOf } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /campaign/{campaignId}/statistics: recipients (and unsubscribed ones), products, budget and its use (the
 * gross price plus shipping of each redeemed gift), gift codes and their mails (issue 12: counted from the
 * campaign's vouchers, all 0 before the approval made them).
 */
export const handleCampaignStatistics =
  (deps: CampaignDeps): Handler<'GET /campaign/{campaignId}/statistics'> =>
  async (_ctx, { params, user }) => {
    const { row } = await campaignFor(deps.kit.db, params.campaignId, user!);
    const [counts, numbers, redeemed] = await Promise.all([
      recipientCountsOf(deps.kit.db, row.id),
      voucherNumbersOf(deps.kit.db, row.id),
      redemptionsByProduct(deps.kit.db, row.id),
    ]);
    const fields = fieldsOf(row);
    const ctx = await ruleContextOf(deps, fields, counts.total);
    const physical = physicalCount(row.product_ids, ctx.products);
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
        usedRappen: usedRappen(redeemed, ctx.products),
        feeRappen: feeRappen(row.budget_rappen, ctx.settings.feeGiverPercent),
        baseFeeRappen: ctx.settings.baseFeeGiverRappen,
      },
      vouchers: numbers.vouchers,
      mails: numbers.mails,
    };
  };

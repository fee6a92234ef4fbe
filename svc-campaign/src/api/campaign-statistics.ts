import { fieldsOf, recipientCountsOf } from '../db/campaigns';
import { feeRappen, maxPriceRappen, physicalCount } from '../domain/campaign-rules';
import { campaignFor, ruleContextOf } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /campaign/{campaignId}/statistics: recipients (and unsubscribed ones), products, budget and its use. Gift
 * codes and mails come with issue 12: their numbers are 0 until then, named in the contract already.
 */
export const handleCampaignStatistics =
  (deps: CampaignDeps): Handler<'GET /campaign/{campaignId}/statistics'> =>
  async (_ctx, { params, user }) => {
    const { row } = await campaignFor(deps.kit.db, params.campaignId, user!);
    const counts = await recipientCountsOf(deps.kit.db, row.id);
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
        usedRappen: 0,
        feeRappen: feeRappen(row.budget_rappen, ctx.settings.feeGiverPercent),
        baseFeeRappen: ctx.settings.baseFeeGiverRappen,
      },
      vouchers: { issued: 0, redeemed: 0 },
      mails: { sent: 0, opened: 0, clicked: 0 },
    };
  };

import { giveFeedback } from '../db/voucher-redemption-writes';
import { assertFeedbackOpen } from '../domain/redemption-rules';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';
import { lookupVoucher } from './voucher-lookup';

/**
 * PUT /voucher/{code}, public: thanks or feedback on a used code within VOUCHER_FEEDBACK_DAYS of its
 * redemption (a later one replaces it), published as `voucher.feedbackGiven` for the giver. 204.
 */
export const handleVoucherFeedback =
  (deps: CampaignDeps): Handler<'PUT /voucher/{code}'> =>
  async (ctx, { params, body }) => {
    const voucher = await lookupVoucher(deps, ctx, params.code);
    const now = deps.now();
    const redeemedDay = voucher.redeemed_at ? todayInZurich(voucher.redeemed_at) : null;
    assertFeedbackOpen(voucher.status, redeemedDay, todayInZurich(now));
    await giveFeedback(deps.kit, {
      voucherId: voucher.id,
      campaignId: voucher.campaign_id,
      giverOrganizationId: voucher.organization_id,
      feedback: body.feedback,
      at: now.toISOString(),
    });
  };

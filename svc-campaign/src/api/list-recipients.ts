import { listRecipients } from '../db/recipients';
import { findCampaign } from '../db/campaigns';
import { vouchersOfRecipients } from '../db/vouchers-read';
import { standingTo } from '../domain/campaign-access';
import { assertRecipientAccess } from '../domain/recipient-access';
import { seesCodes } from '../domain/voucher-access';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';
import { voucherColumns } from './voucher-columns';

/**
 * GET /campaign/{campaignId}/recipients: one page, sorted, searched and filtered on the server, each recipient
 * with its voucher's columns (issue 12: status, redeemed, mailed, opened, clicked; null before the approval).
 * The plain code only for who may hand it out (domain/voucher-access.ts `seesCodes`).
 */
export const handleListRecipients =
  ({ kit, voucherKeys }: CampaignDeps): Handler<'GET /campaign/{campaignId}/recipients'> =>
  async (_ctx, { params, query, user }) => {
    const campaign = await findCampaign(kit.db, params.campaignId);
    assertRecipientAccess(user!, campaign, 'read');
    const page = await listRecipients(kit.db, params.campaignId, query);
    const vouchers = await vouchersOfRecipients(
      kit.db,
      params.campaignId,
      page.items.map((r) => r.id),
    );
    const withCode = seesCodes(standingTo(user!, campaign), campaign);
    return {
      ...page,
      items: page.items.map((r) => {
        const voucher = vouchers.get(r.id);
        return { ...r, voucher: voucher ? voucherColumns(voucher, voucherKeys, withCode) : null };
      }),
    };
  };

import type { RedemptionRow } from '../db/voucher-redemption';
import type { VoucherState } from '../domain/redemption-rules';

/** What the redemption rules read of a looked-up voucher. */
export function redemptionState(v: RedemptionRow): VoucherState {
  return {
    status: v.status,
    campaignStatus: v.campaign_status,
    campaignName: v.campaign_name,
    startDate: v.start_date,
    endDate: v.end_date,
  };
}

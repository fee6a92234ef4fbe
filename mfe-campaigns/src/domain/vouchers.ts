import type { CampaignDetail } from '@cadeau/contracts';

type CampaignFacts = Pick<CampaignDetail, 'type' | 'status' | 'approvedAt'>;

/**
 * Gift codes exist from the campaign's approval on (one per recipient, made in the approving transaction), and a
 * campaign blocked or finished afterwards keeps them: the voucher columns, the codes and the numbers follow.
 */
export const hasVouchers = (campaign: CampaignFacts) => campaign.approvedAt !== null;

/** A manual campaign's codes are handed out by the giver: downloaded as CSV once they exist. */
export const mayDownloadCodes = (campaign: CampaignFacts, manages: boolean) =>
  manages && campaign.type === 'manual' && hasVouchers(campaign);

/** One code is sent by mail from the recipients list only while a manual campaign runs (valid codes). */
export const maySendCodes = (campaign: CampaignFacts, manages: boolean) =>
  manages && campaign.type === 'manual' && campaign.status === 'running';

/** A share of `total` in whole percent (0 for nothing to share), for the funnel's bars. */
export const percentOf = (part: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((part * 100) / total)) : 0;

/** The recipients list's filters by gift code (contracts `recipientFilters`), offered once there are codes. */
export const voucherFilters = ['redeemed', 'notRedeemed', 'mailFailed'] as const;

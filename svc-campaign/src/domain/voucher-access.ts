import { ErrorKeys, type CampaignStatus, type CampaignType } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import type { CampaignStanding } from './campaign-access';

/** What the gift-code rules need of a campaign (a stored row fits). */
export interface VoucherCampaign {
  type: CampaignType;
  status: CampaignStatus;
}

/** Statuses in which a campaign has its codes: approval made them, and they stay for the record. */
const WITH_CODES: readonly CampaignStatus[] = ['approved', 'running', 'finished', 'blocked'];

export const hasCodes = (status: CampaignStatus) => WITH_CODES.includes(status);

/**
 * Whether the caller sees and downloads a campaign's plain codes (issue 12): only the giver's admins and
 * managers (platform administrators acting in the organisation count as its admin) of a manual campaign, whose
 * codes the giver hands out. An automatic campaign's codes reach only their recipients, by mail.
 */
export const seesCodes = (standing: CampaignStanding, campaign: VoucherCampaign) =>
  standing.manage && campaign.type === 'manual' && hasCodes(campaign.status) && campaign.status !== 'blocked';

/**
 * The codes CSV: 403 `error.forbidden` for a caller who does not manage the campaign; 409
 * `error.campaign.notManual` for an automatic campaign, `error.campaign.noVouchers` before the approval,
 * `error.campaign.blocked` for a blocked one (its codes cannot be redeemed: no point handing them out).
 */
export function assertExportsCodes(standing: CampaignStanding, campaign: VoucherCampaign): void {
  if (!standing.manage) throw errors.forbidden(ErrorKeys.forbidden);
  if (campaign.type !== 'manual') throw errors.conflict(ErrorKeys.campaign.notManual);
  if (campaign.status === 'blocked') throw errors.conflict(ErrorKeys.campaign.blocked);
  if (!hasCodes(campaign.status)) throw errors.conflict(ErrorKeys.campaign.noVouchers);
}

/**
 * Sending one code by mail: the caller manages the campaign (403), it is manual (409 `notManual`) and running
 * (409 `blocked` for a blocked one, else `notRunning`: before its start the code could not be redeemed yet,
 * after its end no more).
 */
export function assertSendsCode(standing: CampaignStanding, campaign: VoucherCampaign): void {
  if (!standing.manage) throw errors.forbidden(ErrorKeys.forbidden);
  if (campaign.type !== 'manual') throw errors.conflict(ErrorKeys.campaign.notManual);
  if (campaign.status === 'blocked') throw errors.conflict(ErrorKeys.campaign.blocked);
  if (campaign.status !== 'running') throw errors.conflict(ErrorKeys.campaign.notRunning);
}

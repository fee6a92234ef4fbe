import type { CampaignStatus } from '@cadeau/contracts/values';
import { errors } from '@cadeau/service-kit/errors';

/**
 * A campaign's life (spec section 4): a draft is released for review (pending, no longer editable), a platform
 * administrator approves, rejects (the giver adjusts and releases again) or blocks it; an approved campaign
 * runs from its start date and finishes at its end date (node-cron). Only a draft can be deleted. The statuses
 * are the contracts' (`campaignStatuses`).
 */

export type CampaignAction = 'release' | 'approve' | 'reject' | 'block' | 'start' | 'finish' | 'delete';

const transitions: Record<CampaignAction, { from: readonly CampaignStatus[]; to: CampaignStatus | 'deleted' }> = {
  release: { from: ['draft', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  block: { from: ['pending', 'approved', 'running'], to: 'blocked' },
  start: { from: ['approved'], to: 'running' },
  finish: { from: ['approved', 'running'], to: 'finished' },
  delete: { from: ['draft'], to: 'deleted' },
};

/** The statuses in which the giver may still change a campaign (its fields, recipients and designs). */
export const editableStatuses: readonly CampaignStatus[] = ['draft', 'rejected'];

export function isEditable(status: CampaignStatus): boolean {
  return editableStatuses.includes(status);
}

/** The error key that says why `action` is not possible from `status` (spec section 8: campaign messages). */
function refusalKey(status: CampaignStatus): string {
  switch (status) {
    case 'pending':
      return 'error.campaign.pending';
    case 'approved':
    case 'running':
      return 'error.campaign.alreadyApproved';
    case 'blocked':
      return 'error.campaign.blocked';
    default:
      return 'error.campaign.invalidStatus';
  }
}

/** The status after `action`, or a 409 with the key that says why the campaign's status does not allow it. */
export function nextStatus(status: CampaignStatus, action: CampaignAction): CampaignStatus | 'deleted' {
  const rule = transitions[action];
  if (!rule.from.includes(status)) throw errors.conflict(refusalKey(status));
  return rule.to;
}

/** Whether `action` is possible from `status` (the screens show only the actions that are). */
export function canDo(status: CampaignStatus, action: CampaignAction): boolean {
  return transitions[action].from.includes(status);
}

/** Refuses a change of an uneditable campaign (pending, approved, …) with the key of its status. */
export function assertEditable(status: CampaignStatus): void {
  if (!isEditable(status)) throw errors.conflict(refusalKey(status));
}

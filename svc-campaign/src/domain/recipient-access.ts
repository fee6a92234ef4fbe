import { campaignRightRoles, ErrorKeys, PLATFORM_ADMIN, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import type { CampaignStatus } from '@cadeau/contracts/values';
import { assertEditable } from './campaign-status';

/** What the recipient rules need of a campaign (a stored row fits). */
export interface RecipientsCampaign {
  organization_id: string;
  status: CampaignStatus;
}

type Caller = Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>;

/** Organisation roles that change a campaign's recipients: `manage` of contracts campaign-roles.ts (the one table). */
const WRITING_ROLES = campaignRightRoles.manage;

/**
 * Whether `caller` may read (`read`) or change (`write`) the recipients of `campaign`, else the refusal:
 * - 404 `error.campaign.notFound` for no campaign, or another organisation's (no existence leak);
 * - 403 `error.campaign.giverOnly` when the current organisation has no giver feature;
 * - platform administrators read every campaign's recipients and write those of their current organisation's
 *   campaigns like its admins (spec section 6: always treated as organisation admin);
 * - writing needs the admin or manager role (403 `error.forbidden`) and an editable campaign (409 with the key
 *   of its status: pending, alreadyApproved, blocked, ...).
 */
export function assertRecipientAccess<C extends RecipientsCampaign>(
  caller: Caller,
  campaign: C | undefined,
  need: 'read' | 'write',
): asserts campaign is C {
  if (!campaign) throw errors.notFound(ErrorKeys.campaign.notFound);
  const admin = caller.roles.includes(PLATFORM_ADMIN);
  const own = campaign.organization_id === caller.currentOrganizationId;
  if (admin && !own) {
    if (need === 'read') return;
    throw errors.forbidden(ErrorKeys.forbidden);
  }
  const current = caller.organizations.find((o) => o.id === caller.currentOrganizationId);
  if (!admin && !current?.features.includes('giver')) throw errors.forbidden(ErrorKeys.campaign.giverOnly);
  if (!own) throw errors.notFound(ErrorKeys.campaign.notFound);
  if (need === 'read') return;
  if (!admin && !current?.roles.some((r) => WRITING_ROLES.includes(r))) throw errors.forbidden(ErrorKeys.forbidden);
  assertEditable(campaign.status);
}

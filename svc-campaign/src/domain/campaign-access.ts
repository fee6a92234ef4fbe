import {
  campaignRightRoles,
  ErrorKeys,
  PLATFORM_ADMIN,
  type CampaignActionName,
  type CampaignStatus,
  type UserContext,
} from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { canDo, isEditable } from './campaign-status';

type Caller = Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>;

/** What the access rules need of a campaign (a stored row fits). */
export interface OwnedCampaign {
  organization_id: string;
  status: CampaignStatus;
}

/** Organisation roles that manage campaigns (contracts campaign-roles.ts, docs/permissions.md). */
const MANAGING_ROLES = campaignRightRoles.manage;
/** Roles that edit the mail and greeting designs of an editable campaign (the designer, besides the managers). */
const DESIGNING_ROLES = campaignRightRoles.design;

/**
 * How a caller stands to a campaign:
 * - `manage`: admin or manager of the campaign's (current) organisation, or a platform administrator acting in it;
 * - `design`: its designer (reads, edits the designs while editable);
 * - `read`: its other members, and platform administrators for every other organisation's campaign (review).
 */
export interface CampaignStanding {
  manage: boolean;
  design: boolean;
  /** A platform administrator: reviews (approve, reject, block) every campaign. */
  reviewer: boolean;
}

export const isPlatformAdmin = (user: Pick<UserContext, 'roles'>) => user.roles.includes(PLATFORM_ADMIN);

/**
 * The current organisation whose campaigns the caller works on: it must have the giver feature (403
 * `error.campaign.giverOnly`). A platform administrator without such an organisation gets null (he reads every
 * organisation's campaigns instead).
 */
export function giverOrganizationOf(user: Caller): string | null {
  const current = user.organizations.find((o) => o.id === user.currentOrganizationId);
  if (current?.features.includes('giver')) return current.id;
  if (isPlatformAdmin(user)) return null;
  throw errors.forbidden(ErrorKeys.campaign.giverOnly);
}

/** The caller's roles in its current organisation. */
const currentRoles = (user: Caller) => user.organizations.find((o) => o.id === user.currentOrganizationId)?.roles ?? [];

/** Whether the caller manages the current organisation's campaigns (create, edit, release, delete, template). */
export function managesCampaigns(user: Caller): boolean {
  return isPlatformAdmin(user) || currentRoles(user).some((r) => MANAGING_ROLES.includes(r));
}

/**
 * The caller's standing to one campaign, else the refusal: 404 `error.campaign.notFound` for no campaign or
 * another organisation's (no existence leak), 403 `error.campaign.giverOnly` when the current organisation has
 * no giver feature. Platform administrators read (and review) every campaign and manage their current
 * organisation's like its admins (spec section 6: always treated as organisation admin).
 */
export function standingTo<C extends OwnedCampaign>(user: Caller, campaign: C | undefined): CampaignStanding {
  if (!campaign) throw errors.notFound(ErrorKeys.campaign.notFound);
  const admin = isPlatformAdmin(user);
  const own = campaign.organization_id === user.currentOrganizationId;
  if (admin) return { manage: own, design: own, reviewer: true };
  giverOrganizationOf(user);
  if (!own) throw errors.notFound(ErrorKeys.campaign.notFound);
  const roles = currentRoles(user);
  return {
    manage: roles.some((r) => MANAGING_ROLES.includes(r)),
    design: roles.some((r) => DESIGNING_ROLES.includes(r)),
    reviewer: false,
  };
}

/** Refuses a change by a caller who only reads or designs (403 `error.forbidden`). */
export function assertManages(standing: CampaignStanding): void {
  if (!standing.manage) throw errors.forbidden(ErrorKeys.forbidden);
}

/**
 * What the caller may do with the campaign now, by its status and the caller's standing (the screens show these).
 * `approve` also needs the deposit paid (issue 19, campaign-review.ts): while it is not, a reviewer of a pending
 * campaign is offered `reject` and `block` only.
 */
export function actionsFor(
  standing: CampaignStanding,
  status: CampaignStatus,
  deposit: { paid: boolean },
): CampaignActionName[] {
  const out: CampaignActionName[] = [];
  const editable = isEditable(status);
  if (standing.manage && editable) out.push('edit');
  if (standing.design && editable) out.push('editDesigns');
  if (standing.manage && canDo(status, 'release')) out.push('release');
  if (standing.manage && canDo(status, 'delete')) out.push('delete');
  if (standing.manage) out.push('createTemplate');
  if (standing.reviewer && canDo(status, 'approve') && deposit.paid) out.push('approve');
  if (standing.reviewer && canDo(status, 'reject')) out.push('reject');
  if (standing.reviewer && canDo(status, 'block')) out.push('block');
  return out;
}

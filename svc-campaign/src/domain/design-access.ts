import { campaignRightRoles, ErrorKeys, PLATFORM_ADMIN, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import type { CampaignStatus } from '@cadeau/contracts/values';
import { assertEditable, isEditable } from './campaign-status';
import { designId, type DesignKind } from './design-ids';

/** What the design rules need of a campaign (a stored row fits). */
export interface DesignCampaign {
  organization_id: string;
  status: CampaignStatus;
}

type Caller = Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>;

/** Organisation roles that edit designs (contracts campaign-roles.ts `design`): a designer edits designs only. */
const DESIGN_WRITER_ROLES = campaignRightRoles.design;

export interface DesignAccess {
  /** The caller's role lets them change the designs (whatever the campaign's status). */
  writer: boolean;
  /** The caller may change them now: a writer, and the campaign is editable (draft or rejected). */
  editable: boolean;
}

/**
 * Who may read and change a campaign's designs, else the refusal (the same rules as the recipients'):
 * - 404 `error.campaign.notFound` for no campaign, or another organisation's (no existence leak);
 * - 403 `error.campaign.giverOnly` when the current organisation has no giver feature;
 * - every member of the campaign's organisation reads; admin, manager and designer write;
 * - platform administrators read every campaign's designs and write those of their current organisation's
 *   campaigns like its admins (spec section 6: always treated as organisation admin).
 */
export function designAccess<C extends DesignCampaign>(caller: Caller, campaign: C | undefined): DesignAccess {
  if (!campaign) throw errors.notFound(ErrorKeys.campaign.notFound);
  const admin = caller.roles.includes(PLATFORM_ADMIN);
  const own = campaign.organization_id === caller.currentOrganizationId;
  if (admin && !own) return { writer: false, editable: false };
  const current = caller.organizations.find((o) => o.id === caller.currentOrganizationId);
  if (!admin && !current?.features.includes('giver')) throw errors.forbidden(ErrorKeys.campaign.giverOnly);
  if (!own) throw errors.notFound(ErrorKeys.campaign.notFound);
  const writer = admin || !!current?.roles.some((r) => DESIGN_WRITER_ROLES.includes(r));
  return { writer, editable: writer && isEditable(campaign.status) };
}

/**
 * Refuses a change of a design (a save, a test mail): 403 `error.forbidden` for a caller who only reads, then
 * the campaign status's 409 (pending, alreadyApproved, blocked, ...: `assertEditable`'s keys).
 */
export function assertDesignWritable(access: DesignAccess, status: CampaignStatus): void {
  if (!access.writer) throw errors.forbidden(ErrorKeys.forbidden);
  assertEditable(status);
}

/**
 * A change of one of the campaign's designs (a save, a test mail): `designAccess`, then the design's id must be the
 * campaign's design of that kind (404 `error.mailDesign.notFound` / `error.greetingDesign.notFound`), then
 * `assertDesignWritable`. Answers the caller's access for the response.
 */
export function designWriteAccess<C extends DesignCampaign>(
  caller: Caller,
  campaign: C | undefined,
  design: { kind: DesignKind; campaignId: string; id: string },
): DesignAccess {
  const access = designAccess(caller, campaign);
  if (design.id !== designId(design.kind, design.campaignId))
    throw errors.notFound(design.kind === 'mail' ? ErrorKeys.mailDesign.notFound : ErrorKeys.greetingDesign.notFound);
  assertDesignWritable(access, campaign!.status);
  return access;
}

import {
  ErrorKeys,
  ZodMessageKeys,
  type CampaignIssue,
  type CampaignStatus,
  type ReleaseBlocker,
} from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import type { CampaignFields } from './campaign-rules';
import { assertEditable, nextStatus } from './campaign-status';

/**
 * The giver's changes of a campaign as plans (issue 22): each planner reads the campaign as db/ found it under its
 * lock (undefined when it is gone) and answers what to write, or throws the refusal. db/campaign-changes.ts writes
 * the plan the handler passes in, with its audit entry and event (the model: svc-catalog's `planStatusChange`).
 */

/** What the plans read of the stored campaign. */
export interface StoredCampaign {
  status: CampaignStatus;
  name: string;
  version: number;
}

/** A campaign gone by the time its write locks it (deleted meanwhile): 404 `error.campaign.notFound`. */
export function foundCampaign<C>(campaign: C | undefined): C {
  if (!campaign) throw errors.notFound(ErrorKeys.campaign.notFound);
  return campaign;
}

/** The issues of a refused save as the answer's issues: 400 `zod.invalid`, each key at its field with its values. */
export function refuseSave(issues: CampaignIssue[]): never {
  throw new DomainError(
    400,
    ZodMessageKeys.invalid,
    undefined,
    issues.map((i) => ({ path: i.path, message: i.key, params: i.params })),
  );
}

/** `{ field: { from, to } }` for the fields that change. */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after))
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { from: before[key], to: after[key] };
  return out;
}

/** What PUT /campaign writes: the name and fields, version + 1, and the changes for the audit entry. */
export interface CampaignUpdate {
  name: string;
  fields: CampaignFields;
  version: number;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/**
 * PUT /campaign: the name and fields of an editable campaign (409 with the key of its status otherwise) when
 * `expectedVersion` is still the stored one (else 409 `versionConflict`: someone saved in between), as version + 1;
 * null when nothing changes (nothing is written). The handler has judged the fields already.
 */
export function planCampaignUpdate(
  stored: (StoredCampaign & { fields: CampaignFields }) | undefined,
  expectedVersion: number,
  next: { name: string; fields: CampaignFields },
): CampaignUpdate | null {
  const campaign = foundCampaign(stored);
  assertEditable(campaign.status);
  if (campaign.version !== expectedVersion) throw errors.conflict(ErrorKeys.campaign.versionConflict);
  const after = { name: next.name, ...next.fields, productIds: [...next.fields.productIds] };
  const changes = changesOf({ name: campaign.name, ...campaign.fields }, after);
  if (!Object.keys(changes).length) return null;
  return { name: next.name, fields: next.fields, version: campaign.version + 1, changes };
}

/** A campaign's status change: from what it is to what it becomes. */
export interface CampaignMove {
  from: CampaignStatus;
  to: CampaignStatus | 'deleted';
}

/**
 * POST /campaign/{campaignId}/release: draft or rejected → pending (409 with the key of the status otherwise), when
 * nothing blocks it: else 409 `releaseBlocked` with every blocker as the answer's issues (path: the section).
 */
export function planRelease(stored: StoredCampaign | undefined, blockers: readonly ReleaseBlocker[]): CampaignMove {
  const campaign = foundCampaign(stored);
  const to = nextStatus(campaign.status, 'release');
  if (blockers.length)
    throw new DomainError(
      409,
      ErrorKeys.campaign.releaseBlocked,
      undefined,
      blockers.map((b) => ({ path: [b.section], message: b.key, ...(b.params ? { params: b.params } : {}) })),
    );
  return { from: campaign.status, to };
}

/** DELETE /campaign/{campaignId}: only a draft goes (409 with the key of the status otherwise). */
export function planCampaignDeletion(stored: StoredCampaign | undefined): CampaignMove {
  const campaign = foundCampaign(stored);
  return { from: campaign.status, to: nextStatus(campaign.status, 'delete') };
}

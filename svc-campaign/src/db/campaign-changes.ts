import {
  ErrorKeys,
  ZodMessageKeys,
  type AuditRecorded,
  type CampaignDeposit,
  type CampaignIssue,
  type CampaignType,
  type ReleaseBlocker,
} from '@cadeau/contracts';
import { DomainError, errors, type Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { ReviewPlan } from '../domain/campaign-review';
import { assertEditable, nextStatus } from '../domain/campaign-status';
import type { CampaignFields } from '../domain/campaign-rules';
import { fieldsOf, findCampaign, lockCampaign, type CampaignRow } from './campaigns';
import { depositOf } from './deposits';

export type Writer = Pick<Kit<'campaign'>, 'db' | 'addEvent'>;

/** Who changed something: the acting user (the administrator while impersonating) and the signed client address. */
export interface Actor {
  userId: string | null;
  ip: string | null;
}

/**
 * Records one audit entry of a campaign change: `audit.campaign.recorded` through the outbox in the change's
 * own transaction (no change without its entry); svc-identity stores it in the one audit log. The entity is
 * `campaign` and its id the campaign's (GET /audit?entityId=<campaignId> is the campaign's history).
 */
export function recordAudit(
  kit: Pick<Writer, 'addEvent'>,
  trx: Knex.Transaction,
  actor: Actor,
  entry: Omit<AuditRecorded, 'userId' | 'ip' | 'entity'>,
): Promise<string> {
  return kit.addEvent(trx, 'audit.campaign.recorded', {
    ...entry,
    entity: 'campaign',
    userId: actor.userId,
    ip: actor.ip,
  });
}

/** What every campaign event carries (contracts campaign-events.ts). */
function factsOf(r: CampaignRow, actor: Actor | null, reason?: string) {
  return {
    campaignId: r.id,
    organizationId: r.organization_id,
    name: r.name,
    status: r.status,
    ...(reason ? { reason } : {}),
    ...(actor?.userId ? { actorUserId: actor.userId } : {}),
  };
}

/** The columns a campaign's fields are stored in. */
const columnsOf = (f: CampaignFields) => ({
  type: f.type,
  start_date: f.startDate,
  end_date: f.endDate,
  budget_rappen: f.budgetRappen,
  product_ids: [...f.productIds],
});

/** POST /campaign (and the first step of create-template): a new draft of the organisation, in `trx`. */
async function insertDraft(
  kit: Writer,
  trx: Knex.Transaction,
  draft: {
    organizationId: string;
    organizationName: string | null;
    name: string;
    type: CampaignType;
    productIds?: string[];
  },
  actor: Actor,
  audit: Record<string, unknown> = {},
): Promise<string> {
  const [row] = await trx('campaigns')
    .insert({
      organization_id: draft.organizationId,
      organization_name: draft.organizationName,
      name: draft.name,
      type: draft.type,
      product_ids: draft.productIds ?? [],
      created_by: actor.userId,
    })
    .returning('id');
  await recordAudit(kit, trx, actor, {
    action: 'insert',
    entityId: row.id,
    organizationId: draft.organizationId,
    value: { name: draft.name, type: draft.type, ...audit },
  });
  return row.id as string;
}

export async function createCampaign(
  kit: Writer,
  draft: { organizationId: string; organizationName: string | null; name: string; type: CampaignType },
  actor: Actor,
): Promise<CampaignRow> {
  const id = await kit.db.transaction((trx) => insertDraft(kit, trx, draft, actor));
  return (await findCampaign(kit.db, id))!;
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

/**
 * PUT /campaign: stores the name and fields of an editable campaign when `version` is still the stored one (else
 * 409 `versionConflict`: someone saved in between), as version + 1. The caller has judged the fields already.
 */
export async function updateCampaign(
  kit: Writer,
  id: string,
  expectedVersion: number,
  next: { name: string; fields: CampaignFields },
  actor: Actor,
): Promise<CampaignRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockCampaign(trx, id);
    if (!row) throw errors.notFound(ErrorKeys.campaign.notFound);
    assertEditable(row.status);
    if (row.version !== expectedVersion) throw errors.conflict(ErrorKeys.campaign.versionConflict);
    const before = { name: row.name, ...fieldsOf(row) };
    const after = { name: next.name, ...next.fields, productIds: [...next.fields.productIds] };
    const changes = changesOf(before, after);
    if (!Object.keys(changes).length) return row;
    await trx('campaigns')
      .where({ id })
      .update({ name: next.name, ...columnsOf(next.fields), version: row.version + 1, updated_at: trx.fn.now() });
    await recordAudit(kit, trx, actor, {
      action: 'update',
      entityId: id,
      organizationId: row.organization_id,
      value: changes,
    });
    return (await lockCampaign(trx, id))!;
  });
}

/**
 * POST /campaign/{campaignId}/release: draft or rejected → pending, when `blockersIn` finds nothing to block it.
 * The blockers are judged under the campaign's lock in the release's transaction, so a recipient or design
 * change that commits first is seen, and one that comes later finds the campaign pending (not editable).
 * Refused with 409 `releaseBlocked` listing every blocker as the answer's issues (path: the section).
 */
export async function releaseCampaign(
  kit: Writer,
  id: string,
  organizationName: string | null,
  blockersIn: (trx: Knex.Transaction, row: CampaignRow) => Promise<ReleaseBlocker[]>,
  actor: Actor,
): Promise<CampaignRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockCampaign(trx, id);
    if (!row) throw errors.notFound(ErrorKeys.campaign.notFound);
    const status = nextStatus(row.status, 'release');
    const blockers = await blockersIn(trx, row);
    if (blockers.length)
      throw new DomainError(
        409,
        ErrorKeys.campaign.releaseBlocked,
        undefined,
        blockers.map((b) => ({ path: [b.section], message: b.key, ...(b.params ? { params: b.params } : {}) })),
      );
    await trx('campaigns')
      .where({ id })
      .update({
        status,
        released_at: trx.fn.now(),
        updated_at: trx.fn.now(),
        ...(organizationName ? { organization_name: organizationName } : {}),
      });
    const updated = (await lockCampaign(trx, id))!;
    // The budget the deposit invoice is issued for (issue 19: svc-billing follows this event). A released campaign
    // always has one (no budget blocks the release).
    await kit.addEvent(trx, 'campaign.released', {
      ...factsOf(updated, actor),
      ...(updated.budget_rappen === null ? {} : { budgetRappen: updated.budget_rappen }),
    });
    await recordAudit(kit, trx, actor, {
      action: 'update',
      entityId: id,
      organizationId: row.organization_id,
      value: { status: { from: row.status, to: status } },
    });
    return updated;
  });
}

/**
 * POST /campaign/{campaignId}/approve (platform administrators): under the campaign's lock, with its deposit as the
 * read model holds it (issue 19), `plan` decides (domain campaign-review.ts: the status allows the decision, an
 * approval needs the deposit paid); this saves the plan. The reason of a rejection or block is kept as the
 * campaign's latest `rejection_reason` (shown to the giver) and reaches the giver through the event (conversation,
 * notification).
 */
export async function reviewCampaign(
  kit: Writer,
  id: string,
  plan: (row: CampaignRow, deposit: CampaignDeposit | null) => ReviewPlan,
  actor: Actor,
  /** Runs in the approving transaction (issue 12: the gift codes), so an approval never commits without it. */
  onApprove?: (trx: Knex.Transaction, campaignId: string) => Promise<void>,
): Promise<CampaignRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockCampaign(trx, id);
    if (!row) throw errors.notFound(ErrorKeys.campaign.notFound);
    const { decision, status, reason } = plan(row, await depositOf(trx, id));
    if (decision === 'approve' && onApprove) await onApprove(trx, id);
    await trx('campaigns')
      .where({ id })
      .update({
        status,
        updated_at: trx.fn.now(),
        ...(decision === 'approve' ? { approved_at: trx.fn.now() } : { rejection_reason: reason }),
      });
    const updated = (await lockCampaign(trx, id))!;
    if (decision === 'approve')
      await kit.addEvent(trx, 'campaign.approved', factsOf(updated, actor, reason ?? undefined));
    else
      await kit.addEvent(trx, decision === 'reject' ? 'campaign.rejected' : 'campaign.blocked', {
        ...factsOf(updated, actor),
        // The contract requires a reason for both (reviewCampaignBody); never empty here.
        reason: reason ?? '',
      });
    await recordAudit(kit, trx, actor, {
      action: 'update',
      entityId: id,
      organizationId: row.organization_id,
      value: { status: { from: row.status, to: status }, ...(reason ? { reason } : {}) },
    });
    return updated;
  });
}

/** DELETE /campaign/{campaignId}: a draft goes with its recipients and designs (their tables cascade). */
export async function deleteCampaign(kit: Writer, id: string, actor: Actor): Promise<void> {
  await kit.db.transaction(async (trx) => {
    const row = await lockCampaign(trx, id);
    if (!row) throw errors.notFound(ErrorKeys.campaign.notFound);
    nextStatus(row.status, 'delete');
    await trx('campaigns').where({ id }).delete();
    await kit.addEvent(trx, 'campaign.deleted', factsOf(row, actor));
    await recordAudit(kit, trx, actor, {
      action: 'delete',
      entityId: id,
      organizationId: row.organization_id,
      value: { name: row.name, status: row.status },
    });
  });
}

/** Which elements create-template copies (contracts templateElements). */
export interface TemplateCopy {
  products: boolean;
  recipients: boolean;
  mailDesign: boolean;
  greetingDesign: boolean;
}

/**
 * POST /campaign/{campaignId}/create-template: a new draft of the template's organisation with its type and the
 * chosen elements, in one transaction: products as ids, recipients and designs copied set-wise in SQL by
 * `copyParts` (INSERT … SELECT: a campaign of 100,000 recipients never passes through the service).
 */
export async function createFromTemplate(
  kit: Writer,
  template: CampaignRow,
  name: string,
  copy: TemplateCopy,
  copyParts: (trx: Knex.Transaction, fromId: string, toId: string) => Promise<void>,
  actor: Actor,
): Promise<CampaignRow> {
  const id = await kit.db.transaction(async (trx) => {
    const newId = await insertDraft(
      kit,
      trx,
      {
        organizationId: template.organization_id,
        organizationName: template.organization_name,
        name,
        type: template.type,
        productIds: copy.products ? template.product_ids : [],
      },
      actor,
      { templateOf: template.id, copy: Object.keys(copy).filter((k) => copy[k as keyof TemplateCopy]) },
    );
    await copyParts(trx, template.id, newId);
    return newId;
  });
  return (await findCampaign(kit.db, id))!;
}

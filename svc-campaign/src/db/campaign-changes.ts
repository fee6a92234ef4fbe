import type { AuditRecorded, CampaignDeposit, CampaignType, ReleaseBlocker } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { CampaignMove, CampaignUpdate, StoredCampaign } from '../domain/campaign-changes';
import type { ReviewPlan } from '../domain/campaign-review';
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

/**
 * PUT /campaign's write, in one transaction: the campaign locked, `decide` (domain `planCampaignUpdate`) on what is
 * stored now, then its name and fields as the new version with the audit entry of what changed (nothing when
 * nothing does).
 */
export async function updateCampaign(
  kit: Writer,
  id: string,
  decide: (stored: (CampaignRow & { fields: CampaignFields }) | undefined) => CampaignUpdate | null,
  actor: Actor,
): Promise<CampaignRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockCampaign(trx, id);
    const plan = decide(row && { ...row, fields: fieldsOf(row) });
    if (!plan) return row!;
    await trx('campaigns')
      .where({ id })
      .update({ name: plan.name, ...columnsOf(plan.fields), version: plan.version, updated_at: trx.fn.now() });
    await recordAudit(kit, trx, actor, {
      action: 'update',
      entityId: id,
      organizationId: row!.organization_id,
      value: plan.changes,
    });
    return (await lockCampaign(trx, id))!;
  });
}

/**
 * POST /campaign/{campaignId}/release's write: under the campaign's lock, `blockersIn` finds what blocks the
 * release and `decide` (domain `planRelease`) judges it, so a recipient or design change that commits first is
 * seen, and one that comes later finds the campaign pending (not editable). Then pending, with the organisation's
 * name as svc-identity gave it, `campaign.released` and the audit entry.
 */
export async function releaseCampaign(
  kit: Writer,
  id: string,
  organizationName: string | null,
  blockersIn: (trx: Knex.Transaction, row: CampaignRow) => Promise<ReleaseBlocker[]>,
  decide: (stored: CampaignRow | undefined, blockers: readonly ReleaseBlocker[]) => CampaignMove,
  actor: Actor,
): Promise<CampaignRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockCampaign(trx, id);
    const move = decide(row, row ? await blockersIn(trx, row) : []);
    await trx('campaigns')
      .where({ id })
      .update({
        status: move.to,
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
      organizationId: updated.organization_id,
      value: { status: { from: move.from, to: move.to } },
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
  plan: (row: CampaignRow | undefined, deposit: CampaignDeposit | null) => ReviewPlan,
  actor: Actor,
  /** Runs in the approving transaction (issue 12: the gift codes), so an approval never commits without it. */
  onApprove?: (trx: Knex.Transaction, campaignId: string) => Promise<void>,
): Promise<CampaignRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockCampaign(trx, id);
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
      organizationId: updated.organization_id,
      value: { status: { from: row!.status, to: status }, ...(reason ? { reason } : {}) },
    });
    return updated;
  });
}

/**
 * DELETE /campaign/{campaignId}'s write: under the campaign's lock, `decide` (domain `planCampaignDeletion`: only a
 * draft), then the campaign goes with its recipients and designs (their tables cascade).
 */
export async function deleteCampaign(
  kit: Writer,
  id: string,
  decide: (stored: StoredCampaign | undefined) => CampaignMove,
  actor: Actor,
): Promise<void> {
  await kit.db.transaction(async (trx) => {
    const row = await lockCampaign(trx, id);
    decide(row);
    await trx('campaigns').where({ id }).delete();
    await kit.addEvent(trx, 'campaign.deleted', factsOf(row!, actor));
    await recordAudit(kit, trx, actor, {
      action: 'delete',
      entityId: id,
      organizationId: row!.organization_id,
      value: { name: row!.name, status: row!.status },
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

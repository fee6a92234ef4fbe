import type { CampaignDetail, ProductFacts, UserContext } from '@cadeau/contracts';
import { clientAddress, DomainError } from '@cadeau/service-kit';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Actor } from '../db/campaign-changes';
import { fieldsOf, findCampaign, isoOrNull, recipientCountsOf, toSummary, type CampaignRow } from '../db/campaigns';
import { depositOf } from '../db/deposits';
import { designBlockers } from '../db/designs';
import { queriesTogether } from '../db/queries-together';
import { recipientBlockers } from '../db/recipients-blockers';
import { actionsFor, standingTo, type CampaignStanding } from '../domain/campaign-access';
import { depositPaid, depositPreviewOf } from '../domain/campaign-deposit';
import {
  durationDays,
  feeRappen,
  leadTimeDays,
  maxPriceRappen,
  releaseBlockers,
  ruleIssues,
  type CampaignFields,
  type RuleContext,
} from '../domain/campaign-rules';
import { campaignSettingsOf } from '../domain/campaign-settings';
import { isEditable } from '../domain/campaign-status';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CampaignDeps } from './deps';

/** Who acted, for audit entries and events: the administrator while impersonating, and the signed client address. */
export const actorOf = (ctx: Koa.Context, user: UserContext): Actor => ({
  userId: user.impersonatorId ?? user.userId,
  ip: clientAddress(ctx) || null,
});

/** The campaign and the caller's standing to it, else 404 (none, or another organisation's) or 403 (no giver). */
export async function campaignFor(
  db: Knex,
  id: string,
  user: UserContext,
): Promise<{ row: CampaignRow; standing: CampaignStanding }> {
  const row = await findCampaign(db, id);
  const standing = standingTo(user, row);
  return { row: row!, standing };
}

/** The rules' context of a campaign's fields now: settings in force, the products' facts, today, recipients. */
export async function ruleContextOf(
  deps: Pick<CampaignDeps, 'identity' | 'catalog' | 'now'>,
  fields: CampaignFields,
  recipientCount: number,
): Promise<RuleContext & { facts: Map<string, ProductFacts> }> {
  const [values, facts] = await Promise.all([
    deps.identity.settingValues(),
    deps.catalog.productFacts(fields.productIds),
  ]);
  return {
    today: todayInZurich(deps.now()),
    settings: campaignSettingsOf(values),
    products: facts,
    facts,
    recipientCount,
  };
}

/**
 * Whether the organisation's invoice address is complete, as svc-identity answers it now; null when svc-identity
 * cannot be asked (a detail then leaves that blocker out; a release asks strictly).
 */
export async function invoiceAddressComplete(
  deps: Pick<CampaignDeps, 'identity'>,
  organizationId: string,
): Promise<boolean | null> {
  try {
    return (await deps.identity.organizationFacts(organizationId)).invoiceAddressComplete;
  } catch (err) {
    if (err instanceof DomainError && err.status >= 500) return null;
    if (err instanceof DomainError && err.status === 404) return false;
    throw err;
  }
}

/**
 * The release blockers of the campaign as stored, judged with `ctx` (the release passes its transaction, on which
 * the reads run one after the other).
 */
export async function blockersOf(db: Knex, row: CampaignRow, ctx: RuleContext, invoiceComplete: boolean | null) {
  const fields = fieldsOf(row);
  const [recipients, designs] = await queriesTogether(
    db,
    () => recipientBlockers(db, row.id),
    () => designBlockers(db, row.id),
  );
  return releaseBlockers(fields, ruleIssues(fields, ctx), {
    invoiceAddressComplete: invoiceComplete,
    recipientBlockers: recipients,
    designBlockerKeys: designs,
  });
}

/**
 * A campaign as the caller sees it, with what is computed from the settings in force, the catalog's products and
 * the recipients: duration, lead time, maxPrice, fees beside the budget, and, while it is editable, the rule
 * issues and release blockers; the deposit invoice as svc-billing told it and the deposit a release would issue
 * (issue 19); the actions the caller may take now (`approve` only with the deposit paid).
 */
export async function campaignAnswer(deps: CampaignDeps, row: CampaignRow, user: UserContext): Promise<CampaignDetail> {
  const standing = standingTo(user, row);
  const db = deps.kit.db;
  const [counts, deposit, vatRate] = await Promise.all([
    recipientCountsOf(db, row.id),
    depositOf(db, row.id),
    deps.standardVat.rateOn(todayInZurich(deps.now())),
  ]);
  const fields = fieldsOf(row);
  const ctx = await ruleContextOf(deps, fields, counts.total);
  const editable = isEditable(row.status);
  const issues = editable ? ruleIssues(fields, ctx) : [];
  const blockers = editable
    ? await blockersOf(db, row, ctx, await invoiceAddressComplete(deps, row.organization_id))
    : [];
  const fees = {
    feeRappen: feeRappen(row.budget_rappen, ctx.settings.feeGiverPercent),
    baseFeeRappen: ctx.settings.baseFeeGiverRappen,
  };
  return {
    ...toSummary(row, counts.total),
    productIds: row.product_ids,
    rejectionReason: row.rejection_reason,
    durationDays: durationDays(fields),
    leadTimeDays: leadTimeDays(fields, ctx.today),
    maxPriceRappen: maxPriceRappen(fields, ctx.products, counts.total),
    feeRappen: fees.feeRappen,
    baseFeeRappen: fees.baseFeeRappen,
    releasedAt: isoOrNull(row.released_at),
    approvedAt: isoOrNull(row.approved_at),
    issues,
    releaseBlockers: blockers,
    actions: actionsFor(standing, row.status, { paid: depositPaid(deposit) }),
    deposit,
    depositPreview: depositPreviewOf(row.budget_rappen, fees, vatRate),
  };
}

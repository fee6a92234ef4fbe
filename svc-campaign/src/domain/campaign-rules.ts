import {
  ErrorKeys,
  type CampaignIssue,
  type CampaignSection,
  type CampaignType,
  type ProductStatus,
  type ProductType,
  type ReleaseBlocker,
} from '@cadeau/contracts';
import type { CampaignSettings } from './campaign-settings';
import { daysBetween } from '@cadeau/contracts/values';

/**
 * The rules of a campaign's fields (spec section 5, issue 11 "Rules from the settings"), each a pure function
 * with its own translated key, and which of them refuse a save (ADR 0016).
 */

/** The fields of a campaign the rules judge (a stored campaign, or one with a save's changes applied). */
export interface CampaignFields {
  type: CampaignType;
  startDate: string | null;
  endDate: string | null;
  budgetRappen: number | null;
  productIds: readonly string[];
}

/** What the rules need of a product (svc-catalog's facts). */
export interface ProductFact {
  id: string;
  status: ProductStatus;
  type: ProductType;
  grossPriceRappen: number;
  shippingRappen: number;
}

export interface RuleContext {
  /** Today in Zurich. */
  today: string;
  settings: CampaignSettings;
  /** The catalog's facts of the selected products by id (an id missing here is unknown to the catalog). */
  products: ReadonlyMap<string, ProductFact>;
  recipientCount: number;
}

const issue = (
  key: string,
  path: (string | number)[],
  section: CampaignSection,
  params: Record<string, string | number> = {},
): CampaignIssue => ({ key, path, section, params });

/** Days from the start to the end (end − start), null without both dates. */
export function durationDays(f: Pick<CampaignFields, 'startDate' | 'endDate'>): number | null {
  return f.startDate && f.endDate ? daysBetween(f.startDate, f.endDate) : null;
}

/** Days from today to the start (negative once it began), null without a start date. */
export function leadTimeDays(f: Pick<CampaignFields, 'startDate'>, today: string): number | null {
  return f.startDate ? daysBetween(today, f.startDate) : null;
}

/**
 * maxPrice (spec sections 3, 9): the recipient count × the highest gross price plus shipping among the selected
 * products the catalog knows; what the campaign costs at most if every recipient picks the dearest gift.
 */
export function maxPriceRappen(
  f: Pick<CampaignFields, 'productIds'>,
  products: ReadonlyMap<string, ProductFact>,
  recipientCount: number,
): number {
  let highest = 0;
  for (const id of f.productIds) {
    const p = products.get(id);
    if (p) highest = Math.max(highest, p.grossPriceRappen + p.shippingRappen);
  }
  return highest * recipientCount;
}

/**
 * The budget used so far (issue 12): per product the redeemed codes × its gross price plus shipping, as maxPrice
 * counts it; a product the catalog no longer reports counts 0 (its order keeps its own price).
 */
export function usedRappen(redeemedByProduct: ReadonlyMap<string, number>, products: ReadonlyMap<string, ProductFact>) {
  let used = 0;
  for (const [id, count] of redeemedByProduct) {
    const p = products.get(id);
    if (p) used += (p.grossPriceRappen + p.shippingRappen) * count;
  }
  return used;
}

/**
 * The giver's fee: Payment.FeeGiver percent (two fraction digits) of the budget, rounded to the Rappen (half up).
 * Computed in hundredths of a percent so no float rounding slips in; shown beside the budget, never in it.
 */
export function feeRappen(budgetRappen: number | null, feePercent: number): number {
  if (budgetRappen === null) return 0;
  const hundredthsOfPercent = Math.round(feePercent * 100);
  return Math.round((budgetRappen * hundredthsOfPercent) / 10_000);
}

/** The timespan rules: no date in the past, lead time, end not before start, duration within the bounds. */
export function timespanIssues(f: CampaignFields, ctx: Pick<RuleContext, 'today' | 'settings'>): CampaignIssue[] {
  const out: CampaignIssue[] = [];
  const { startDate, endDate } = f;
  const { leadTimeDays: lead, minDurationDays, maxDurationDays } = ctx.settings;
  if (startDate && startDate < ctx.today) out.push(issue(ErrorKeys.campaign.dateInPast, ['startDate'], 'timespan'));
  else if (startDate && daysBetween(ctx.today, startDate) < lead)
    out.push(issue(ErrorKeys.campaign.leadTimeTooShort, ['startDate'], 'timespan', { days: lead }));
  if (endDate && endDate < ctx.today) out.push(issue(ErrorKeys.campaign.dateInPast, ['endDate'], 'timespan'));
  if (startDate && endDate) {
    const days = daysBetween(startDate, endDate);
    if (days < 0) out.push(issue(ErrorKeys.campaign.endBeforeStart, ['endDate'], 'timespan'));
    else if (days < minDurationDays)
      out.push(issue(ErrorKeys.campaign.durationTooShort, ['endDate'], 'timespan', { days: minDurationDays }));
    else if (days > maxDurationDays)
      out.push(issue(ErrorKeys.campaign.durationTooLong, ['endDate'], 'timespan', { days: maxDurationDays }));
  }
  return out;
}

/** The budget rules: at least MinBudget, and not exceeded by maxPrice. */
export function budgetIssues(f: CampaignFields, ctx: RuleContext): CampaignIssue[] {
  if (f.budgetRappen === null) return [];
  const out: CampaignIssue[] = [];
  const min = ctx.settings.minBudgetRappen;
  if (f.budgetRappen < min)
    out.push(issue(ErrorKeys.campaign.budgetTooLow, ['budgetRappen'], 'budget', { minRappen: min }));
  const maxPrice = maxPriceRappen(f, ctx.products, ctx.recipientCount);
  if (maxPrice > f.budgetRappen)
    out.push(issue(ErrorKeys.campaign.budgetExceeded, ['budgetRappen'], 'budget', { maxPriceRappen: maxPrice }));
  return out;
}

/**
 * Products never offered to givers (a seller's draft, one in review or rejected, one deleted): whether such a
 * product exists is its seller's business, so naming one answers as an unknown id does (issue 23).
 */
const NEVER_OFFERED: ReadonlySet<string> = new Set(['draft', 'pending', 'rejected', 'deleted']);

/**
 * The product rules: each one known and approved, at most MaxPhysicalProducts physical ones. An unknown product and
 * one never offered are `notFound`; one offered once that lost its approval since (paused, blocked, finished,
 * replaced) is `invalidProducts`.
 */
export function productIssues(f: CampaignFields, ctx: Pick<RuleContext, 'products' | 'settings'>): CampaignIssue[] {
  const out: CampaignIssue[] = [];
  f.productIds.forEach((id, i) => {
    const p = ctx.products.get(id);
    if (!p || NEVER_OFFERED.has(p.status)) out.push(issue(ErrorKeys.product.notFound, ['productIds', i], 'products'));
    else if (p.status !== 'approved') out.push(issue(ErrorKeys.product.invalidProducts, ['productIds', i], 'products'));
  });
  const max = ctx.settings.maxPhysicalProducts;
  if (physicalCount(f.productIds, ctx.products) > max)
    out.push(issue(ErrorKeys.campaign.tooManyPhysicalProducts, ['productIds'], 'products', { max }));
  return out;
}

export function physicalCount(ids: readonly string[], products: ReadonlyMap<string, ProductFact>): number {
  return ids.filter((id) => products.get(id)?.type === 'physical').length;
}

/** Every rule violation of the fields, in the order of the workspace's sections. */
export function ruleIssues(f: CampaignFields, ctx: RuleContext): CampaignIssue[] {
  return [...timespanIssues(f, ctx), ...productIssues(f, ctx), ...budgetIssues(f, ctx)];
}

/**
 * The violations a save is refused for (400 with the issues at their fields, ADR 0016): those the save itself
 * brings in. A date set into the past, an end set before the start, a budget set below the minimum, a physical
 * product picked beyond the maximum, or a product picked that the catalog does not know or has not approved.
 * What arises without the giver's doing (time passing the lead time, recipients added later exceeding the
 * budget, a product losing its approval, a setting raised) and the lead time and duration, which a half-finished
 * draft may still violate, are kept on the saved draft as issues and release blockers instead.
 */
export function saveRefusals(
  before: CampaignFields,
  after: CampaignFields,
  issues: CampaignIssue[],
  products: ReadonlyMap<string, ProductFact>,
): CampaignIssue[] {
  const changed = (field: keyof CampaignFields) => JSON.stringify(before[field]) !== JSON.stringify(after[field]);
  const picked = new Set(after.productIds.filter((id) => !before.productIds.includes(id)));
  return issues.filter((i) => {
    switch (i.key) {
      case ErrorKeys.campaign.dateInPast:
        return changed(i.path[0] as 'startDate' | 'endDate');
      case ErrorKeys.campaign.endBeforeStart:
        return changed('startDate') || changed('endDate');
      case ErrorKeys.campaign.budgetTooLow:
        return changed('budgetRappen');
      case ErrorKeys.campaign.tooManyPhysicalProducts:
        // Picking one more physical product is refused; removing some while still above the maximum is not.
        return [...picked].some((id) => products.get(id)?.type === 'physical');
      case ErrorKeys.product.notFound:
      case ErrorKeys.product.invalidProducts:
        return picked.has(after.productIds[i.path[1] as number]);
      default:
        return false;
    }
  });
}

/** What a release needs to know besides the fields and their rule issues. */
export interface ReleaseFacts {
  /** From svc-identity; null when it could not be asked (a detail leaves the blocker out, a release refuses). */
  invoiceAddressComplete: boolean | null;
  /** The recipients' blockers (none, or some without a valid e-mail), as the recipients area answers them. */
  recipientBlockers: readonly ReleaseBlocker[];
  /** The designs' blocker keys (`noGreetingText`, `noMailDesign`), as the designs area answers them. */
  designBlockerKeys: readonly string[];
}

const designSection: Record<string, CampaignSection> = {
  [ErrorKeys.campaign.noGreetingText]: 'greetingDesign',
  [ErrorKeys.campaign.noMailDesign]: 'mailDesign',
};

/**
 * Every reason the campaign cannot be released (spec section 5), each with the section that fixes it: the
 * invoice address, missing timespan, budget, products, recipients, recipients without a valid e-mail, the
 * designs, and every rule violation of the fields. Empty when it may be released.
 */
export function releaseBlockers(f: CampaignFields, issues: CampaignIssue[], facts: ReleaseFacts): ReleaseBlocker[] {
  const out: ReleaseBlocker[] = [];
  const add = (key: string, section: CampaignSection, params?: Record<string, string | number>) => {
    if (!out.some((b) => b.key === key && b.section === section))
      out.push(params ? { key, section, params } : { key, section });
  };
  if (facts.invoiceAddressComplete === false) add(ErrorKeys.campaign.invoiceAddressIncomplete, 'invoiceAddress');
  if (!f.startDate || !f.endDate) add(ErrorKeys.campaign.noTimespan, 'timespan');
  if (!f.productIds.length) add(ErrorKeys.campaign.noProducts, 'products');
  for (const b of facts.recipientBlockers) add(b.key, b.section, b.params);
  for (const key of facts.designBlockerKeys) add(key, designSection[key] ?? 'mailDesign');
  if (f.budgetRappen === null) add(ErrorKeys.campaign.noBudget, 'budget');
  for (const i of issues) add(i.key, i.section, Object.keys(i.params).length ? i.params : undefined);
  return out;
}

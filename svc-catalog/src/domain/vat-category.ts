import { ErrorKeys } from '@cadeau/contracts/errors';
import { errors } from '@cadeau/service-kit/errors';
import { ZodError, type z } from 'zod';
import { rateInForce, type DatedRate } from '@cadeau/contracts/vat';

/**
 * The rules of a VAT category (spec sections 3 and 5, issue 10), pure: what a save may store, judged against
 * today's date and the category as stored. A refusal is a ZodError whose issues carry the `error.vatCategory.*`
 * key at the field it is about (`rates`, `rates.2.validFrom`, `isDefault`), so the 400 answer puts each message
 * at its field in the form, as svc-identity's setting ranges do.
 */

/** The largest rate: 100 %. The contract refuses more already; the rule holds for every caller (the seed too). */
export const MAX_RATE_BASIS_POINTS = 10_000;

/** What a save asks for (the body of PUT /vat-category, or a seed entry). */
export interface VatCategoryInput {
  isDefault: boolean;
  isShipping: boolean;
  outsideScope: boolean;
  rates: readonly DatedRate[];
}

/** The stored flags a save starts from: null for a new category. */
export interface StoredFlags {
  isDefault: boolean;
  isShipping: boolean;
}

/** Whether any category holds each flag now (the first category of an empty table takes both). */
export interface FlagHolders {
  defaultHeld: boolean;
  shippingHeld: boolean;
}

type Issue = z.core.$ZodIssue;
const issue = (path: (string | number)[], message: string): Issue => ({
  code: 'custom',
  path,
  message,
  input: undefined,
});

/** The issues of the rates alone: at least one, one on or before today, none twice on a day, 0 to 100 %. */
export function rateIssues(input: Pick<VatCategoryInput, 'rates' | 'outsideScope'>, today: string): Issue[] {
  const { rates } = input;
  if (!rates.length) return [issue(['rates'], ErrorKeys.vatCategory.atLeastOneRate)];
  const issues: Issue[] = [];
  if (!rateInForce(rates, today)) issues.push(issue(['rates'], ErrorKeys.vatCategory.atLeastOneRatePast));
  const seen = new Set<string>();
  rates.forEach((rate, i) => {
    // The later of two rates on the same day is the one to change: the first stays valid.
    if (seen.has(rate.validFrom))
      issues.push(issue(['rates', i, 'validFrom'], ErrorKeys.vatCategory.duplicateValidFrom));
    seen.add(rate.validFrom);
    const bp = rate.rateBasisPoints;
    if (!Number.isInteger(bp) || bp < 0 || bp > MAX_RATE_BASIS_POINTS)
      issues.push(issue(['rates', i, 'rateBasisPoints'], ErrorKeys.vatCategory.rateOutOfRange));
    else if (input.outsideScope && bp !== 0)
      issues.push(issue(['rates', i, 'rateBasisPoints'], ErrorKeys.vatCategory.outsideScopeRate));
  });
  return issues;
}

/**
 * The default and shipping flags cannot be switched off: there is always exactly one category of each, and
 * the only way to move a flag is to set it on another category (which takes it from the one holding it).
 */
export function flagIssues(input: Pick<VatCategoryInput, 'isDefault' | 'isShipping'>, stored: StoredFlags | null) {
  const issues: Issue[] = [];
  if (stored?.isDefault && !input.isDefault)
    issues.push(issue(['isDefault'], ErrorKeys.vatCategory.cannotUnsetDefault));
  if (stored?.isShipping && !input.isShipping)
    issues.push(issue(['isShipping'], ErrorKeys.vatCategory.cannotUnsetShipping));
  return issues;
}

/** Throws the ZodError of every rule the save breaks (all at once, so the form shows all of them). */
export function assertValidVatCategory(input: VatCategoryInput, stored: StoredFlags | null, today: string): void {
  const issues = [...flagIssues(input, stored), ...rateIssues(input, today)];
  if (issues.length) throw new ZodError(issues);
}

/** What a save changes besides its own row. */
export interface VatCategoryPlan {
  /** The flags the saved category ends with: a flag nobody holds yet goes to it. */
  isDefault: boolean;
  isShipping: boolean;
  /** Flags to take from the category holding them (at most one each: the database allows no second). */
  takeDefault: boolean;
  takeShipping: boolean;
  /** The rates, oldest first. */
  rates: DatedRate[];
}

/**
 * The plan of a valid save (call `assertValidVatCategory` first). A flag set on this category is taken from the
 * one holding it; the first category of an empty table takes both flags, so "exactly one of each" holds from
 * the first save on.
 */
export function planVatCategorySave(
  input: VatCategoryInput,
  stored: StoredFlags | null,
  holders: FlagHolders,
): VatCategoryPlan {
  const isDefault = input.isDefault || !holders.defaultHeld;
  const isShipping = input.isShipping || !holders.shippingHeld;
  return {
    isDefault,
    isShipping,
    takeDefault: isDefault && !stored?.isDefault && holders.defaultHeld,
    takeShipping: isShipping && !stored?.isShipping && holders.shippingHeld,
    rates: [...input.rates].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0)),
  };
}

/** The stored version a save started from must still be the stored one (someone else's save wins otherwise). */
export function isStale(sentVersion: number | undefined, storedVersion: number): boolean {
  return sentVersion !== undefined && sentVersion !== storedVersion;
}

/** What PUT /vat-category reads of the category it saves over, under its lock (a stored row fits). */
export interface StoredVatCategory {
  version: number;
  is_default: boolean;
  is_shipping: boolean;
}

/**
 * PUT /vat-category's decision on what the save read under its lock: a category named by `input.id` must exist
 * (404 `error.vatCategory.notFound`) and still be the version the editor started from (409 `changedMeanwhile`:
 * someone else's save won), the input must keep the rules against today (`assertValidVatCategory`); then the plan
 * (`planVatCategorySave`).
 */
export function planVatCategoryChange(
  input: VatCategoryInput & { id?: string; version?: number },
  stored: StoredVatCategory | undefined,
  holders: FlagHolders,
  today: string,
): VatCategoryPlan {
  if (input.id && !stored) throw errors.notFound(ErrorKeys.vatCategory.notFound);
  if (stored && isStale(input.version, stored.version)) throw errors.conflict(ErrorKeys.vatCategory.changedMeanwhile);
  const flags = stored ? { isDefault: stored.is_default, isShipping: stored.is_shipping } : null;
  assertValidVatCategory(input, flags, today);
  return planVatCategorySave(input, flags, holders);
}

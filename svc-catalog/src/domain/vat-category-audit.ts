import type { DatedRate } from '@cadeau/contracts/vat';

/** The fields of a VAT category an audit entry records. */
export interface AuditedVatCategory {
  name: { de: string; en: string };
  isDefault: boolean;
  isShipping: boolean;
  outsideScope: boolean;
  rates: readonly DatedRate[];
}

/**
 * The value of a category's audit entry: the whole category when it is new, else `{ field: { from, to } }`
 * for each field the save changed (the rates as one field: a list of dated rates is read as a whole).
 */
export function vatCategoryAuditValue(
  before: AuditedVatCategory | null,
  after: AuditedVatCategory,
): Record<string, unknown> {
  if (!before) return { ...after, rates: [...after.rates] };
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof AuditedVatCategory)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { from: before[key], to: after[key] };
  }
  return out;
}

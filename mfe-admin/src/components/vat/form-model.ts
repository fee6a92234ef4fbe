import type { Language } from '@cadeau/ui/i18n';
import type { VatCategoryDetail, VatCategorySave } from '../../api/vat-categories';
import { basisPointsToPercent, percentToBasisPoints } from './percent';

/**
 * The VAT category editor's values and the pure steps around them: from a stored category, the client's checks,
 * the request body, and where a server issue belongs. Fields are named by ids (`nameDe`, `isDefault`, `rates`,
 * `rates.<rowKey>.validFrom`): a rate row keeps its key while rows above it are removed.
 */
export interface RateRow {
  key: string;
  validFrom: string;
  /** As typed, in percent ("8.1"); sent as basis points. */
  percent: string;
}

export interface VatValues {
  nameDe: string;
  nameEn: string;
  isDefault: boolean;
  isShipping: boolean;
  outsideScope: boolean;
  rates: RateRow[];
}

export type FieldErrors = Record<string, string>;

let nextKey = 0;
export const newRowKey = () => `r${++nextKey}`;

export function valuesOf(detail: VatCategoryDetail | null, lang: Language): VatValues {
  return {
    nameDe: detail?.name.de ?? '',
    nameEn: detail?.name.en ?? '',
    isDefault: detail?.isDefault ?? false,
    isShipping: detail?.isShipping ?? false,
    outsideScope: detail?.outsideScope ?? false,
    rates: (detail?.rates ?? []).map((r) => ({
      key: newRowKey(),
      validFrom: r.validFrom,
      percent: basisPointsToPercent(r.rateBasisPoints, lang),
    })),
  };
}

export const rateField = (row: Pick<RateRow, 'key'>, part: 'validFrom' | 'rateBasisPoints') =>
  `rates.${row.key}.${part}`;

/** What the client can judge itself (message keys by field); today's rules stay the server's. */
export function clientErrors(v: VatValues): FieldErrors {
  const out: FieldErrors = {};
  if (!v.nameDe.trim()) out.nameDe = 'admin.vatCategories.required';
  if (!v.nameEn.trim()) out.nameEn = 'admin.vatCategories.required';
  if (!v.rates.length) out.rates = 'error.vatCategory.atLeastOneRate';
  for (const row of v.rates) {
    if (!row.validFrom) out[rateField(row, 'validFrom')] = 'admin.vatCategories.required';
    const bp = percentToBasisPoints(row.percent);
    if (bp === null || bp > 10_000) out[rateField(row, 'rateBasisPoints')] = 'admin.vatCategories.percentInvalid';
  }
  return out;
}

/** The body of PUT /vat-category (call after `clientErrors` found nothing). Rates go in row order. */
export function toBody(v: VatValues, stored: Pick<VatCategoryDetail, 'id' | 'version'> | null): VatCategorySave {
  return {
    ...(stored ? { id: stored.id, version: stored.version } : {}),
    name: { de: v.nameDe.trim(), en: v.nameEn.trim() },
    isDefault: v.isDefault,
    isShipping: v.isShipping,
    outsideScope: v.outsideScope,
    rates: v.rates.map((r) => ({ validFrom: r.validFrom, rateBasisPoints: percentToBasisPoints(r.percent)! })),
  };
}

/**
 * The field of a server issue's path, for the rows that were sent (`rates.2.validFrom` is the third row's date);
 * null for a path the form has no field for (the toast shows it).
 */
export function fieldOfIssue(path: readonly (string | number)[], sentRows: readonly RateRow[]): string | null {
  const [head, index, part] = path;
  if (head === 'name' && (index === 'de' || index === 'en')) return index === 'de' ? 'nameDe' : 'nameEn';
  if (head === 'isDefault' || head === 'isShipping' || head === 'outsideScope') return head;
  if (head !== 'rates') return null;
  if (index === undefined) return 'rates';
  const row = typeof index === 'number' ? sentRows[index] : undefined;
  if (!row) return 'rates';
  return rateField(row, part === 'validFrom' ? 'validFrom' : 'rateBasisPoints');
}

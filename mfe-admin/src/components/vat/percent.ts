import { formatBasisPoints } from '@cadeau/ui/format';

/**
 * VAT rates are integer basis points on the wire (810 = 8.1 %); people read and type percent with at most two
 * decimals. The conversion goes through the typed text, never through a float: 8.1 × 100 is 810.0000000001.
 */

/** "8.1", "8,10", " 8 " → 810; null for anything that is not a percentage with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** 810 → "8.10" (en) or "8,10" (de): the input shows the decimal mark of the language. */
export function basisPointsToPercent(bp: number, lang: 'de' | 'en' = 'en'): string {
  const text = `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
  return lang === 'de' ? text.replace('.', ',') : text;
}

/** 810 → "8.1 %" / "8,1 %" for tables: trailing zeros dropped (the kit's `formatBasisPoints`). */
export function formatRate(bp: number, lang: 'de' | 'en' = 'en'): string {
  return `${formatBasisPoints(bp, lang)} %`;
}

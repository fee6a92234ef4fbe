import type { Language } from '@cadeau/ui/i18n';

/**
 * A funnel rate (per mille against the recipients, contracts `funnelRatesPerMille`) as the report shows it:
 * one decimal, the language's decimal mark, as the VAT rates are written ("12,5 %" / "12.5 %"); "–" without
 * recipients.
 */
export function formatPerMille(perMille: number | null, lang: Language): string {
  if (perMille === null) return '–';
  const text = `${Math.trunc(perMille / 10)}.${perMille % 10}`;
  return `${lang === 'de' ? text.replace('.', ',') : text} %`;
}

/** A count with the language's grouping (de-CH: 12'345). */
export function formatCount(n: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-CH' : 'en-GB').format(n);
}

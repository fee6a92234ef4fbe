/**
 * Integer Rappen as Swiss francs, the one text of an amount on every page, in every mail and on every invoice PDF:
 * `CHF 1'234.50`, `CHF -500.00`. Written by hand, because Intl's de-CH text depends on the runtime's ICU data (a
 * non-breaking space after CHF here, another group separator there); in both languages, as Swiss amounts are.
 */

/** The group separator of Swiss amounts (the apostrophe, as people type it too). */
export const CHF_THOUSANDS_SEPARATOR = "'";

/** 1'234.50 for 123450 Rappen (no currency), for inputs with their own CHF prefix. */
export function formatChfAmount(rappen: number): string {
  const negative = rappen < 0;
  const abs = Math.abs(Math.round(rappen));
  const francs = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, CHF_THOUSANDS_SEPARATOR);
  return `${negative ? '-' : ''}${francs}.${String(abs % 100).padStart(2, '0')}`;
}

/** `CHF 1'234.50` for 123450 Rappen. */
export function formatChf(rappen: number): string {
  return `CHF ${formatChfAmount(rappen)}`;
}

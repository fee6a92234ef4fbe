/**
 * Integer Rappen as CHF with Swiss formatting, in both languages: `CHF 1'234.50`. The same text as the
 * cockpit's `formatChf` (packages/ui/src/format), so a mail and the page it links to show one amount alike;
 * written here because svc-mail does not depend on the front-end package, and by hand because Intl's de-CH
 * text depends on the runtime's ICU data (a non-breaking space after CHF here, other separators elsewhere).
 */
export function formatChf(rappen: number): string {
  const negative = rappen < 0;
  const abs = Math.abs(Math.round(rappen));
  const francs = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `CHF ${negative ? '-' : ''}${francs}.${String(abs % 100).padStart(2, '0')}`;
}

import { perMilleText } from '@cadeau/contracts/funnel';
import type { Language } from '@cadeau/ui/i18n';

/**
 * A funnel rate (per mille against the recipients, contracts `funnelRatesPerMille`) as the report shows it:
 * one decimal, the language's decimal mark, as the VAT rates are written ("12,5 %" / "12.5 %"); "–" without
 * recipients.
 */
export function formatPerMille(perMille: number | null, lang: Language): string {
  return perMille === null ? '–' : `${perMilleText(perMille, lang)} %`;
}

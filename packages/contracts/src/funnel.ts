/**
 * The engagement funnel's values without zod (issue 20): the browser imports them as `@cadeau/contracts/funnel`
 * (the schemas of the report are in platform-reports.ts).
 */

/**
 * The engagement funnel's steps in order: the recipients of approved campaigns (a gift code each), their mails
 * sent, delivered, opened, clicked, the codes redeemed and the thank-yous written. A recipient counts once per
 * step, on the day of the first touch (Zurich).
 */
export const funnelSteps = ['recipients', 'sent', 'delivered', 'opened', 'clicked', 'redeemed', 'thanked'] as const;
export type FunnelStep = (typeof funnelSteps)[number];
export type FunnelCounts = Record<FunnelStep, number>;

/**
 * Each step's name in German and English: the reports' screens (@cadeau/ui's `funnel.steps`) and the engagement
 * funnel's CSV (svc-campaign) say the same words.
 */
export const funnelStepNames: Record<'de' | 'en', Record<FunnelStep, string>> = {
  de: {
    recipients: 'Empfänger',
    sent: 'Versendet',
    delivered: 'Zugestellt',
    opened: 'Geöffnet',
    clicked: 'Geklickt',
    redeemed: 'Eingelöst',
    thanked: 'Dank hinterlassen',
  },
  en: {
    recipients: 'Recipients',
    sent: 'Mailed',
    delivered: 'Delivered',
    opened: 'Opened',
    clicked: 'Clicked',
    redeemed: 'Redeemed',
    thanked: 'Thanks left',
  },
};

export const reportGranularities = ['day', 'week'] as const;
export type ReportGranularity = (typeof reportGranularities)[number];

/** The longest period one report answers (a day per row of its series). */
export const REPORT_MAX_DAYS = 731;

export const emptyFunnelCounts = (): FunnelCounts => Object.fromEntries(funnelSteps.map((s) => [s, 0])) as FunnelCounts;

/**
 * Each step's rate: its count against `base`, in per mille as an integer (a rate shown as 12.5 % is 125), so the
 * browser and the CSV round alike and no float is stored. Null when there are no recipients. `base` is the
 * recipients: of the counts themselves for a campaign's whole life; for a period, every recipient up to its end
 * (`recipientsToDate`), since a step in the period may be taken by a recipient who came before it, and a rate
 * against the period's new recipients alone would run past 100 %.
 */
export function funnelRatesPerMille(
  counts: FunnelCounts,
  base: number = counts.recipients,
): Record<FunnelStep, number | null> {
  return Object.fromEntries(
    funnelSteps.map((s) => [s, base > 0 ? Math.round((counts[s] * 1000) / base) : null]),
  ) as Record<FunnelStep, number | null>;
}

/**
 * A rate in per mille as a percentage with one decimal, in the decimal mark of the language (German 12,5, English
 * 12.5), as the VAT rates are written: the report's screen (with " %") and its CSV write it alike.
 */
export function perMilleText(perMille: number, language: 'de' | 'en'): string {
  const text = `${Math.trunc(perMille / 10)}.${Math.abs(perMille % 10)}`;
  return language === 'de' ? text.replace('.', ',') : text;
}

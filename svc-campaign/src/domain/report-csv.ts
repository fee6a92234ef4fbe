import { funnelStepNames, funnelSteps, perMilleText } from '@cadeau/contracts';

export type CsvLanguage = 'de' | 'en';

/** The CSV's language: the user's, German unless English. */
export const csvLanguageOf = (language: string | undefined): CsvLanguage => (language === 'en' ? 'en' : 'de');

/**
 * Column names of the engagement funnel's CSV, in the words of the screen (the step names are contracts'
 * funnelStepNames, which mfe-admin's reports show): the campaign, the giver, each step's count and each step's rate
 * against the recipients.
 */
export function funnelCsvHeader(language: CsvLanguage): { columns: string[]; total: string } {
  const names = funnelStepNames[language];
  const de = language === 'de';
  return {
    columns: [
      de ? 'Kampagne' : 'Campaign',
      de ? 'Schenker' : 'Giver',
      ...funnelSteps.map((s) => names[s]),
      ...funnelSteps.slice(1).map((s) => `${names[s]}: ${de ? 'Anteil der Empfänger' : 'share of recipients'} (%)`),
    ],
    total: 'Total',
  };
}

/** A rate as the CSV writes it (contracts `perMilleText`); empty when there are no recipients. */
export const perMilleAsPercent = (perMille: number | null, language: CsvLanguage): string =>
  perMille === null ? '' : perMilleText(perMille, language);

/** Column names of the availability reports' CSVs, in the words of the screens. */
export function availabilityCsv(language: CsvLanguage, report: 'productsPerWeek' | 'planning'): string[] {
  const de = language === 'de';
  const head = de ? ['Produktnummer', 'Produkt', 'Anbieter', 'Woche'] : ['Product number', 'Product', 'Seller', 'Week'];
  if (report === 'productsPerWeek')
    return [
      ...head,
      ...(de ? ['Verfügbar', 'Reserviert', 'Bestellt', 'Frei'] : ['Available', 'Reserved', 'Ordered', 'Remaining']),
    ];
  return [
    ...head,
    ...(de
      ? ['Frei', 'Erwartete Nachfrage', 'Mögliche Nachfrage', 'Kampagnen', 'Engpass']
      : ['Remaining', 'Expected demand', 'Possible demand', 'Campaigns', 'Shortage']),
  ];
}

/** One product of an availability report as its CSV reads it: its columns, then a row per week. */
interface ProductWeeks<W> {
  number: string;
  name: Record<CsvLanguage, string>;
  organizationName: string | null;
  weeks: readonly W[];
}

/**
 * The rows of an availability report's CSV (availabilityCsv names the columns): a row per product and week, the
 * product's number, name in `language`, seller and the week, then the week's own cells.
 */
export function productWeekRows<W extends { week: string }>(
  products: readonly ProductWeeks<W>[],
  language: CsvLanguage,
  weekCells: (week: W) => (string | number)[],
): (string | number)[][] {
  return products.flatMap((p) =>
    p.weeks.map((w) => [p.number, p.name[language], p.organizationName ?? '', w.week, ...weekCells(w)]),
  );
}

import type { Language } from '@cadeau/ui/i18n';

/**
 * Names for what the server stores as codes, so no page shows a register code ("0106") or a country code
 * ("ch") where people expect a word. One place for every page (organisation data, the admin's organisation
 * page, registration), so the same value always reads the same.
 */

// eCH-0097 legal form codes of the Swiss UID register (what svc-identity stores in organizations.legal_form).
// The everyday Swiss abbreviation where there is one (AG, GmbH), else the name of the form.
const legalForms: Record<string, Record<Language, string>> = {
  '0101': { de: 'Einzelunternehmen', en: 'Sole proprietorship' },
  '0103': { de: 'Kollektivgesellschaft', en: 'General partnership' },
  '0104': { de: 'Kommanditgesellschaft', en: 'Limited partnership' },
  '0105': { de: 'Kommanditaktiengesellschaft', en: 'Partnership limited by shares' },
  '0106': { de: 'AG', en: 'AG' },
  '0107': { de: 'GmbH', en: 'GmbH' },
  '0108': { de: 'Genossenschaft', en: 'Cooperative' },
  '0109': { de: 'Verein', en: 'Association' },
  '0110': { de: 'Stiftung', en: 'Foundation' },
  '0111': { de: 'Zweigniederlassung einer ausländischen Gesellschaft', en: 'Branch of a foreign company' },
  '0113': { de: 'Besondere Rechtsform', en: 'Special legal form' },
  '0114': {
    de: 'Kommanditgesellschaft für kollektive Kapitalanlagen',
    en: 'Limited partnership for collective investment',
  },
  '0115': { de: 'SICAV', en: 'SICAV' },
  '0116': { de: 'SICAF', en: 'SICAF' },
  '0117': { de: 'Institut des öffentlichen Rechts', en: 'Public-law institution' },
  '0151': { de: 'Schweizerische Zweigniederlassung', en: 'Swiss branch' },
  '0220': { de: 'Verwaltung des Bundes', en: 'Federal administration' },
  '0221': { de: 'Verwaltung des Kantons', en: 'Cantonal administration' },
  '0223': { de: 'Verwaltung der Gemeinde', en: 'Municipal administration' },
  '0230': { de: 'Unternehmen des Bundes', en: 'Federal enterprise' },
  '0231': { de: 'Unternehmen des Kantons', en: 'Cantonal enterprise' },
  '0233': { de: 'Unternehmen der Gemeinde', en: 'Municipal enterprise' },
  '0302': { de: 'Einfache Gesellschaft', en: 'Simple partnership' },
  '0441': { de: 'Ausländisches Unternehmen', en: 'Foreign company' },
};

/**
 * The legal form by name: "AG", "GmbH", "Genossenschaft" (de) or "Cooperative" (en) for an eCH-0097 code.
 * A value that is no known code (an organisation typed in by hand, "AG") is shown as it is; '' for none.
 */
export function formatLegalForm(value: string | null | undefined, lang: Language): string {
  const v = value?.trim() ?? '';
  return legalForms[v]?.[lang] ?? v;
}

const regionNames: Partial<Record<Language, Intl.DisplayNames>> = {};

/**
 * A country by name in the page's language ("ch" → "Schweiz" / "Switzerland"), from the browser's own
 * country names (ISO 3166 codes, any case); anything that is no two-letter code is shown as it is.
 */
export function formatCountry(code: string | null | undefined, lang: Language): string {
  const v = code?.trim() ?? '';
  if (!/^[a-z]{2}$/i.test(v)) return v;
  regionNames[lang] ??= new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  return regionNames[lang].of(v.toUpperCase()) ?? v.toUpperCase();
}

/**
 * The countries an address field offers (Switzerland first: the spec delivers only in Switzerland;
 * then its neighbours), with the current value kept when it is another one, each by name.
 */
export const addressCountries = ['ch', 'li', 'de', 'at', 'fr', 'it'] as const;

export function countryChoices(lang: Language, current?: string | null): { value: string; label: string }[] {
  const codes: string[] = [...addressCountries];
  const now = current?.trim().toLowerCase();
  if (now && !codes.includes(now)) codes.push(now);
  return codes.map((c) => ({ value: c, label: formatCountry(c, lang) }));
}

export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** "Anna Muster"; the e-mail address only when the person has no name yet. */
export function personName(p: PersonName): string {
  const name = [p.firstName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || p.email?.trim() || '';
}

import { languages } from '@cadeau/contracts/values';

export const supportedLanguages = languages;
export type Language = (typeof supportedLanguages)[number];
/** Spec section 4: an unsupported locale falls back to en-US, i.e. the English texts. */
export const fallbackLanguage: Language = 'en';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

/** 'de-CH', 'de_DE', 'DE' → 'de'; anything we have no texts for → null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (supportedLanguages as readonly string[]).includes(base) ? (base as Language) : null;
}

/**
 * Which language the page shows (spec section 4): the signed-in user's language wins; otherwise the stored
 * cookie; otherwise the first supported browser preference; otherwise the fallback.
 */
export function resolveLanguage(input: {
  userLanguage?: string | null;
  cookie?: string | null;
  preferred?: readonly string[];
}): Language {
  const fromUser = normalizeLanguage(input.userLanguage);
  if (fromUser) return fromUser;
  const fromCookie = normalizeLanguage(input.cookie);
  if (fromCookie) return fromCookie;
  for (const p of input.preferred ?? []) {
    const lang = normalizeLanguage(p);
    if (lang) return lang;
  }
  return fallbackLanguage;
}

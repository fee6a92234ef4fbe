import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './resources/de';
import { en } from './resources/en';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  fallbackLanguage,
  normalizeLanguage,
  resolveLanguage,
  supportedLanguages,
  type Language,
} from './locale';
import { readCookie, writeCookie } from '../util/cookies';

export * from './locale';
export { notificationDetail, notificationText } from './notification-text';
export { de, en };

function browserPreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The one i18next instance of the page (a Module Federation singleton): every React root of the shell and the
 * micro-frontends renders with it, so a language switch reaches all of them at once.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { de: { translation: de }, en: { translation: en } },
  lng: resolveLanguage({ cookie: readCookie(LOCALE_COOKIE), preferred: browserPreferences() }),
  fallbackLng: fallbackLanguage,
  supportedLngs: [...supportedLanguages],
  // Resources are bundled: initialise synchronously so the first render already has texts.
  initAsync: false,
  // React escapes on its own.
  interpolation: { escapeValue: false },
});

function applyDocumentLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language) ?? fallbackLanguage;
}

/** Switches the page language and remembers it in the `locale` cookie (365 days, path '/'). */
export async function setLanguage(lang: Language): Promise<void> {
  writeCookie(LOCALE_COOKIE, lang, { days: LOCALE_COOKIE_DAYS });
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Spec section 4: the page follows the signed-in user's language when it differs from the current one. */
export function followUserLanguage(userLanguage: string | null | undefined): void {
  const lang = normalizeLanguage(userLanguage);
  if (lang && lang !== i18n.language) void setLanguage(lang);
}

/** Translates a key with the shared instance (for code outside React, e.g. toasts). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
  // No texts yet: each language's catalogue is its own chunk, added by loadLanguage (below).
  resources: {},
  lng: resolveLanguage({ cookie: readCookie(LOCALE_COOKIE), preferred: browserPreferences() }),
  fallbackLng: fallbackLanguage,
  supportedLngs: [...supportedLanguages],
  initAsync: false,
  // React escapes on its own.
  interpolation: { escapeValue: false },
});

/**
 * The shared de/en catalogue, one chunk per language: a page downloads only the texts of the language it shows
 * (issue 12: the public page's 200 KiB budget), the other one when the visitor switches.
 */
const catalogues: Record<Language, () => Promise<Record<string, unknown>>> = {
  de: () => import(/* webpackChunkName: "i18n-de" */ './resources/de').then((m) => m.de),
  en: () => import(/* webpackChunkName: "i18n-en" */ './resources/en').then((m) => m.en),
};
const loading = new Map<Language, Promise<void>>();

/**
 * Adds the shared texts of `lang` to the instance (once; later calls share the first load). Deep merge without
 * overwriting: micro-frontends may already have added their own texts of that language.
 */
export function loadLanguage(lang: Language): Promise<void> {
  let done = loading.get(lang);
  if (!done) {
    done = catalogues[lang]().then((texts) => {
      i18n.addResourceBundle(lang, 'translation', texts, true, false);
    });
    // A failed download (network) may be retried by the next call.
    done.catch(() => loading.delete(lang));
    loading.set(lang, done);
  }
  return done;
}

/** The texts of the language the page starts in; the shell renders nothing before they are there. */
export function initialLanguageReady(): Promise<void> {
  return loadLanguage(currentLanguage());
}

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
  // Texts first, so the switch never shows keys.
  await loadLanguage(lang);
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

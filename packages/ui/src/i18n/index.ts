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

/** Texts of one language, typically a chunk of their own (`import()`), e.g. `(lang) => import(\`./${lang}\`)`. */
export type Catalogue = (lang: Language) => Promise<Record<string, unknown>>;

/**
 * The shared de/en catalogue, one chunk per language: a page downloads only the texts of the language it shows
 * (issue 12: the public page's 200 KiB budget), the other one when the visitor switches.
 */
const sharedCatalogue: Catalogue = (lang) =>
  lang === 'de'
    ? import(/* webpackChunkName: "i18n-de" */ './resources/de').then((m) => m.de)
    : import(/* webpackChunkName: "i18n-en" */ './resources/en').then((m) => m.en);

/** Every catalogue of the page (the shared one, then those micro-frontends added) with its loads per language. */
const catalogues = new Map<Catalogue, Map<Language, Promise<void>>>([[sharedCatalogue, new Map()]]);

/** Adds `catalogue`'s texts of `lang` to the instance once (later calls share the first load). */
function loadCatalogue(catalogue: Catalogue, lang: Language): Promise<void> {
  const loading = catalogues.get(catalogue)!;
  let done = loading.get(lang);
  if (!done) {
    // Deep merge without overwriting: a key of the shared catalogue keeps its text.
    done = catalogue(lang).then((texts) => {
      i18n.addResourceBundle(lang, 'translation', texts, true, false);
    });
    // A failed download (network) may be retried by the next call.
    done.catch(() => loading.delete(lang));
    loading.set(lang, done);
  }
  return done;
}

/**
 * Adds the texts of `lang` to the instance: the shared catalogue's and those of every catalogue added with
 * `addCatalogue`, each once (later calls share the first load). setLanguage awaits it before a switch, so no
 * root of the page renders a key.
 */
export function loadLanguage(lang: Language): Promise<void> {
  return Promise.all([...catalogues.keys()].map((c) => loadCatalogue(c, lang))).then(() => undefined);
}

/**
 * A micro-frontend's own texts, one chunk per language like the shared ones: from now on every loadLanguage (so
 * every setLanguage) loads them too. Resolves when the texts of the current language are in; the micro-frontend
 * mounts only then (its single-spa bootstrap awaits it), so it never shows a key. Adding the same catalogue again
 * is harmless.
 */
export function addCatalogue(catalogue: Catalogue): Promise<void> {
  if (!catalogues.has(catalogue)) catalogues.set(catalogue, new Map());
  return loadCatalogue(catalogue, currentLanguage());
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

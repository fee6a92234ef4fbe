import { addCatalogue, type Catalogue } from '@cadeau/ui/i18n';

/**
 * mfe-public's texts, one chunk per language like the shared ones (@cadeau/ui/i18n): the public page downloads
 * only the language it shows (issue 12: its 200 KiB budget), the other one when the visitor switches.
 */
const publicTexts: Catalogue = (lang) =>
  lang === 'de'
    ? import(/* webpackChunkName: "public-texts-de" */ './de').then((m) => m.de)
    : import(/* webpackChunkName: "public-texts-en" */ './en').then((m) => m.en);

/**
 * Adds mfe-public's texts to the shared i18next instance: those of the current language now (the promise), every
 * other language with the shared texts before a switch (setLanguage). The app's single-spa bootstrap awaits it,
 * so no page renders a key; calling it again is harmless.
 */
export function registerTexts(): Promise<void> {
  return addCatalogue(publicTexts);
}

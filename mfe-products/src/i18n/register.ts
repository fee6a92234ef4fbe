import { i18n } from '@cadeau/ui/i18n';
import { de } from './de';
import { en } from './en';

/** Adds mfe-products' texts to the page's shared i18next instance (deep merge, never overwriting others'). */
export function registerTexts(): void {
  i18n.addResourceBundle('de', 'translation', de, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}

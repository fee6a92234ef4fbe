import { i18n } from '@cadeau/ui/i18n';
import { de } from './de';
import { en } from './en';

export { de, en };

/**
 * Adds mfe-public's texts to the shared i18next instance (deep merge, never overwriting a shared key). Run
 * when the app's code loads, before its first render; adding the same bundle again is harmless.
 */
export function registerTexts(): void {
  i18n.addResourceBundle('de', 'translation', de, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}

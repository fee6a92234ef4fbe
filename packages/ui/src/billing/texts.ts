import { i18n } from '@cadeau/ui/i18n';
import { de } from './i18n/de';
import { en } from './i18n/en';

let registered = false;

/**
 * Adds the billing words (`billing.*`) to the page's i18next instance, once. The billing pages call it when their
 * chunk loads, so no other page downloads these texts.
 */
export function registerBillingTexts(): void {
  if (registered) return;
  i18n.addResourceBundle('de', 'translation', de, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
  registered = true;
}

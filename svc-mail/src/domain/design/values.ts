import { mailLinkPaths } from '@cadeau/contracts';
import { samplePlaceholderValues, type MailPlaceholderValues } from '@cadeau/contracts/mail-design';
import type { Locale } from '../templates/types';
import type { DesignValueName, DesignValues } from './segments';

const LINK_VALUES: readonly DesignValueName[] = ['redeemLink', 'unsubscribeLink'];

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value);
  } catch {
    return false;
  }
};

/**
 * Every value a design mail needs: the given ones, and the samples of `language` for the rest (a preview or
 * a test mail has no recipient). A link value must be an http(s) URL: it goes into an `href`, where any other
 * scheme (`javascript:`) would run, so one that is not falls back to the sample.
 */
export function designValues(
  language: Locale,
  siteUrl: string,
  given: MailPlaceholderValues & { unsubscribeLink?: string } = {},
): DesignValues {
  const site = siteUrl.replace(/\/+$/, '');
  const values: DesignValues = {
    ...samplePlaceholderValues(language, site),
    unsubscribeLink: `${site}${mailLinkPaths.unsubscribe}`,
  };
  for (const [name, value] of Object.entries(given) as [DesignValueName, string | undefined][]) {
    if (typeof value !== 'string' || !(name in values)) continue;
    if (LINK_VALUES.includes(name) && !isWebUrl(value)) continue;
    values[name] = value;
  }
  return values;
}

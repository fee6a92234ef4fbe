import type { Locator } from '@playwright/test';
import type { Lang } from './texts';

/**
 * A day as the cockpit's date fields show and read it (@cadeau/ui/cockpit `DateInput`, issue 23): `2099-06-25` is
 * 25.06.2099 in German and 06/25/2099 in English, whatever the browser's own locale.
 */
export function dayFieldText(day: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new Error(`not an ISO day: ${day}`);
  const [, y, mo, d] = m;
  return lang === 'de' ? `${d}.${mo}.${y}` : `${mo}/${d}/${y}`;
}

/** The language the page shows (the shared i18n sets `<html lang>`). */
async function pageLanguage(field: Locator): Promise<Lang> {
  return (await field.page().evaluate(() => document.documentElement.lang)) === 'de' ? 'de' : 'en';
}

/**
 * Types an ISO day (`2099-06-25`) into a date field as a person does, in the format of the page's language, and
 * takes it with Enter (the calendar closes); '' empties the field.
 */
export async function fillDay(field: Locator, day: string): Promise<void> {
  await field.fill(day ? dayFieldText(day, await pageLanguage(field)) : '');
  await field.press('Enter');
}

/** Types a time of day (`18:00`, 24 hours in both languages) into a time field and takes it with Enter. */
export async function fillTime(field: Locator, time: string): Promise<void> {
  await field.fill(time);
  await field.press('Enter');
}

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ErrorKeys } from './errors';

/**
 * Phone numbers, one rule for every place that takes one (issue 23): a recipient in the workspace dialog and in a
 * CSV upload, the contact form, a gift's delivery address; the browser and the services alike. Zod-free
 * (`@cadeau/contracts/phone`), so a page checks with exactly what the server runs; the zod form is `phoneSchema`
 * (phone-schema.ts).
 *
 * Swiss numbers as people write them are taken: `079 123 45 67`, `+41 79 123 45 67`, `0041 79 123 45 67`,
 * `+41 (0)79 123 45 67`, `044/123 45 67`; a number without a country code is Swiss (`PHONE_DEFAULT_COUNTRY`), one
 * with a code may be from anywhere (`+49 30 1234567`). The number must be a valid one of its country by
 * libphonenumber-js's `min` metadata (lengths and number ranges per country, about 28 KiB gzip in a browser
 * bundle with the code; the `max` metadata would add number types, which nothing here needs). It is stored in
 * E.164 (`+41791234567`), the form the database constraint of recipients holds and the export writes.
 *
 * Shown grouped in the international format (`formatPhone`: `+41 79 123 45 67`): one form for Swiss and foreign
 * numbers alike, dialable from anywhere, grouped as Swiss people write a number (the national `079 123 45 67`
 * would hide the country of a foreign number).
 */

/** A number without a country code is read as a Swiss one. */
export const PHONE_DEFAULT_COUNTRY = 'CH';
/** The longest text a person may type as a phone number (separators included); longer is refused unread. */
export const PHONE_MAX_LENGTH = 50;

/**
 * What a person may type: digits, a leading `+`, and the separators people put between groups (spaces, dashes,
 * dots, slashes, brackets). Letters are refused rather than skipped: libphonenumber-js would find a number in
 * `call 079 123 45 67` or read `ext. 5` as an extension, which E.164 cannot hold.
 */
const TYPED = /^\+?[\d\s\-./()]+$/;
/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{1,14}$/;

/** The rule's answer: the number in E.164, null for an empty text (no phone), or the error key. */
export type PhoneCheck = { ok: true; value: string | null } | { ok: false; key: string };

/**
 * A phone number as a person typed it, in E.164 (`079 123 45 67` → `+41791234567`), null when the text is empty
 * or only blanks, or `error.phone.invalid` when it is not a valid number (letters, too short or too long, a
 * number range its country does not have).
 */
export function parsePhone(text: string): PhoneCheck {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: null };
  if (typed.length > PHONE_MAX_LENGTH || !TYPED.test(typed)) return { ok: false, key: ErrorKeys.phone.invalid };
  const number = parsePhoneNumberFromString(typed, { defaultCountry: PHONE_DEFAULT_COUNTRY });
  if (!number || !number.isValid() || number.ext) return { ok: false, key: ErrorKeys.phone.invalid };
  return { ok: true, value: number.number };
}

/**
 * A stored phone number as people read it: a valid E.164 number grouped in the international format
 * (`+41791234567` → `+41 79 123 45 67`, `+4930123456` → `+49 30 123456`); any other text (a value stored before
 * the rule, typed freely) unchanged, so it still shows; '' for none.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  if (!E164.test(stored)) return stored;
  const number = parsePhoneNumberFromString(stored);
  return number?.isValid() ? number.formatInternational() : stored;
}

/**
 * The text a phone field shows after the person leaves it (or the form is opened with a stored number): the
 * number grouped (`0041791234567` → `+41 79 123 45 67`) when the rule takes it, otherwise the text as typed, so
 * the person can correct it.
 */
export function normalisePhoneInput(text: string): string {
  const checked = parsePhone(text);
  if (!checked.ok) return text;
  return checked.value === null ? '' : formatPhone(checked.value);
}

/**
 * Who runs the platform, as the imprint and the privacy policy name it. The spec names no operator: street,
 * e-mail addresses and register below are the demo operator's and must be replaced by the real operator's
 * registered details before going live. One place, so they change here only.
 */
export const operator = {
  name: 'Cadeau AG',
  street: 'Bahnhofstrasse 1',
  zipCity: '8001 Zürich',
  country: { de: 'Schweiz', en: 'Switzerland' },
  email: 'hello@cadeau.ch',
  privacyEmail: 'privacy@cadeau.ch',
  register: { de: 'Handelsregister des Kantons Zürich', en: 'Commercial register of the Canton of Zurich' },
  seat: { de: 'Zürich', en: 'Zurich' },
} as const;

/** The date of the documents' current version (ISO). */
export const DOCUMENTS_UPDATED = '2026-11-22';

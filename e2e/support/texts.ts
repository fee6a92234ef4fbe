/**
 * The exact texts the UI shows, read from packages/ui's i18n resources rather than copied, so a
 * reworded text changes the expectation with it. Only the plain resource objects are imported (no
 * i18next instance).
 */
import { de } from '../../packages/ui/src/i18n/resources/de';
import { en } from '../../packages/ui/src/i18n/resources/en';

export const texts = { en, de } as const;
export type Lang = keyof typeof texts;

/** i18next-style `{{name}}` interpolation for expectations. */
export function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
}

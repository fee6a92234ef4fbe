/**
 * The exact texts the UI shows, read from the i18n resources rather than copied, so a reworded text changes
 * the expectation with it. Only the plain resource objects are imported (no i18next instance): packages/ui's
 * shared catalogue (shell, layout, every `error.*` key) and each micro-frontend's own texts.
 */
import { de as adminDe } from '../../mfe-admin/src/i18n/de';
import { en as adminEn } from '../../mfe-admin/src/i18n/en';
import { de as campaignsDe } from '../../mfe-campaigns/src/i18n/de';
import { en as campaignsEn } from '../../mfe-campaigns/src/i18n/en';
import { de as orgsDe } from '../../mfe-orgs/src/i18n/de';
import { en as orgsEn } from '../../mfe-orgs/src/i18n/en';
import { de as publicDe } from '../../mfe-public/src/i18n/de';
import { en as publicEn } from '../../mfe-public/src/i18n/en';
import { de } from '../../packages/ui/src/i18n/resources/de';
import { en } from '../../packages/ui/src/i18n/resources/en';

export const texts = { en, de } as const;
export type Lang = keyof typeof texts;

/** Both languages, for flows that must work in each (issue 3: "each in German and in English"). */
export const languages = ['en', 'de'] as const satisfies readonly Lang[];

/** mfe-public's pages (`public.*`). */
export const publicTexts = { en: publicEn.public, de: publicDe.public };
/** mfe-orgs' pages (`orgs.*`). */
export const orgsTexts = { en: orgsEn.orgs, de: orgsDe.orgs };
/** mfe-campaigns' pages (`campaigns.*`): the dashboard. */
export const campaignsTexts = { en: campaignsEn.campaigns, de: campaignsDe.campaigns };
/** mfe-admin's pages (`admin.*`). */
export const adminTexts = { en: adminEn.admin, de: adminDe.admin };

/** i18next-style `{{name}}` interpolation for expectations. */
export function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
}

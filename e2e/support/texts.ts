/**
 * The exact texts the UI shows, read from the i18n resources rather than copied, so a reworded text changes
 * the expectation with it. Only the plain resource objects are loaded (no i18next instance): packages/ui's
 * shared catalogue (shell, layout, every `error.*` key) and the own texts (`<name>.*`) of every micro-frontend
 * of the platform registry, from its folder, so a new micro-frontend needs no change here.
 */
import path from 'node:path';
import { platform } from '@cadeau/platform';
import type { en as adminEn } from '../../mfe-admin/src/i18n/en';
import type { en as campaignsEn } from '../../mfe-campaigns/src/i18n/en';
import type { en as orgsEn } from '../../mfe-orgs/src/i18n/en';
import type { en as productsEn } from '../../mfe-products/src/i18n/en';
import type { en as publicEn } from '../../mfe-public/src/i18n/en';
import { de } from '../../packages/ui/src/i18n/resources/de';
import { en } from '../../packages/ui/src/i18n/resources/en';

export const texts = { en, de } as const;
export type Lang = keyof typeof texts;

/** Both languages, for flows that must work in each (issue 3: "each in German and in English"). */
export const languages = ['en', 'de'] as const satisfies readonly Lang[];

type Catalogue = Record<string, unknown>;
const repoRoot = path.resolve(__dirname, '..', '..');

/** `<folder>/src/i18n/<lang>.ts` exports `<lang>` = `{ <name>: {…} }` (packages/platform checks the convention). */
function ownTexts(mfe: { name: string; folder: string }, lang: Lang): Catalogue {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folder comes from the registry
  const module = require(path.join(repoRoot, mfe.folder, 'src', 'i18n', lang)) as Record<string, Catalogue>;
  const catalogue = module[lang]?.[mfe.name];
  if (!catalogue) throw new Error(`${mfe.folder}/src/i18n/${lang}.ts has no ${lang}.${mfe.name} texts`);
  return catalogue as Catalogue;
}

/** Every micro-frontend's own texts by its registry name, in both languages. */
export const appTexts: Record<string, Record<Lang, Catalogue>> = Object.fromEntries(
  platform.microFrontends.map((m) => [m.name, { en: ownTexts(m, 'en'), de: ownTexts(m, 'de') }]),
);

/** The texts of one micro-frontend, typed by its English catalogue (the German one is typed by it). */
const typed = <T>(name: string): Record<Lang, T> => appTexts[name] as unknown as Record<Lang, T>;

/** mfe-public's pages (`public.*`). */
export const publicTexts = typed<typeof publicEn.public>('public');
/** mfe-orgs' pages (`orgs.*`). */
export const orgsTexts = typed<typeof orgsEn.orgs>('orgs');
/** mfe-campaigns' pages (`campaigns.*`): the dashboard. */
export const campaignsTexts = typed<typeof campaignsEn.campaigns>('campaigns');
/** The campaign screens' texts of one language, as the campaign page objects read them. */
export type CampaignTexts = (typeof campaignsTexts)['en'];
/** mfe-admin's pages (`admin.*`). */
export const adminTexts = typed<typeof adminEn.admin>('admin');
/** mfe-products' pages (`products.*`). */
export const productsTexts = typed<typeof productsEn.products>('products');

/**
 * mfe-products' orders screens (`orders.*`): a namespace of its own beside `products.*` in mfe-products' catalogue
 * (src/i18n/<lang>.ts), read the same way as the registry's.
 */
export const ordersTexts = Object.fromEntries(
  (['en', 'de'] as const).map((lang) => {
    const folder = platform.microFrontends.find((m) => m.name === 'products')!.folder;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folder comes from the registry
    const module = require(path.join(repoRoot, folder, 'src', 'i18n', lang)) as Record<string, { orders: unknown }>;
    return [lang, module[lang].orders];
  }),
) as Record<Lang, typeof productsEn.orders>;

/** i18next-style `{{name}}` interpolation for expectations. */
export function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
}

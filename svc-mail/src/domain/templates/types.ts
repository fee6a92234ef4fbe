import type { MailTemplateData, MailTemplateKey } from '@cadeau/contracts';
import type { MailContent } from './content';

export type Locale = 'de' | 'en';

export interface TemplateContext {
  /** Where the front end is served (PUBLIC_URL); every link in a mail starts with it. */
  publicUrl: string;
}

/** A template: the content of one mail in each language, from data already checked by its schema. */
export type Template<K extends MailTemplateKey> = Record<
  Locale,
  (data: MailTemplateData<K>, ctx: TemplateContext) => MailContent
>;

/** `PUBLIC_URL` + path + query, with every query value encoded. */
export function link(ctx: TemplateContext, path: string, query: Record<string, string> = {}): string {
  const base = ctx.publicUrl.replace(/\/+$/, '');
  const qs = new URLSearchParams(query).toString();
  return `${base}${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

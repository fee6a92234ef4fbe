import type { MailContent } from './content';
import type { Locale } from './types';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px 0;line-height:1.5">${text.split('\n').map(escapeHtml).join('<br>')}</p>`;

const footers: Record<Locale, string> = {
  de: 'Cadeau · Geschenkkampagnen aus der Schweiz',
  en: 'Cadeau · Gift campaigns from Switzerland',
};

export function renderHtml(content: MailContent, locale: Locale): string {
  const parts: string[] = [];
  if (content.greeting) parts.push(paragraphHtml(content.greeting));
  content.paragraphs.forEach((p) => parts.push(paragraphHtml(p)));
  if (content.image) {
    const { url, alt, size } = content.image;
    parts.push(
      `<p style="margin:0 0 16px 0"><a href="${escapeHtml(url)}"><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" style="display:block;border:0"></a></p>`,
    );
  }
  if (content.action) {
    parts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f6f5c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px 0;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(content.action.url)}</p>`,
    );
  }
  (content.after ?? []).forEach((p) => parts.push(paragraphHtml(p)));
  if (content.secondary) {
    parts.push(
      `<p style="margin:0 0 16px 0;line-height:1.5">${escapeHtml(content.secondary.text)} <a href="${escapeHtml(content.secondary.url)}">${escapeHtml(content.secondary.label)}</a></p>`,
    );
  }
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f2;font-family:Arial,Helvetica,sans-serif;color:#1d1d1b">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f2"><tr><td align="center" style="padding:24px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:24px 32px 0 32px;font-size:22px;font-weight:bold;color:#1f6f5c">Cadeau</td></tr>`,
    `<tr><td style="padding:24px 32px;font-size:15px">${parts.join('')}</td></tr>`,
    `<tr><td style="padding:16px 32px 24px 32px;font-size:12px;color:#777777;border-top:1px solid #eeeeee">${escapeHtml(footers[locale])}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

export function renderText(content: MailContent, locale: Locale): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.image) blocks.push(`${content.image.alt}:\n${content.image.url}`);
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.after ?? []));
  if (content.secondary) blocks.push(`${content.secondary.text} ${content.secondary.label}:\n${content.secondary.url}`);
  blocks.push(`--\n${footers[locale]}`);
  return `${blocks.join('\n\n')}\n`;
}

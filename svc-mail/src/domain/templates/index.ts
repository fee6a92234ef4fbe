import { mailTemplateData, type MailTemplateKey, type RenderedMail } from '@cadeau/contracts';
import {
  emailChanged,
  emailChangeNew,
  emailChangeOld,
  emailConfirmation,
  passwordChanged,
  passwordReset,
  platformAdminWelcome,
} from './account';
import { emailAddressTaken, registrationAttempt } from './account-exists';
import { invoiceIssued, paymentReceived, payoutDone } from './billing';
import { campaignApproved, campaignBlocked, campaignRejected, campaignReleased } from './campaigns';
import { renderHtml, renderText } from './layout';
import { campaignMessage, notification } from './messages';
import { invitation, organizationStatusChanged } from './organization';
import { digitalGiftDelivered, orderConfirmation, orderPlaced, orderShipped } from './orders';
import {
  productApproved,
  productBlocked,
  productPaused,
  productPublished,
  productRejected,
  productResumed,
  productVersionApproved,
  productVersionCreated,
} from './products';
import type { Locale, Template, TemplateContext } from './types';

export type { Locale, TemplateContext };
export { escapeHtml } from './layout';

const templates: { [K in MailTemplateKey]: Template<K> } = {
  emailConfirmation,
  passwordReset,
  platformAdminWelcome,
  invitation,
  emailChangeOld,
  emailChangeNew,
  passwordChanged,
  emailChanged,
  emailAddressTaken,
  registrationAttempt,
  organizationStatusChanged,
  productPublished,
  productVersionCreated,
  productApproved,
  productVersionApproved,
  productRejected,
  productPaused,
  productResumed,
  productBlocked,
  campaignReleased,
  campaignApproved,
  campaignRejected,
  campaignBlocked,
  orderConfirmation,
  orderPlaced,
  orderShipped,
  digitalGiftDelivered,
  invoiceIssued,
  paymentReceived,
  payoutDone,
  notification,
  campaignMessage,
};

/**
 * Renders one mail. `data` is checked against the template's schema first (a ZodError names the
 * missing field), so a template never shows `undefined`.
 */
export function renderMail(
  template: MailTemplateKey,
  locale: Locale,
  data: unknown,
  ctx: TemplateContext,
): RenderedMail {
  const parsed = mailTemplateData[template].parse(data);
  const content = (
    templates[template][locale] as (d: unknown, c: TemplateContext) => ReturnType<Template<MailTemplateKey>[Locale]>
  )(parsed, ctx);
  // A subject is one line: a name with line breaks must not add header lines or break the preview.
  const subject = content.subject.replace(/\s+/g, ' ').trim();
  return { subject, html: renderHtml({ ...content, subject }, locale), text: renderText(content, locale) };
}

/** The http(s) links of a rendered mail in order, un-escaped (the dev mailbox lists them). */
export function linksOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
    const url = m[1]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    if (/^https?:\/\//.test(url) && !out.includes(url)) out.push(url);
  }
  return out;
}

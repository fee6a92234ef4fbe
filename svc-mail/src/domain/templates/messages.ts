import { mailLinkPaths } from '@cadeau/contracts';
import { link, type Template } from './types';

// Blank lines separate paragraphs in free text written by people (notifications, campaign mail bodies).
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export const notification: Template<'notification'> = {
  de: (d, ctx) => ({
    subject: d.title,
    greeting: 'Guten Tag',
    paragraphs: paragraphs(d.body),
    action: { label: 'Im Cockpit ansehen', url: link(ctx, d.path ?? mailLinkPaths.cockpit) },
  }),
  en: (d, ctx) => ({
    subject: d.title,
    greeting: 'Hello',
    paragraphs: paragraphs(d.body),
    action: { label: 'View in the cockpit', url: link(ctx, d.path ?? mailLinkPaths.cockpit) },
  }),
};

// The provider adds the unsubscribe link to campaign mails (SendGrid subscription tracking).
export const campaignMessage: Template<'campaignMessage'> = {
  de: (d, ctx) => ({
    subject: d.subject,
    greeting: d.salutation,
    paragraphs: paragraphs(d.body),
    action: d.action ? { label: d.action.label, url: link(ctx, d.action.path) } : undefined,
  }),
  en: (d, ctx) => ({
    subject: d.subject,
    greeting: d.salutation,
    paragraphs: paragraphs(d.body),
    action: d.action ? { label: d.action.label, url: link(ctx, d.action.path) } : undefined,
  }),
};

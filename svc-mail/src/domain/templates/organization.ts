import { mailLinkPaths, type MailTemplateData } from '@cadeau/contracts';
import { link, type Locale, type Template } from './types';

export const invitation: Template<'invitation'> = {
  de: (d, ctx) => ({
    subject: `Einladung zu ${d.organizationName} auf Cadeau`,
    greeting: 'Guten Tag',
    paragraphs: [`${d.inviterName} lädt Sie ein, der Organisation ${d.organizationName} auf Cadeau beizutreten.`],
    action: { label: 'Einladung annehmen', url: link(ctx, mailLinkPaths.invitation, { token: d.token }) },
    after: ['Haben Sie noch kein Konto, können Sie sich mit diesem Link registrieren.'],
  }),
  en: (d, ctx) => ({
    subject: `Invitation to ${d.organizationName} on Cadeau`,
    greeting: 'Hello',
    paragraphs: [`${d.inviterName} invites you to join ${d.organizationName} on Cadeau.`],
    action: { label: 'Accept invitation', url: link(ctx, mailLinkPaths.invitation, { token: d.token }) },
    after: ['If you have no account yet, you can register with this link.'],
  }),
};

type OrgStatus = MailTemplateData<'organizationStatusChanged'>['status'];
// The status words of the cockpit's tags and of the notification that goes with this mail (one voice, issue 9).
const statusNames: Record<Locale, Record<OrgStatus, string>> = {
  de: { pending: 'in Prüfung', approved: 'genehmigt', rejected: 'abgelehnt', blocked: 'gesperrt' },
  en: { pending: 'pending', approved: 'approved', rejected: 'rejected', blocked: 'blocked' },
};

export const organizationStatusChanged: Template<'organizationStatusChanged'> = {
  de: (d, ctx) => ({
    subject: `${d.organizationName}: Status ${statusNames.de[d.status]}`,
    greeting: 'Guten Tag',
    paragraphs: [
      `Der Status Ihrer Organisation ${d.organizationName} ist jetzt: ${statusNames.de[d.status]}.`,
      `Begründung:\n${d.reason}`,
    ],
    action: { label: 'Organisation öffnen', url: link(ctx, mailLinkPaths.organization) },
  }),
  en: (d, ctx) => ({
    subject: `${d.organizationName}: status ${statusNames.en[d.status]}`,
    greeting: 'Hello',
    paragraphs: [
      `The status of your organisation ${d.organizationName} is now: ${statusNames.en[d.status]}.`,
      `Reason:\n${d.reason}`,
    ],
    action: { label: 'Open organisation', url: link(ctx, mailLinkPaths.organization) },
  }),
};

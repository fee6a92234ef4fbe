import { mailLinkPaths, type MailTemplateData } from '@cadeau/contracts';
import type { MailContent } from './layout';
import { link, type Locale, type Template, type TemplateContext } from './types';

/**
 * Mails to a giver about the review of a campaign (issue 11). The words are those of the campaign screens
 * (zur Prüfung freigegeben, genehmigt, abgelehnt, gesperrt; the giver is the "Schenker"); the button opens the
 * campaign's workspace in the cockpit. Who acted is told as in the product mails: the person who acted reads
 * a confirmation, a colleague reads their name, and without either the platform acted (the review, a block).
 */
type News = MailTemplateData<'campaignReleased'>;

interface Acts {
  you: string;
  named: (name: string) => string;
  platform: string;
}
const whoActed = (d: News, acts: Acts) => (d.byYou ? acts.you : d.byName ? acts.named(d.byName) : acts.platform);
const open: Record<Locale, string> = { de: 'Kampagne öffnen', en: 'Open campaign' };
const reasonLabel: Record<Locale, string> = { de: 'Begründung', en: 'Reason' };
const noteLabel: Record<Locale, string> = { de: 'Hinweis der Plattform', en: "The platform's note" };
const quoted = (locale: Locale, name: string) => (locale === 'de' ? `«${name}»` : `"${name}"`);

function campaignMail(
  locale: Locale,
  d: News & { reason?: string },
  ctx: TemplateContext,
  words: { subject: string; paragraphs: string[]; reasonLabel?: string },
): MailContent {
  const reason = d.reason?.trim();
  return {
    subject: words.subject,
    greeting: locale === 'de' ? 'Guten Tag' : 'Hello',
    paragraphs: reason
      ? [...words.paragraphs, `${words.reasonLabel ?? reasonLabel[locale]}:\n${reason}`]
      : words.paragraphs,
    action: { label: open[locale], url: link(ctx, `${mailLinkPaths.campaigns}/${d.campaignId}`) },
  };
}

export const campaignReleased: Template<'campaignReleased'> = {
  de: (d, ctx) =>
    campaignMail('de', d, ctx, {
      subject: `Kampagne zur Prüfung freigegeben: ${d.campaignName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben die Kampagne ${quoted('de', d.campaignName)} zur Prüfung freigegeben.`,
          named: (n) => `${n} hat die Kampagne ${quoted('de', d.campaignName)} zur Prüfung freigegeben.`,
          platform: `Die Kampagne ${quoted('de', d.campaignName)} wurde zur Prüfung freigegeben.`,
        }),
        'Die Plattform prüft sie jetzt. Sie erhalten eine Nachricht, sobald sie genehmigt oder abgelehnt ist; bis dahin lässt sie sich nicht bearbeiten.',
      ],
    }),
  en: (d, ctx) =>
    campaignMail('en', d, ctx, {
      subject: `Campaign released for review: ${d.campaignName}`,
      paragraphs: [
        whoActed(d, {
          you: `You released the campaign ${quoted('en', d.campaignName)} for review.`,
          named: (n) => `${n} released the campaign ${quoted('en', d.campaignName)} for review.`,
          platform: `The campaign ${quoted('en', d.campaignName)} was released for review.`,
        }),
        'The platform reviews it now. You will hear as soon as it is approved or rejected; until then it cannot be edited.',
      ],
    }),
};

export const campaignApproved: Template<'campaignApproved'> = {
  de: (d, ctx) =>
    campaignMail('de', d, ctx, {
      subject: `Kampagne genehmigt: ${d.campaignName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben die Kampagne ${quoted('de', d.campaignName)} genehmigt.`,
          named: (n) => `${n} hat die Kampagne ${quoted('de', d.campaignName)} genehmigt.`,
          platform: `Ihre Kampagne ${quoted('de', d.campaignName)} ist genehmigt.`,
        }),
        'Sie startet an ihrem Startdatum.',
      ],
      reasonLabel: noteLabel.de,
    }),
  en: (d, ctx) =>
    campaignMail('en', d, ctx, {
      subject: `Campaign approved: ${d.campaignName}`,
      paragraphs: [
        whoActed(d, {
          you: `You approved the campaign ${quoted('en', d.campaignName)}.`,
          named: (n) => `${n} approved the campaign ${quoted('en', d.campaignName)}.`,
          platform: `Your campaign ${quoted('en', d.campaignName)} is approved.`,
        }),
        'It starts on its start date.',
      ],
      reasonLabel: noteLabel.en,
    }),
};

export const campaignRejected: Template<'campaignRejected'> = {
  de: (d, ctx) =>
    campaignMail('de', d, ctx, {
      subject: `Kampagne abgelehnt: ${d.campaignName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben die Kampagne ${quoted('de', d.campaignName)} bei der Prüfung abgelehnt.`,
          named: (n) => `${n} hat die Kampagne ${quoted('de', d.campaignName)} bei der Prüfung abgelehnt.`,
          platform: `Ihre Kampagne ${quoted('de', d.campaignName)} wurde bei der Prüfung abgelehnt.`,
        }),
        'Passen Sie sie gemäss der Begründung an und geben Sie sie erneut zur Prüfung frei. Die Begründung finden Sie auch in Ihren Konversationen.',
      ],
    }),
  en: (d, ctx) =>
    campaignMail('en', d, ctx, {
      subject: `Campaign rejected: ${d.campaignName}`,
      paragraphs: [
        whoActed(d, {
          you: `You rejected the campaign ${quoted('en', d.campaignName)} in the review.`,
          named: (n) => `${n} rejected the campaign ${quoted('en', d.campaignName)} in the review.`,
          platform: `Your campaign ${quoted('en', d.campaignName)} was rejected in the review.`,
        }),
        'Adjust it as the reason says and release it for review again. You also find the reason in your conversations.',
      ],
    }),
};

export const campaignBlocked: Template<'campaignBlocked'> = {
  de: (d, ctx) =>
    campaignMail('de', d, ctx, {
      subject: `Kampagne gesperrt: ${d.campaignName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben die Kampagne ${quoted('de', d.campaignName)} gesperrt.`,
          named: (n) => `${n} hat die Kampagne ${quoted('de', d.campaignName)} gesperrt.`,
          platform: `Die Plattform hat Ihre Kampagne ${quoted('de', d.campaignName)} gesperrt.`,
        }),
        'Sie wird nicht versendet. Bei Fragen antworten Sie in Ihren Konversationen.',
      ],
    }),
  en: (d, ctx) =>
    campaignMail('en', d, ctx, {
      subject: `Campaign blocked: ${d.campaignName}`,
      paragraphs: [
        whoActed(d, {
          you: `You blocked the campaign ${quoted('en', d.campaignName)}.`,
          named: (n) => `${n} blocked the campaign ${quoted('en', d.campaignName)}.`,
          platform: `The platform blocked your campaign ${quoted('en', d.campaignName)}.`,
        }),
        'It will not be sent. If you have questions, reply in your conversations.',
      ],
    }),
};

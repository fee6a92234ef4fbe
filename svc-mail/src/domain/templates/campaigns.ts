import { mailLinkPaths, type MailTemplateData } from '@cadeau/contracts';
import { reviewNews } from './review-news';
import type { Locale, Template } from './types';

/**
 * Mails to a giver about the review of a campaign (issue 11). The words are those of the campaign screens
 * (zur Prüfung eingereicht, genehmigt, abgelehnt, gesperrt; the giver is the "Schenker"); the button opens the
 * campaign's workspace in the cockpit. Who acted is told as in the product mails (review-news.ts).
 */
type News = MailTemplateData<'campaignReleased'>;

const quoted = (locale: Locale, name: string) => (locale === 'de' ? `«${name}»` : `"${name}"`);
const campaignNews = reviewNews<News>({
  open: { de: 'Kampagne öffnen', en: 'Open campaign' },
  path: (d) => `${mailLinkPaths.campaigns}/${d.campaignId}`,
});

export const campaignReleased: Template<'campaignReleased'> = campaignNews({
  de: (d) => ({
    subject: `Kampagne zur Prüfung eingereicht: ${d.campaignName}`,
    you: `Sie haben die Kampagne ${quoted('de', d.campaignName)} zur Prüfung eingereicht.`,
    named: (n) => `${n} hat die Kampagne ${quoted('de', d.campaignName)} zur Prüfung eingereicht.`,
    platform: `Die Kampagne ${quoted('de', d.campaignName)} wurde zur Prüfung eingereicht.`,
    next: 'Die Plattform prüft sie jetzt. Sie erhalten eine Nachricht, sobald sie genehmigt oder abgelehnt ist; bis dahin lässt sie sich nicht bearbeiten.',
  }),
  en: (d) => ({
    subject: `Campaign released for review: ${d.campaignName}`,
    you: `You released the campaign ${quoted('en', d.campaignName)} for review.`,
    named: (n) => `${n} released the campaign ${quoted('en', d.campaignName)} for review.`,
    platform: `The campaign ${quoted('en', d.campaignName)} was released for review.`,
    next: 'The platform reviews it now. You will hear as soon as it is approved or rejected; until then it cannot be edited.',
  }),
});

export const campaignApproved: Template<'campaignApproved'> = campaignNews({
  de: (d) => ({
    subject: `Kampagne genehmigt: ${d.campaignName}`,
    you: `Sie haben die Kampagne ${quoted('de', d.campaignName)} genehmigt.`,
    named: (n) => `${n} hat die Kampagne ${quoted('de', d.campaignName)} genehmigt.`,
    platform: `Ihre Kampagne ${quoted('de', d.campaignName)} ist genehmigt.`,
    next: 'Sie beginnt an ihrem ersten Tag.',
    note: true,
  }),
  en: (d) => ({
    subject: `Campaign approved: ${d.campaignName}`,
    you: `You approved the campaign ${quoted('en', d.campaignName)}.`,
    named: (n) => `${n} approved the campaign ${quoted('en', d.campaignName)}.`,
    platform: `Your campaign ${quoted('en', d.campaignName)} is approved.`,
    next: 'It starts on its start date.',
    note: true,
  }),
});

export const campaignRejected: Template<'campaignRejected'> = campaignNews({
  de: (d) => ({
    subject: `Kampagne abgelehnt: ${d.campaignName}`,
    you: `Sie haben die Kampagne ${quoted('de', d.campaignName)} bei der Prüfung abgelehnt.`,
    named: (n) => `${n} hat die Kampagne ${quoted('de', d.campaignName)} bei der Prüfung abgelehnt.`,
    platform: `Ihre Kampagne ${quoted('de', d.campaignName)} wurde bei der Prüfung abgelehnt.`,
    next: 'Passen Sie sie gemäss der Begründung an und reichen Sie sie erneut zur Prüfung ein. Die Begründung finden Sie auch in Ihren Konversationen.',
  }),
  en: (d) => ({
    subject: `Campaign rejected: ${d.campaignName}`,
    you: `You rejected the campaign ${quoted('en', d.campaignName)} in the review.`,
    named: (n) => `${n} rejected the campaign ${quoted('en', d.campaignName)} in the review.`,
    platform: `Your campaign ${quoted('en', d.campaignName)} was rejected in the review.`,
    next: 'Adjust it as the reason says and release it for review again. You also find the reason in your conversations.',
  }),
});

export const campaignBlocked: Template<'campaignBlocked'> = campaignNews({
  de: (d) => ({
    subject: `Kampagne gesperrt: ${d.campaignName}`,
    you: `Sie haben die Kampagne ${quoted('de', d.campaignName)} gesperrt.`,
    named: (n) => `${n} hat die Kampagne ${quoted('de', d.campaignName)} gesperrt.`,
    platform: `Die Plattform hat Ihre Kampagne ${quoted('de', d.campaignName)} gesperrt.`,
    next: 'Sie wird nicht versendet. Bei Fragen antworten Sie in Ihren Konversationen.',
  }),
  en: (d) => ({
    subject: `Campaign blocked: ${d.campaignName}`,
    you: `You blocked the campaign ${quoted('en', d.campaignName)}.`,
    named: (n) => `${n} blocked the campaign ${quoted('en', d.campaignName)}.`,
    platform: `The platform blocked your campaign ${quoted('en', d.campaignName)}.`,
    next: 'It will not be sent. If you have questions, reply in your conversations.',
  }),
});

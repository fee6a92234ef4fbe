import { mailLinkPaths, type MailTemplateData } from '@cadeau/contracts';
import { reviewNews } from './review-news';
import type { Template } from './types';

/**
 * Mails to a seller about a product (issue 10). The words are those of the product screens (mfe-products:
 * zur Prüfung eingereicht, genehmigt, abgelehnt, pausiert, gesperrt; the seller is the "Anbieter"). The product is named with its
 * number and version, as two versions of one product share a name; the button opens it in the cockpit.
 */
type News = MailTemplateData<'productPaused'>;

const label = (d: News) => `${d.productName} (${d.productNumber}, Version ${d.version})`;

const productNews = reviewNews<News>({
  open: { de: 'Produkt öffnen', en: 'Open product' },
  path: (d) => `${mailLinkPaths.products}/${d.productId}`,
});

export const productApproved: Template<'productApproved'> = productNews({
  de: (d) => ({
    subject: `Produkt genehmigt: ${d.productName}`,
    you: `Sie haben das Produkt ${label(d)} genehmigt.`,
    named: (n) => `${n} hat Ihr Produkt ${label(d)} genehmigt.`,
    platform: `Ihr Produkt ${label(d)} ist genehmigt.`,
    next: 'Schenker können es ab sofort für ihre Kampagnen auswählen.',
    note: true,
  }),
  en: (d) => ({
    subject: `Product approved: ${d.productName}`,
    you: `You approved the product ${label(d)}.`,
    named: (n) => `${n} approved your product ${label(d)}.`,
    platform: `Your product ${label(d)} is approved.`,
    next: 'Givers can now choose it for their campaigns.',
    note: true,
  }),
});

export const productVersionApproved: Template<'productVersionApproved'> = productNews({
  de: (d) => ({
    subject: `Neue Version genehmigt: ${d.productName}`,
    you: `Sie haben die neue Version des Produkts ${label(d)} genehmigt.`,
    named: (n) => `${n} hat die neue Version Ihres Produkts ${label(d)} genehmigt.`,
    platform: `Die neue Version Ihres Produkts ${label(d)} ist genehmigt.`,
    next: 'Neue Kampagnen erhalten ab sofort diese Version. Die vorherige Version beliefert nur noch die Kampagnen, die sie bereits enthalten.',
    note: true,
  }),
  en: (d) => ({
    subject: `New version approved: ${d.productName}`,
    you: `You approved the new version of the product ${label(d)}.`,
    named: (n) => `${n} approved the new version of your product ${label(d)}.`,
    platform: `The new version of your product ${label(d)} is approved.`,
    next: 'New campaigns get this version from now on. The previous version only serves the campaigns that already hold it.',
    note: true,
  }),
});

export const productRejected: Template<'productRejected'> = productNews({
  de: (d) => ({
    subject: `Produkt abgelehnt: ${d.productName}`,
    you: `Sie haben das Produkt ${label(d)} bei der Prüfung abgelehnt.`,
    named: (n) => `${n} hat Ihr Produkt ${label(d)} bei der Prüfung abgelehnt.`,
    platform: `Ihr Produkt ${label(d)} wurde bei der Prüfung abgelehnt.`,
    next: 'Passen Sie es gemäss der Begründung an und reichen Sie es erneut zur Prüfung ein. Die Begründung finden Sie auch in Ihren Konversationen.',
  }),
  en: (d) => ({
    subject: `Product rejected: ${d.productName}`,
    you: `You rejected the product ${label(d)} in the review.`,
    named: (n) => `${n} rejected your product ${label(d)} in the review.`,
    platform: `Your product ${label(d)} was rejected in the review.`,
    next: 'Adjust it as the reason says and publish it again. You also find the reason in your conversations.',
  }),
});

export const productPaused: Template<'productPaused'> = productNews({
  de: (d) => ({
    subject: `Produkt pausiert: ${d.productName}`,
    you: `Sie haben Ihr Produkt ${label(d)} pausiert.`,
    named: (n) => `${n} hat Ihr Produkt ${label(d)} pausiert.`,
    platform: `Die Plattform hat Ihr Produkt ${label(d)} pausiert.`,
    next: 'Schenker können es für neue Kampagnen nicht auswählen, bis es fortgesetzt wird.',
  }),
  en: (d) => ({
    subject: `Product paused: ${d.productName}`,
    you: `You paused your product ${label(d)}.`,
    named: (n) => `${n} paused your product ${label(d)}.`,
    platform: `The platform paused your product ${label(d)}.`,
    next: 'Givers cannot choose it for new campaigns until it is resumed.',
  }),
});

export const productResumed: Template<'productResumed'> = productNews({
  de: (d) => ({
    subject: `Produkt fortgesetzt: ${d.productName}`,
    you: `Sie haben Ihr Produkt ${label(d)} fortgesetzt. Es ist wieder genehmigt.`,
    named: (n) => `${n} hat Ihr Produkt ${label(d)} fortgesetzt. Es ist wieder genehmigt.`,
    platform: `Die Plattform hat Ihr Produkt ${label(d)} fortgesetzt. Es ist wieder genehmigt.`,
    next: 'Schenker können es wieder für Kampagnen auswählen.',
  }),
  en: (d) => ({
    subject: `Product resumed: ${d.productName}`,
    you: `You resumed your product ${label(d)}. It is approved again.`,
    named: (n) => `${n} resumed your product ${label(d)}. It is approved again.`,
    platform: `The platform resumed your product ${label(d)}. It is approved again.`,
    next: 'Givers can choose it for campaigns again.',
  }),
});

export const productBlocked: Template<'productBlocked'> = productNews({
  de: (d) => ({
    subject: `Produkt gesperrt: ${d.productName}`,
    you: `Sie haben das Produkt ${label(d)} gesperrt.`,
    named: (n) => `${n} hat Ihr Produkt ${label(d)} gesperrt.`,
    platform: `Die Plattform hat Ihr Produkt ${label(d)} gesperrt.`,
    next: 'Schenker können es nicht mehr für Kampagnen auswählen. Bei Fragen antworten Sie in Ihren Konversationen.',
  }),
  en: (d) => ({
    subject: `Product blocked: ${d.productName}`,
    you: `You blocked the product ${label(d)}.`,
    named: (n) => `${n} blocked your product ${label(d)}.`,
    platform: `The platform blocked your product ${label(d)}.`,
    next: 'Givers can no longer choose it for campaigns. If you have questions, reply in your conversations.',
  }),
});

export const productPublished: Template<'productPublished'> = productNews({
  de: (d) => ({
    subject: `Produkt zur Prüfung eingereicht: ${d.productName}`,
    you: `Sie haben Ihr Produkt ${label(d)} zur Prüfung eingereicht.`,
    named: (n) => `${n} hat Ihr Produkt ${label(d)} zur Prüfung eingereicht.`,
    platform: `Ihr Produkt ${label(d)} wurde zur Prüfung eingereicht.`,
    next: 'Die Plattform prüft es jetzt. Sie erhalten eine Nachricht, sobald es genehmigt oder abgelehnt ist; bis dahin lässt es sich nicht bearbeiten.',
  }),
  en: (d) => ({
    subject: `Product released for review: ${d.productName}`,
    you: `You released your product ${label(d)} for review.`,
    named: (n) => `${n} released your product ${label(d)} for review.`,
    platform: `Your product ${label(d)} was released for review.`,
    next: 'The platform reviews it now. You will hear as soon as it is approved or rejected; until then it cannot be edited.',
  }),
});

export const productVersionCreated: Template<'productVersionCreated'> = productNews({
  de: (d) => ({
    subject: `Neue Version erstellt: ${d.productName}`,
    you: `Sie haben von Ihrem Produkt ${label(d)} eine neue Version im Entwurf erstellt.`,
    named: (n) => `${n} hat von Ihrem Produkt ${label(d)} eine neue Version im Entwurf erstellt.`,
    platform: `Von Ihrem Produkt ${label(d)} gibt es eine neue Version im Entwurf.`,
    next: 'Die bisherige Version bleibt verfügbar, bis die neue genehmigt ist. Reichen Sie den Entwurf zur Prüfung ein, wenn er fertig ist.',
  }),
  en: (d) => ({
    subject: `New version created: ${d.productName}`,
    you: `You created a new draft version of your product ${label(d)}.`,
    named: (n) => `${n} created a new draft version of your product ${label(d)}.`,
    platform: `Your product ${label(d)} has a new draft version.`,
    next: 'The current version stays available until the new one is approved. Publish the draft when it is ready.',
  }),
});

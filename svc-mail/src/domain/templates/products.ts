import { mailLinkPaths, type MailTemplateData } from '@cadeau/contracts';
import type { MailContent } from './layout';
import { link, type Locale, type Template, type TemplateContext } from './types';

/**
 * Mails to a seller about a product (issue 10). The words are those of the product screens (mfe-products:
 * freigegeben, abgelehnt, pausiert, gesperrt; the seller is the "Anbieter"). The product is named with its
 * number and version, as two versions of one product share a name; the button opens it in the cockpit.
 */
type News = MailTemplateData<'productPaused'>;

const label = (d: News) => `${d.productName} (${d.productNumber}, Version ${d.version})`;
const open: Record<Locale, string> = { de: 'Produkt öffnen', en: 'Open product' };
const reasonLabel: Record<Locale, string> = { de: 'Begründung', en: 'Reason' };
const noteLabel: Record<Locale, string> = { de: 'Hinweis der Plattform', en: "The platform's note" };

function productMail(
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
    action: { label: open[locale], url: link(ctx, `${mailLinkPaths.products}/${d.productId}`) },
  };
}

export const productApproved: Template<'productApproved'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt freigegeben: ${d.productName}`,
      paragraphs: [
        `Ihr Produkt ${label(d)} ist freigegeben.`,
        'Schenker können es ab sofort für ihre Kampagnen auswählen.',
      ],
      reasonLabel: noteLabel.de,
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product approved: ${d.productName}`,
      paragraphs: [`Your product ${label(d)} is approved.`, 'Givers can now choose it for their campaigns.'],
      reasonLabel: noteLabel.en,
    }),
};

export const productVersionApproved: Template<'productVersionApproved'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Neue Version freigegeben: ${d.productName}`,
      paragraphs: [
        `Die neue Version Ihres Produkts ${label(d)} ist freigegeben.`,
        'Neue Kampagnen erhalten ab sofort diese Version. Die vorherige Version beliefert nur noch die Kampagnen, die sie bereits enthalten.',
      ],
      reasonLabel: noteLabel.de,
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `New version approved: ${d.productName}`,
      paragraphs: [
        `The new version of your product ${label(d)} is approved.`,
        'New campaigns get this version from now on. The previous version only serves the campaigns that already hold it.',
      ],
      reasonLabel: noteLabel.en,
    }),
};

export const productRejected: Template<'productRejected'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt abgelehnt: ${d.productName}`,
      paragraphs: [
        `Ihr Produkt ${label(d)} wurde bei der Prüfung abgelehnt.`,
        'Passen Sie es gemäss der Begründung an und veröffentlichen Sie es erneut. Die Begründung finden Sie auch in Ihren Konversationen.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product rejected: ${d.productName}`,
      paragraphs: [
        `Your product ${label(d)} was rejected in the review.`,
        'Adjust it as the reason says and publish it again. You also find the reason in your conversations.',
      ],
    }),
};

export const productPaused: Template<'productPaused'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt pausiert: ${d.productName}`,
      paragraphs: [
        `Ihr Produkt ${label(d)} ist pausiert.`,
        'Schenker können es für neue Kampagnen nicht auswählen, bis es fortgesetzt wird.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product paused: ${d.productName}`,
      paragraphs: [
        `Your product ${label(d)} is paused.`,
        'Givers cannot choose it for new campaigns until it is resumed.',
      ],
    }),
};

export const productResumed: Template<'productResumed'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt fortgesetzt: ${d.productName}`,
      paragraphs: [
        `Ihr Produkt ${label(d)} ist wieder freigegeben.`,
        'Schenker können es wieder für Kampagnen auswählen.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product resumed: ${d.productName}`,
      paragraphs: [`Your product ${label(d)} is approved again.`, 'Givers can choose it for campaigns again.'],
    }),
};

export const productBlocked: Template<'productBlocked'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt gesperrt: ${d.productName}`,
      paragraphs: [
        `Die Plattform hat Ihr Produkt ${label(d)} gesperrt.`,
        'Schenker können es nicht mehr für Kampagnen auswählen. Bei Fragen antworten Sie in Ihren Konversationen.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product blocked: ${d.productName}`,
      paragraphs: [
        `The platform blocked your product ${label(d)}.`,
        'Givers can no longer choose it for campaigns. If you have questions, reply in your conversations.',
      ],
    }),
};

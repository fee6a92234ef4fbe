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

/**
 * The first sentence as this reader is told who acted: the person who acted reads a confirmation ("Sie
 * haben …"), a colleague reads their name, and without either the platform acted (the review, a block).
 */
interface Acts {
  you: string;
  named: (name: string) => string;
  platform: string;
}
const whoActed = (d: News, acts: Acts) => (d.byYou ? acts.you : d.byName ? acts.named(d.byName) : acts.platform);
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
        whoActed(d, {
          you: `Sie haben das Produkt ${label(d)} freigegeben.`,
          named: (n) => `${n} hat Ihr Produkt ${label(d)} freigegeben.`,
          platform: `Ihr Produkt ${label(d)} ist freigegeben.`,
        }),
        'Schenker können es ab sofort für ihre Kampagnen auswählen.',
      ],
      reasonLabel: noteLabel.de,
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product approved: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `You approved the product ${label(d)}.`,
          named: (n) => `${n} approved your product ${label(d)}.`,
          platform: `Your product ${label(d)} is approved.`,
        }),
        'Givers can now choose it for their campaigns.',
      ],
      reasonLabel: noteLabel.en,
    }),
};

export const productVersionApproved: Template<'productVersionApproved'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Neue Version freigegeben: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben die neue Version des Produkts ${label(d)} freigegeben.`,
          named: (n) => `${n} hat die neue Version Ihres Produkts ${label(d)} freigegeben.`,
          platform: `Die neue Version Ihres Produkts ${label(d)} ist freigegeben.`,
        }),
        'Neue Kampagnen erhalten ab sofort diese Version. Die vorherige Version beliefert nur noch die Kampagnen, die sie bereits enthalten.',
      ],
      reasonLabel: noteLabel.de,
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `New version approved: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `You approved the new version of the product ${label(d)}.`,
          named: (n) => `${n} approved the new version of your product ${label(d)}.`,
          platform: `The new version of your product ${label(d)} is approved.`,
        }),
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
        whoActed(d, {
          you: `Sie haben das Produkt ${label(d)} bei der Prüfung abgelehnt.`,
          named: (n) => `${n} hat Ihr Produkt ${label(d)} bei der Prüfung abgelehnt.`,
          platform: `Ihr Produkt ${label(d)} wurde bei der Prüfung abgelehnt.`,
        }),
        'Passen Sie es gemäss der Begründung an und veröffentlichen Sie es erneut. Die Begründung finden Sie auch in Ihren Konversationen.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product rejected: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `You rejected the product ${label(d)} in the review.`,
          named: (n) => `${n} rejected your product ${label(d)} in the review.`,
          platform: `Your product ${label(d)} was rejected in the review.`,
        }),
        'Adjust it as the reason says and publish it again. You also find the reason in your conversations.',
      ],
    }),
};

export const productPaused: Template<'productPaused'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt pausiert: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben Ihr Produkt ${label(d)} pausiert.`,
          named: (n) => `${n} hat Ihr Produkt ${label(d)} pausiert.`,
          platform: `Die Plattform hat Ihr Produkt ${label(d)} pausiert.`,
        }),
        'Schenker können es für neue Kampagnen nicht auswählen, bis es fortgesetzt wird.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product paused: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `You paused your product ${label(d)}.`,
          named: (n) => `${n} paused your product ${label(d)}.`,
          platform: `The platform paused your product ${label(d)}.`,
        }),
        'Givers cannot choose it for new campaigns until it is resumed.',
      ],
    }),
};

export const productResumed: Template<'productResumed'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt fortgesetzt: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben Ihr Produkt ${label(d)} fortgesetzt. Es ist wieder freigegeben.`,
          named: (n) => `${n} hat Ihr Produkt ${label(d)} fortgesetzt. Es ist wieder freigegeben.`,
          platform: `Die Plattform hat Ihr Produkt ${label(d)} fortgesetzt. Es ist wieder freigegeben.`,
        }),
        'Schenker können es wieder für Kampagnen auswählen.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product resumed: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `You resumed your product ${label(d)}. It is approved again.`,
          named: (n) => `${n} resumed your product ${label(d)}. It is approved again.`,
          platform: `The platform resumed your product ${label(d)}. It is approved again.`,
        }),
        'Givers can choose it for campaigns again.',
      ],
    }),
};

export const productBlocked: Template<'productBlocked'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt gesperrt: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben das Produkt ${label(d)} gesperrt.`,
          named: (n) => `${n} hat Ihr Produkt ${label(d)} gesperrt.`,
          platform: `Die Plattform hat Ihr Produkt ${label(d)} gesperrt.`,
        }),
        'Schenker können es nicht mehr für Kampagnen auswählen. Bei Fragen antworten Sie in Ihren Konversationen.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product blocked: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `You blocked the product ${label(d)}.`,
          named: (n) => `${n} blocked your product ${label(d)}.`,
          platform: `The platform blocked your product ${label(d)}.`,
        }),
        'Givers can no longer choose it for campaigns. If you have questions, reply in your conversations.',
      ],
    }),
};

export const productPublished: Template<'productPublished'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Produkt zur Prüfung freigegeben: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben Ihr Produkt ${label(d)} zur Prüfung freigegeben.`,
          named: (n) => `${n} hat Ihr Produkt ${label(d)} zur Prüfung freigegeben.`,
          platform: `Ihr Produkt ${label(d)} wurde zur Prüfung freigegeben.`,
        }),
        'Die Plattform prüft es jetzt. Sie erhalten eine Nachricht, sobald es freigegeben oder abgelehnt ist; bis dahin lässt es sich nicht bearbeiten.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `Product released for review: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `You released your product ${label(d)} for review.`,
          named: (n) => `${n} released your product ${label(d)} for review.`,
          platform: `Your product ${label(d)} was released for review.`,
        }),
        'The platform reviews it now. You will hear as soon as it is approved or rejected; until then it cannot be edited.',
      ],
    }),
};

export const productVersionCreated: Template<'productVersionCreated'> = {
  de: (d, ctx) =>
    productMail('de', d, ctx, {
      subject: `Neue Version erstellt: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `Sie haben von Ihrem Produkt ${label(d)} eine neue Version im Entwurf erstellt.`,
          named: (n) => `${n} hat von Ihrem Produkt ${label(d)} eine neue Version im Entwurf erstellt.`,
          platform: `Von Ihrem Produkt ${label(d)} gibt es eine neue Version im Entwurf.`,
        }),
        'Die bisherige Version bleibt verfügbar, bis die neue freigegeben ist. Veröffentlichen Sie den Entwurf, wenn er fertig ist.',
      ],
    }),
  en: (d, ctx) =>
    productMail('en', d, ctx, {
      subject: `New version created: ${d.productName}`,
      paragraphs: [
        whoActed(d, {
          you: `You created a new draft version of your product ${label(d)}.`,
          named: (n) => `${n} created a new draft version of your product ${label(d)}.`,
          platform: `Your product ${label(d)} has a new draft version.`,
        }),
        'The current version stays available until the new one is approved. Publish the draft when it is ready.',
      ],
    }),
};

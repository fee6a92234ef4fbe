import type { MailTemplateData } from '@cadeau/contracts';
import { formatDay } from '../campaign-mail/values';
import type { MailContent } from './content';
import { formatChf as chf } from './money';
import { link, type Locale, type Template, type TemplateContext } from './types';

/**
 * Mails about an organisation's invoices and payouts (issue 19, svc-billing), in the words of the billing
 * screens: Rechnung, Depot, Guthaben, Auszahlung. Amounts come in Rappen and are shown as CHF; dates as every
 * mail shows them (de dd.mm.yy, en mm/dd/yy). The invoice's PDF travels as the command's attachment, so the
 * texts point to it; its QR-bill is named only when something is open, and never for a payout (the platform
 * pays it, nobody pays it by QR-bill).
 */
type Issued = MailTemplateData<'invoiceIssued'>;
type InvoiceType = Issued['invoiceType'];

/** The document's name by invoice type (spec section 3); each German one takes "die". */
const documentNames: Record<Locale, Record<InvoiceType, string>> = {
  de: {
    deposit: 'Depotrechnung',
    finalBilling: 'Schlussabrechnung',
    orderBilling: 'Bestellabrechnung',
    payout: 'Auszahlung',
    manual: 'Rechnung',
  },
  en: {
    deposit: 'deposit invoice',
    finalBilling: 'final billing',
    orderBilling: 'order billing',
    payout: 'payout',
    manual: 'invoice',
  },
};

/** What the document is for, one or two sentences after the one that names it. */
const purposes: Record<Locale, Record<InvoiceType, string>> = {
  de: {
    deposit:
      'Mit dem Depot zahlen Sie das Budget der Kampagne und die Gebühren im Voraus ein. Die Kampagne kann erst genehmigt werden, wenn das Depot bezahlt ist.',
    finalBilling:
      'Die Schlussabrechnung rechnet die eingelösten Geschenke der beendeten Kampagne und die Gebühren mit dem Depot ab. Was vom Depot übrig bleibt, wird Ihrem Guthaben gutgeschrieben.',
    orderBilling: 'Die Bestellabrechnung führt die Bestellungen Ihrer Produkte und die Gebühr der Plattform auf.',
    payout:
      'Sie wird auf die IBAN Ihrer Organisation überwiesen. Sobald sie ausgeführt ist, erhalten Sie eine Bestätigung.',
    manual: 'Die Positionen stehen in der Rechnung.',
  },
  en: {
    deposit:
      "With the deposit you pay the campaign's budget and the fees in advance. The campaign can only be approved once the deposit is paid.",
    finalBilling:
      'The final billing settles the redeemed gifts of the finished campaign and the fees against the deposit. What is left of the deposit is added to your credit.',
    orderBilling: "The order billing lists the orders of your products and the platform's fee.",
    payout: "It will be transferred to your organisation's IBAN. You receive a confirmation once it is done.",
    manual: 'The items are listed in the invoice.',
  },
};

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const openLink = (ctx: TemplateContext, path: string, locale: Locale) => ({
  label: locale === 'de' ? 'Im Cockpit ansehen' : 'View in the cockpit',
  url: link(ctx, path),
});

/** The amounts: what is open and until when, with the QR-bill to pay it; a payout has only its amount. */
function amountLines(d: Issued, locale: Locale): string[] {
  const due = d.dueDate ? formatDay(d.dueDate, locale) : '';
  if (locale === 'de') {
    if (d.invoiceType === 'payout') return [`Betrag: ${chf(d.amountRappen)}.`];
    if (d.openRappen === 0) return [`Betrag: ${chf(d.amountRappen)}. Zu bezahlen ist nichts.`];
    return [
      `Betrag: ${chf(d.amountRappen)}, offen: ${chf(d.openRappen)}${due ? `, zahlbar bis ${due}` : ''}.`,
      'Die QR-Rechnung zum Bezahlen finden Sie im PDF im Anhang.',
    ];
  }
  if (d.invoiceType === 'payout') return [`Amount: ${chf(d.amountRappen)}.`];
  if (d.openRappen === 0) return [`Amount: ${chf(d.amountRappen)}. There is nothing to pay.`];
  return [
    `Amount: ${chf(d.amountRappen)}, open: ${chf(d.openRappen)}${due ? `, payable by ${due}` : ''}.`,
    'The QR-bill to pay it is in the attached PDF.',
  ];
}

export const invoiceIssued: Template<'invoiceIssued'> = {
  de: (d, ctx) => {
    const name = documentNames.de[d.invoiceType];
    const campaign = d.campaignName ? ` (Kampagne «${d.campaignName}»)` : '';
    const intro =
      d.invoiceType === 'payout'
        ? `Die Auszahlung ${d.invoiceNumber} an ${d.organizationName} ist erfasst${campaign}.`
        : `Für ${d.organizationName} ist die ${name} ${d.invoiceNumber} ausgestellt${campaign}.`;
    return {
      subject: `${name} ${d.invoiceNumber}${d.campaignName ? `: ${d.campaignName}` : ''}`,
      greeting: 'Guten Tag',
      paragraphs: [intro, purposes.de[d.invoiceType], ...amountLines(d, 'de')],
      action: openLink(ctx, d.path, 'de'),
      after: [`Die ${name} ${d.invoiceNumber} liegt als PDF bei.`],
    } satisfies MailContent;
  },
  en: (d, ctx) => {
    const name = documentNames.en[d.invoiceType];
    const campaign = d.campaignName ? ` (campaign “${d.campaignName}”)` : '';
    const intro =
      d.invoiceType === 'payout'
        ? `The payout ${d.invoiceNumber} to ${d.organizationName} is recorded${campaign}.`
        : `The ${name} ${d.invoiceNumber} for ${d.organizationName} has been issued${campaign}.`;
    return {
      subject: `${capitalized(name)} ${d.invoiceNumber}${d.campaignName ? `: ${d.campaignName}` : ''}`,
      greeting: 'Hello',
      paragraphs: [intro, purposes.en[d.invoiceType], ...amountLines(d, 'en')],
      action: openLink(ctx, d.path, 'en'),
      after: [`The ${name} ${d.invoiceNumber} is attached as a PDF.`],
    };
  },
};

export const paymentReceived: Template<'paymentReceived'> = {
  de: (d, ctx) => ({
    subject: `Zahlung erhalten: Rechnung ${d.invoiceNumber}`,
    greeting: 'Guten Tag',
    paragraphs: [
      `Für die Rechnung ${d.invoiceNumber} von ${d.organizationName} haben wir ${chf(d.paidRappen)} erhalten. Vielen Dank!`,
      d.openRappen === 0
        ? 'Die Rechnung ist damit bezahlt.'
        : `Offen sind noch ${chf(d.openRappen)}. Die QR-Rechnung dazu finden Sie im PDF der Rechnung.`,
    ],
    action: openLink(ctx, d.path, 'de'),
  }),
  en: (d, ctx) => ({
    subject: `Payment received: invoice ${d.invoiceNumber}`,
    greeting: 'Hello',
    paragraphs: [
      `We received ${chf(d.paidRappen)} for the invoice ${d.invoiceNumber} of ${d.organizationName}. Thank you!`,
      d.openRappen === 0
        ? 'The invoice is now paid.'
        : `${chf(d.openRappen)} remain open. The QR-bill for it is in the invoice's PDF.`,
    ],
    action: openLink(ctx, d.path, 'en'),
  }),
};

export const payoutDone: Template<'payoutDone'> = {
  de: (d, ctx) => ({
    subject: `Auszahlung überwiesen: ${d.invoiceNumber}`,
    greeting: 'Guten Tag',
    paragraphs: [
      `Wir haben ${chf(d.amountRappen)} an ${d.organizationName} überwiesen, auf das Konto mit der IBAN ${d.iban} (Auszahlung ${d.invoiceNumber}).`,
    ],
    action: openLink(ctx, d.path, 'de'),
  }),
  en: (d, ctx) => ({
    subject: `Payout transferred: ${d.invoiceNumber}`,
    greeting: 'Hello',
    paragraphs: [
      `We transferred ${chf(d.amountRappen)} to ${d.organizationName}, to the account with the IBAN ${d.iban} (payout ${d.invoiceNumber}).`,
    ],
    action: openLink(ctx, d.path, 'en'),
  }),
};

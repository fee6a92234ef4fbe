import {
  mailLinkPaths,
  orderQrPath,
  trackingUrlOf,
  type MailTemplateData,
  type ShipmentCarrier,
} from '@cadeau/contracts';
import type { MailContent } from './content';
import { link, type Template, type TemplateContext } from './types';

/**
 * Mails about an order (issue 12): to the recipient (confirmation with the QR code of the order number,
 * shipped, digital gift delivered) and to the seller (a new order). The words are those of the order screens
 * (Bestellung, Anbieter, versandt); a donation (ADR 0020) is confirmed as a donation, never as a delivery.
 */
type Confirmation = MailTemplateData<'orderConfirmation'>;
type Address = NonNullable<Confirmation['address']>;

/** The QR image of the order number: the public route of svc-catalog, below PUBLIC_URL. */
const qrImage = (ctx: TemplateContext, d: { orderId: string; orderNumber: string }, alt: string) => ({
  url: link(ctx, orderQrPath(d.orderId)),
  alt: `${alt} ${d.orderNumber}`,
  size: 200,
});

const addressLines = (a: Address) =>
  [
    `${a.firstName} ${a.lastName}`,
    a.co ? `c/o ${a.co}` : '',
    `${a.street} ${a.houseNumber}`.trim(),
    `${a.zip} ${a.city}`,
  ]
    .filter(Boolean)
    .join('\n');

const days = {
  de: (n: number) => (n === 1 ? '1 Tag' : `${n} Tagen`),
  en: (n: number) => (n === 1 ? '1 day' : `${n} days`),
};

export const orderConfirmation: Template<'orderConfirmation'> = {
  de: (d, ctx) => {
    const from = d.giverName ? ` von ${d.giverName}` : '';
    const paragraphs =
      d.type === 'donation'
        ? [
            `Vielen Dank! Mit Ihrem Geschenkcode der Kampagne «${d.campaignName}»${from} haben Sie die Spende «${d.productName}» gewählt.`,
            `Ihre Spende ist erfasst. Nummer: ${d.orderNumber}`,
          ]
        : [
            `Vielen Dank! Mit Ihrem Geschenkcode der Kampagne «${d.campaignName}»${from} haben Sie «${d.productName}» bestellt.`,
            `Bestellnummer: ${d.orderNumber}`,
            ...(d.address ? [`Lieferadresse:\n${addressLines(d.address)}`] : []),
            d.type === 'digital'
              ? 'Der Anbieter sendet Ihnen das digitale Geschenk per E-Mail.'
              : `Der Anbieter liefert in der Regel innert ${days.de(d.deliveryDays)}.`,
          ];
    return {
      subject: `${d.type === 'donation' ? 'Ihre Spende' : 'Ihre Bestellung'} ${d.orderNumber}: ${d.productName}`,
      greeting: 'Guten Tag',
      paragraphs,
      image: qrImage(ctx, d, 'QR-Code der Nummer'),
      after: ['Geben Sie bei Fragen diese Nummer an oder zeigen Sie den QR-Code.'],
    } satisfies MailContent;
  },
  en: (d, ctx) => {
    const from = d.giverName ? ` from ${d.giverName}` : '';
    const paragraphs =
      d.type === 'donation'
        ? [
            `Thank you! With your gift code of the campaign “${d.campaignName}”${from} you chose the donation “${d.productName}”.`,
            `Your donation is recorded. Number: ${d.orderNumber}`,
          ]
        : [
            `Thank you! With your gift code of the campaign “${d.campaignName}”${from} you ordered “${d.productName}”.`,
            `Order number: ${d.orderNumber}`,
            ...(d.address ? [`Delivery address:\n${addressLines(d.address)}`] : []),
            d.type === 'digital'
              ? 'The seller sends you the digital gift by e-mail.'
              : `The seller usually delivers within ${days.en(d.deliveryDays)}.`,
          ];
    return {
      subject: `${d.type === 'donation' ? 'Your donation' : 'Your order'} ${d.orderNumber}: ${d.productName}`,
      greeting: 'Hello',
      paragraphs,
      image: qrImage(ctx, d, 'QR code of the number'),
      after: ['If you have a question, name this number or show the QR code.'],
    };
  },
};

/** The QR code of the order number as a link, for the mails after the confirmation. */
const qrLink = (ctx: TemplateContext, d: { orderId: string }, locale: 'de' | 'en') =>
  locale === 'de'
    ? { text: 'Ihre Bestellnummer als QR-Code:', label: 'QR-Code öffnen', url: link(ctx, orderQrPath(d.orderId)) }
    : { text: 'Your order number as a QR code:', label: 'Open QR code', url: link(ctx, orderQrPath(d.orderId)) };

const orderLink = (ctx: TemplateContext, orderId: string) => link(ctx, `${mailLinkPaths.orders}/${orderId}`);

export const orderPlaced: Template<'orderPlaced'> = {
  de: (d, ctx) => ({
    subject: `Neue Bestellung ${d.orderNumber}: ${d.productName}`,
    paragraphs: [
      `Aus der Kampagne «${d.campaignName}» wurde Ihr Produkt ${d.productName} (${d.productNumber}) gewählt. Bestellnummer: ${d.orderNumber}`,
      d.type === 'donation'
        ? 'Die Spende ist erfasst und wird Ihnen mit der nächsten Abrechnung ausbezahlt.'
        : d.type === 'digital'
          ? 'Erfassen Sie in der Bestellung, was der Empfänger erhält: Er bekommt es per E-Mail.'
          : `Lieferort: ${d.city ?? '–'}. Die vollständige Adresse steht in der Bestellung.`,
    ],
    action: { label: 'Bestellung öffnen', url: orderLink(ctx, d.orderId) },
  }),
  en: (d, ctx) => ({
    subject: `New order ${d.orderNumber}: ${d.productName}`,
    paragraphs: [
      `Your product ${d.productName} (${d.productNumber}) was chosen in the campaign “${d.campaignName}”. Order number: ${d.orderNumber}`,
      d.type === 'donation'
        ? 'The donation is recorded and paid out to you with the next statement.'
        : d.type === 'digital'
          ? 'Enter in the order what the recipient receives: they get it by e-mail.'
          : `Delivery to: ${d.city ?? '–'}. The full address is in the order.`,
    ],
    action: { label: 'Open order', url: orderLink(ctx, d.orderId) },
  }),
};

type Shipped = MailTemplateData<'orderShipped'>;

/** The carriers as the order screens name them (mfe-products `orders.carrier`); `other` is not named. */
const carrierNames: Record<'de' | 'en', Record<Exclude<ShipmentCarrier, 'other'>, string>> = {
  de: { swissPost: 'Schweizerische Post', dhl: 'DHL', dpd: 'DPD', ups: 'UPS', planzer: 'Planzer' },
  en: { swissPost: 'Swiss Post', dhl: 'DHL', dpd: 'DPD', ups: 'UPS', planzer: 'Planzer' },
};

/**
 * The parcel as the seller named it (issue 23): its carrier and tracking number, one line each, when given, and
 * Swiss Post's tracking page for its number (the only link of a mail that leaves PUBLIC_URL: the recipient follows
 * the parcel where the carrier shows it).
 */
function parcel(d: Shipped, locale: 'de' | 'en') {
  const words =
    locale === 'de'
      ? { carrier: 'Paketdienst', number: 'Sendungsnummer', track: 'Sendung verfolgen' }
      : { carrier: 'Carrier', number: 'Tracking number', track: 'Track the parcel' };
  const lines = [
    d.carrier && d.carrier !== 'other' ? `${words.carrier}: ${carrierNames[locale][d.carrier]}` : '',
    d.trackingNumber ? `${words.number}: ${d.trackingNumber}` : '',
  ].filter(Boolean);
  const url = d.trackingNumber ? trackingUrlOf(d.carrier, d.trackingNumber) : null;
  return {
    paragraphs: lines.length ? [lines.join('\n')] : [],
    ...(url ? { action: { label: words.track, url } } : {}),
  };
}

export const orderShipped: Template<'orderShipped'> = {
  de: (d, ctx) => {
    const { paragraphs, action } = parcel(d, 'de');
    return {
      subject: `Ihr Geschenk ist unterwegs: ${d.productName}`,
      greeting: 'Guten Tag',
      paragraphs: [
        `Der Anbieter hat Ihre Bestellung ${d.orderNumber} («${d.productName}» aus der Kampagne «${d.campaignName}») versandt.`,
        ...paragraphs,
        `Sie erreicht Sie in der Regel innert ${days.de(d.deliveryDays)}.`,
      ],
      ...(action ? { action } : {}),
      secondary: qrLink(ctx, d, 'de'),
    };
  },
  en: (d, ctx) => {
    const { paragraphs, action } = parcel(d, 'en');
    return {
      subject: `Your gift is on its way: ${d.productName}`,
      greeting: 'Hello',
      paragraphs: [
        `The seller shipped your order ${d.orderNumber} (“${d.productName}” of the campaign “${d.campaignName}”).`,
        ...paragraphs,
        `It usually reaches you within ${days.en(d.deliveryDays)}.`,
      ],
      ...(action ? { action } : {}),
      secondary: qrLink(ctx, d, 'en'),
    };
  },
};

export const digitalGiftDelivered: Template<'digitalGiftDelivered'> = {
  de: (d, ctx) => ({
    subject: `Ihr digitales Geschenk: ${d.productName}`,
    greeting: 'Guten Tag',
    paragraphs: [
      `Hier ist Ihr Geschenk «${d.productName}» aus der Kampagne «${d.campaignName}» (Bestellung ${d.orderNumber}):`,
      d.fulfilment,
    ],
    after: ['Bewahren Sie diese E-Mail gut auf.'],
    secondary: qrLink(ctx, d, 'de'),
  }),
  en: (d, ctx) => ({
    subject: `Your digital gift: ${d.productName}`,
    greeting: 'Hello',
    paragraphs: [
      `Here is your gift “${d.productName}” of the campaign “${d.campaignName}” (order ${d.orderNumber}):`,
      d.fulfilment,
    ],
    after: ['Keep this e-mail in a safe place.'],
    secondary: qrLink(ctx, d, 'en'),
  }),
};

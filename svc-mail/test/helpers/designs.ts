import { randomUUID } from 'node:crypto';
import type { MailSendCommand } from '@cadeau/contracts';
import type { MailDesign } from '@cadeau/contracts/mail-design';

/** An uploaded image as the catalog's upload call serves it (contracts `isUploadImageUrl`). */
export const IMAGE_URL = 'https://cadeau.example/api/file/7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b/detail.jpeg';

/**
 * A valid design with every block type and texts that must be escaped (markup, quotes, ampersands), so a
 * missing escape or a lost block shows up in the rendered HTML.
 */
export function everyBlockDesign(): MailDesign {
  return {
    version: 1,
    subject: { de: 'Ein Geschenk von {{giverName}} <b>', en: 'A gift from {{giverName}} & "friends"' },
    theme: { primaryColor: '#aa3300', backgroundColor: '#fafafa', font: 'georgia' },
    blocks: [
      { type: 'headerImage', imageUrl: IMAGE_URL, alt: { de: 'Kopf "Bild" <img>', en: 'Header "image" <img>' } },
      {
        type: 'text',
        text: {
          de:
            '{{salutation}}\n\n**Fett** und *kursiv* <script>alert(1)</script> & ' +
            '[Webseite](https://giver.example/?a=1&b=2), [Mail](mailto:info@giver.example), [Einlösen]({{redeemLink}})\n' +
            'Gültig bis {{validUntil}} für {{campaignName}}.',
          en:
            '{{salutation}}\n\n**Bold** and *italic* <script>alert(1)</script> & ' +
            '[Website](https://giver.example/?a=1&b=2), [Mail](mailto:info@giver.example), [Redeem]({{redeemLink}})\n' +
            'Valid until {{validUntil}} for {{campaignName}}.',
        },
      },
      {
        type: 'image',
        imageUrl: IMAGE_URL,
        alt: { de: 'Unser Laden', en: 'Our shop' },
        link: 'https://giver.example/shop',
      },
      { type: 'button', label: { de: 'Einlösen, {{salutation}}', en: 'Redeem, {{salutation}}' } },
      { type: 'giftCode' },
      { type: 'spacer', height: 32 },
      { type: 'divider' },
      {
        type: 'footer',
        imprint: { de: '{{giverName}}, Bahnhofstrasse 1, 8001 Zürich', en: '{{giverName}}, 1 Station Road, Zurich' },
        unsubscribeLabel: { de: 'Abmelden', en: 'Unsubscribe' },
      },
    ],
  };
}

/** The `mail.send` command svc-campaign publishes when a designer sends themselves a test mail. */
export function campaignTestMail(
  to: string,
  over: { language?: 'de' | 'en'; campaignName?: string; design?: unknown } = {},
): MailSendCommand {
  return {
    template: 'campaignTest',
    locale: 'de',
    to,
    idempotencyKey: `campaign-test:${randomUUID()}`,
    data: {
      design: (over.design ?? everyBlockDesign()) as MailDesign,
      language: over.language,
      campaignName: over.campaignName ?? 'Sommer <b>"Gala"</b>',
      giverName: 'Müller & Söhne AG',
    },
  };
}

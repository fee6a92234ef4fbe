import {
  defaultMailBlock,
  greetingDesignSchema,
  mailDesignSchema,
  type GreetingDesign,
  type MailDesign,
} from '@cadeau/contracts';

/**
 * The demo campaigns' mail and greeting designs: complete (subject and greeting text in German and English,
 * so no design blocks a release) and each a little different, as a giver would adapt the default. Parsed with
 * the contracts' schemas, so a demo design is one the designer could have saved.
 */
export interface DemoDesignTexts {
  subject: { de: string; en: string };
  intro: { de: string; en: string };
  greeting: { de: string; en: string };
  primaryColor: string;
}

export function demoMailDesign(t: DemoDesignTexts): MailDesign {
  return mailDesignSchema.parse({
    version: 1,
    subject: t.subject,
    theme: { primaryColor: t.primaryColor, backgroundColor: '#f4f4f4', font: 'arial' },
    blocks: [
      {
        type: 'text',
        text: {
          de: `{{salutation}}\n\n${t.intro.de}\n\n{{greeting}}`,
          en: `{{salutation}}\n\n${t.intro.en}\n\n{{greeting}}`,
        },
      },
      { type: 'spacer', height: 16 },
      { type: 'giftCode' },
      { type: 'button', label: { de: 'Geschenk auswählen', en: 'Choose your gift' } },
      {
        type: 'text',
        text: {
          de: 'Ihr Code ist gültig vom **{{validFrom}}** bis zum **{{validUntil}}**.',
          en: 'Your code is valid from **{{validFrom}}** until **{{validUntil}}**.',
        },
      },
      { type: 'divider' },
      defaultMailBlock('footer'),
    ],
  });
}

export function demoGreetingDesign(greeting: { de: string; en: string }): GreetingDesign {
  return greetingDesignSchema.parse({ greetingText: greeting, allowCustomGreeting: true, allowCustomSalutation: true });
}

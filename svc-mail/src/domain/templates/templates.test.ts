import { maskIban, mailTemplateKeys, type MailTemplateKey } from '@cadeau/contracts';
import { ZodError } from 'zod';
import { linksOf, renderMail } from '.';
import { formatChf } from './money';

const token = 'tok_ABCdef0123456789-xyz';
const ctx = { publicUrl: 'https://cadeau.example/' };

/** Sample data with characters that must be escaped, so a missing escape shows up as raw markup. */
const samples: Record<MailTemplateKey, Record<string, unknown>> = {
  emailConfirmation: { firstName: 'Anna <b>', token, validHours: 48 },
  passwordReset: { firstName: 'Jean-Luc & Co', token, validMinutes: 30 },
  platformAdminWelcome: { token, validHours: 72 },
  invitation: { organizationName: 'Müller "Geschenke" AG', inviterName: "Zoë O'Neil", token },
  emailChangeOld: { firstName: 'Anna', newEmail: 'anna.new@example.ch', token },
  emailChangeNew: { firstName: 'Anna', token },
  emailAddressTaken: { firstName: 'Anna <b>' },
  registrationAttempt: { firstName: 'Jean-Luc & Co', organizationName: 'Acme <b>"AG"</b>' },
  passwordChanged: { firstName: 'Zoë <b>', via: 'change' },
  emailChanged: { firstName: 'Anna', newEmail: 'anna.new@example.ch' },
  organizationStatusChanged: {
    organizationName: 'Acme <script>alert(1)</script>',
    status: 'rejected',
    reason: 'UID missing.\nPlease add it.',
  },
  productPublished: {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: 'Tee <b>"Alp"</b>',
    productNumber: 'P-0006',
    version: 1,
    byName: "Zoë O'Neil <script>",
  },
  productVersionCreated: {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: 'Käse & <b>Wein</b>',
    productNumber: 'P-0012',
    version: 2,
    byYou: true,
  },
  productApproved: {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: 'Pralinés <b>"Noir"</b>',
    productNumber: 'P-0007',
    version: 1,
    reason: 'Schöne Bilder & klare Garantie.',
  },
  productVersionApproved: {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: "Zoë's <b>Tee</b>",
    productNumber: 'P-0008',
    version: 3,
  },
  productRejected: {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: 'Käse & Wein',
    productNumber: 'P-0009',
    version: 2,
    reason: 'Bilder <script>fehlen</script>.\nBitte drei hochladen.',
  },
  productPaused: {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: 'Honig <b>',
    productNumber: 'P-0010',
    version: 1,
    byName: 'Anna <b>Muster</b>',
  },
  productResumed: {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: 'Honig "Alp"',
    productNumber: 'P-0010',
    version: 1,
  },
  productBlocked: {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: 'Kerzen & Co',
    productNumber: 'P-0011',
    version: 4,
    reason: 'Markenrecht <b>verletzt</b>.',
  },
  campaignReleased: {
    campaignId: '3c1e7a9f-4e8f-2b4d-9a1b-3c5d7e9f1a2b',
    campaignName: 'Weihnachten <b>"2026"</b>',
    byName: "Zoë O'Neil <script>",
  },
  campaignApproved: {
    campaignId: '3c1e7a9f-4e8f-2b4d-9a1b-3c5d7e9f1a2b',
    campaignName: 'Dank & <b>Gruss</b>',
    reason: 'Schöne Gestaltung & klare Texte.',
  },
  campaignRejected: {
    campaignId: '3c1e7a9f-4e8f-2b4d-9a1b-3c5d7e9f1a2b',
    campaignName: "Zoë's <b>Jubiläum</b>",
    reason: 'Betreff <script>fehlt</script>.\nBitte ergänzen.',
  },
  campaignBlocked: {
    campaignId: '3c1e7a9f-4e8f-2b4d-9a1b-3c5d7e9f1a2b',
    campaignName: 'Sommer & Co',
    byYou: true,
    reason: 'Missbrauch <b>vermutet</b>.',
  },
  notification: {
    title: 'New message',
    body: 'First paragraph.\n\nSecond <paragraph>.',
    path: '/cockpit/conversations/42',
  },
  orderConfirmation: {
    orderId: '9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e',
    orderNumber: 'K7M2Q-9XW4T',
    productName: 'Tee <b>"Alp"</b>',
    type: 'physical',
    campaignName: 'Weihnachten <b>"2026"</b>',
    giverName: 'Müller & <b>Co</b>',
    deliveryDays: 3,
    address: {
      firstName: 'Anna',
      lastName: 'Muster',
      street: 'Bahnhofstrasse',
      houseNumber: '1',
      zip: '8001',
      city: 'Zürich',
    },
  },
  orderPlaced: {
    orderId: '9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e',
    orderNumber: 'K7M2Q-9XW4T',
    productName: 'Käse & <b>Wein</b>',
    productNumber: 'P-0012',
    type: 'physical',
    campaignName: "Zoë's <b>Kampagne</b>",
    city: 'Zürich <b>',
  },
  orderShipped: {
    orderId: '9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e',
    orderNumber: 'K7M2Q-9XW4T',
    productName: 'Honig "Alp" <b>',
    type: 'physical',
    campaignName: 'Danke <script>',
    deliveryDays: 1,
    carrier: 'dhl',
    trackingNumber: 'JD014600003828',
  },
  digitalGiftDelivered: {
    orderId: '9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e',
    orderNumber: 'K7M2Q-9XW4T',
    productName: 'Kino <b>Gutschein</b>',
    type: 'digital',
    campaignName: 'Weihnachten & Neujahr',
    fulfilment: 'Code: ABC-<b>123</b>\nEinlösbar bis Ende 2027.',
  },
  invoiceIssued: {
    organizationName: 'Müller & <b>Söhne</b> AG',
    invoiceNumber: 'R-2026-<b>0001',
    invoiceType: 'deposit',
    amountRappen: 123_456_789,
    openRappen: 100_000,
    dueDate: '2026-12-31',
    campaignName: 'Weihnachten <script>"2026"</script>',
    path: '/cockpit/payments',
  },
  paymentReceived: {
    organizationName: "Zoë's <b>Laden</b>",
    invoiceNumber: 'R-2026-0002 <i>',
    paidRappen: 50_000,
    openRappen: 5,
    path: '/cockpit/payments',
  },
  payoutDone: {
    organizationName: 'Käse & Wein <script>',
    invoiceNumber: 'A-2026-<b>7</b>',
    amountRappen: 99_900,
    iban: '•••• 2957',
    path: '/cockpit/payments',
  },
  campaignMessage: {
    subject: 'A gift for you',
    salutation: 'Dear Anna',
    body: 'Thank you!\n\nChoose below.',
    action: { label: 'Choose', path: '/campaign?code=1234-5678' },
  },
};

describe('mail templates', () => {
  it('has a sample for every template of the contracts', () => {
    expect(Object.keys(samples).sort()).toEqual([...mailTemplateKeys].sort());
  });

  describe.each(
    mailTemplateKeys.flatMap(
      (k) =>
        [
          [k, 'de'],
          [k, 'en'],
        ] as [MailTemplateKey, 'de' | 'en'][],
    ),
  )('%s in %s', (key, locale) => {
    const mail = renderMail(key, locale, samples[key], ctx);

    it('renders subject, html and text without missing values', () => {
      expect(mail.subject.length).toBeGreaterThan(3);
      for (const part of [mail.subject, mail.html, mail.text])
        expect(part).not.toMatch(/undefined|null|NaN|\[object Object\]|\{\{|\$\{/);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    });

    it('escapes every value in the html and keeps it readable in the text', () => {
      expect(mail.html).not.toMatch(/<script|<b>|<paragraph>/);
      // Every free-text value shows up (the status is translated, the token and paths are in links).
      const textual = Object.entries(samples[key])
        .filter(
          ([k, v]) =>
            typeof v === 'string' &&
            !['status', 'via', 'type', 'invoiceType', 'dueDate', 'carrier'].includes(k) &&
            v !== token &&
            !v.startsWith('/'),
        )
        .map(([, v]) => v as string);
      for (const value of textual) {
        const firstLine = value.split('\n')[0];
        expect(`${mail.subject}\n${mail.text}`).toContain(firstLine);
        expect(mail.html).toContain(
          firstLine
            .replace(/&/g, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/"/g, '&quot;')
            .replace(/'/g, '&#39;'),
        );
      }
    });

    it('links only to PUBLIC_URL', () => {
      const links = linksOf(mail.html);
      expect(links.length).toBeGreaterThan(0);
      for (const l of links) {
        expect(l.startsWith('https://cadeau.example/')).toBe(true);
        expect(mail.text).toContain(l);
      }
    });
  });

  it('puts the token into the right front-end paths', () => {
    const links = (key: MailTemplateKey) => linksOf(renderMail(key, 'en', samples[key], ctx).html);
    expect(links('emailConfirmation')).toEqual([`https://cadeau.example/confirm-email?token=${token}`]);
    expect(links('passwordReset')).toEqual([`https://cadeau.example/reset-password?token=${token}`]);
    expect(links('platformAdminWelcome')).toEqual([`https://cadeau.example/reset-password?token=${token}`]);
    expect(links('invitation')).toEqual([`https://cadeau.example/invitation?token=${token}`]);
    expect(links('emailChangeOld')).toEqual([
      `https://cadeau.example/email-change?token=${token}`,
      `https://cadeau.example/email-change?token=${token}&action=cancel`,
    ]);
    expect(links('emailChangeNew')).toEqual([`https://cadeau.example/email-change?token=${token}`]);
    expect(links('passwordChanged')).toEqual(['https://cadeau.example/forgot-password']);
    expect(links('emailChanged')).toEqual(['https://cadeau.example/contact']);
    expect(links('emailAddressTaken')).toEqual(['https://cadeau.example/login']);
    expect(links('registrationAttempt')).toEqual([
      'https://cadeau.example/login',
      'https://cadeau.example/forgot-password',
    ]);
    for (const key of [
      'productPublished',
      'productVersionCreated',
      'productApproved',
      'productVersionApproved',
      'productRejected',
      'productPaused',
      'productResumed',
      'productBlocked',
    ] as const)
      expect(links(key)).toEqual(['https://cadeau.example/cockpit/products/7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b']);
    for (const key of ['campaignReleased', 'campaignApproved', 'campaignRejected', 'campaignBlocked'] as const)
      expect(links(key)).toEqual(['https://cadeau.example/cockpit/campaigns/3c1e7a9f-4e8f-2b4d-9a1b-3c5d7e9f1a2b']);
    expect(links('notification')).toEqual(['https://cadeau.example/cockpit/conversations/42']);
    expect(links('campaignMessage')).toEqual(['https://cadeau.example/campaign?code=1234-5678']);
  });

  it('tells the first platform administrator how long the link to set the password works', () => {
    const de = renderMail('platformAdminWelcome', 'de', samples.platformAdminWelcome, ctx);
    const en = renderMail('platformAdminWelcome', 'en', samples.platformAdminWelcome, ctx);
    expect(de.text).toContain('Der Link ist 72 Stunden gültig');
    expect(en.text).toContain('The link is valid for 72 hours');
    expect(en.subject).toBe('Your platform administrator account at Cadeau');
  });

  it('speaks German with Swiss spelling and English', () => {
    expect(renderMail('passwordReset', 'de', samples.passwordReset, ctx).subject).toBe('Passwort zurücksetzen');
    expect(renderMail('passwordReset', 'en', samples.passwordReset, ctx).subject).toBe('Reset your password');
    for (const key of mailTemplateKeys) expect(renderMail(key, 'de', samples[key], ctx).text).not.toContain('ß');
  });

  it('says how the password changed and that the reader can act if it was not them', () => {
    const render = (via: string, locale: 'de' | 'en') =>
      renderMail('passwordChanged', locale, { firstName: 'Anna', via }, ctx).text;
    expect(render('change', 'en')).toContain('changed in the settings. Your other sessions were ended.');
    expect(render('reset', 'en')).toContain('through a reset link. All sessions were ended.');
    expect(render('change', 'de')).toContain('Falls Sie das nicht waren');
    expect(render('reset', 'de')).toContain('Alle Sitzungen wurden beendet.');
    const changed = renderMail('emailChanged', 'de', samples.emailChanged, ctx);
    expect(changed.text).toContain('lautet ab sofort anna.new@example.ch');
    expect(() => renderMail('passwordChanged', 'en', { firstName: 'Anna', via: 'guess' }, ctx)).toThrow(ZodError);
  });

  it('refuses data with a missing field instead of rendering a gap', () => {
    expect(() => renderMail('invitation', 'de', { organizationName: 'Acme', token }, ctx)).toThrow(ZodError);
    expect(() =>
      renderMail('organizationStatusChanged', 'en', { organizationName: 'Acme', status: 'approved' }, ctx),
    ).toThrow(ZodError);
  });
});

describe('the words of the organisation status mail', () => {
  it("names the status as the cockpit's tags and the notification do (one voice, issue 9)", () => {
    const mail = (locale: 'de' | 'en', status: string) =>
      renderMail('organizationStatusChanged', locale, { organizationName: 'Acme', status, reason: 'OK' }, ctx);
    expect(mail('de', 'approved').subject).toBe('Acme: Status genehmigt');
    expect(mail('de', 'pending').text).toContain('ist jetzt: in Prüfung.');
    expect(mail('en', 'pending').subject).toBe('Acme: status pending');
  });
});

describe('the product mails to a seller', () => {
  const product = {
    productId: '7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
    productName: 'Pralinés',
    productNumber: 'P-0007',
    version: 2,
  };

  it('name the product with its number and version, in the words of the product screens', () => {
    const approved = renderMail('productApproved', 'de', product, ctx);
    expect(approved.subject).toBe('Produkt genehmigt: Pralinés');
    expect(approved.text).toContain('Ihr Produkt Pralinés (P-0007, Version 2) ist genehmigt.');
    expect(renderMail('productPaused', 'en', product, ctx).subject).toBe('Product paused: Pralinés');
    expect(renderMail('productResumed', 'de', product, ctx).text).toContain('ist wieder genehmigt');
    expect(renderMail('productVersionApproved', 'en', product, ctx).text).toContain(
      'The new version of your product Pralinés (P-0007, Version 2) is approved.',
    );
  });

  it('give the reason of a rejection or block its own paragraph, and an approval note only when there is one', () => {
    const rejected = renderMail('productRejected', 'de', { ...product, reason: 'Bilder fehlen.' }, ctx);
    expect(rejected.text).toContain('Begründung:\nBilder fehlen.');
    expect(renderMail('productBlocked', 'en', { ...product, reason: 'Trademark.' }, ctx).text).toContain(
      'Reason:\nTrademark.',
    );
    expect(renderMail('productApproved', 'en', { ...product, reason: 'Nice.' }, ctx).text).toContain(
      "The platform's note:\nNice.",
    );
    expect(renderMail('productApproved', 'de', product, ctx).text).not.toContain('Hinweis');
  });

  it('confirm an act to the person who did it, name them to colleagues, and name the platform otherwise', () => {
    const text = (key: 'productPaused' | 'productPublished', locale: 'de' | 'en', by: object = {}) =>
      renderMail(key, locale, { ...product, ...by }, ctx).text;
    expect(text('productPaused', 'de', { byYou: true })).toContain(
      'Sie haben Ihr Produkt Pralinés (P-0007, Version 2) pausiert.',
    );
    expect(text('productPaused', 'en', { byYou: true })).toContain(
      'You paused your product Pralinés (P-0007, Version 2).',
    );
    expect(text('productPaused', 'de', { byName: 'Anna Muster' })).toContain(
      'Anna Muster hat Ihr Produkt Pralinés (P-0007, Version 2) pausiert.',
    );
    expect(text('productPaused', 'en')).toContain('The platform paused your product Pralinés');
    expect(text('productPublished', 'en', { byYou: true })).toContain(
      'You released your product Pralinés (P-0007, Version 2) for review.',
    );
    expect(text('productPublished', 'de', { byName: 'Anna Muster' })).toContain(
      'Anna Muster hat Ihr Produkt Pralinés (P-0007, Version 2) zur Prüfung eingereicht.',
    );
    expect(renderMail('productPublished', 'de', product, ctx).subject).toBe(
      'Produkt zur Prüfung eingereicht: Pralinés',
    );
    expect(renderMail('productVersionCreated', 'en', { ...product, byYou: true }, ctx).text).toContain(
      'You created a new draft version of your product Pralinés (P-0007, Version 2).',
    );
    expect(renderMail('productVersionCreated', 'de', { ...product, byName: 'Anna' }, ctx).subject).toBe(
      'Neue Version erstellt: Pralinés',
    );
    expect(renderMail('productRejected', 'de', { ...product, reason: 'x' }, ctx).text).toContain(
      'Ihr Produkt Pralinés (P-0007, Version 2) wurde bei der Prüfung abgelehnt.',
    );
  });

  it('refuse a rejection or block without a reason, and a product id that is no UUID', () => {
    expect(() => renderMail('productRejected', 'en', product, ctx)).toThrow(ZodError);
    expect(() => renderMail('productBlocked', 'de', { ...product, reason: '  ' }, ctx)).toThrow(ZodError);
    expect(() => renderMail('productPaused', 'de', { ...product, productId: '../../evil' }, ctx)).toThrow(ZodError);
  });
});

describe('the campaign mails to a giver', () => {
  const campaign = { campaignId: '3c1e7a9f-4e8f-2b4d-9a1b-3c5d7e9f1a2b', campaignName: 'Weihnachten 2026' };

  it('name the campaign in the words of the campaign screens and tell who acted', () => {
    expect(renderMail('campaignReleased', 'de', { ...campaign, byYou: true }, ctx).text).toContain(
      'Sie haben die Kampagne «Weihnachten 2026» zur Prüfung eingereicht.',
    );
    expect(renderMail('campaignReleased', 'en', { ...campaign, byName: 'Anna Muster' }, ctx).text).toContain(
      'Anna Muster released the campaign "Weihnachten 2026" for review.',
    );
    expect(renderMail('campaignReleased', 'de', campaign, ctx).subject).toBe(
      'Kampagne zur Prüfung eingereicht: Weihnachten 2026',
    );
    expect(renderMail('campaignApproved', 'de', campaign, ctx).text).toContain(
      'Ihre Kampagne «Weihnachten 2026» ist genehmigt.',
    );
    expect(renderMail('campaignBlocked', 'en', { ...campaign, reason: 'x' }, ctx).text).toContain(
      'The platform blocked your campaign "Weihnachten 2026".',
    );
  });

  it('give the reason of a rejection or block its own paragraph, and an approval note only when there is one', () => {
    const rejected = renderMail('campaignRejected', 'de', { ...campaign, reason: 'Betreff fehlt.' }, ctx);
    expect(rejected.subject).toBe('Kampagne abgelehnt: Weihnachten 2026');
    expect(rejected.text).toContain('Begründung:\nBetreff fehlt.');
    expect(rejected.text).toContain('reichen Sie sie erneut zur Prüfung ein');
    expect(renderMail('campaignBlocked', 'en', { ...campaign, reason: 'Abuse.' }, ctx).text).toContain(
      'Reason:\nAbuse.',
    );
    expect(renderMail('campaignApproved', 'en', { ...campaign, reason: 'Nice.' }, ctx).text).toContain(
      "The platform's note:\nNice.",
    );
    expect(renderMail('campaignApproved', 'de', campaign, ctx).text).not.toContain('Hinweis');
  });

  it('refuse a rejection or block without a reason, and a campaign id that is no UUID', () => {
    expect(() => renderMail('campaignRejected', 'en', campaign, ctx)).toThrow(ZodError);
    expect(() => renderMail('campaignBlocked', 'de', { ...campaign, reason: ' ' }, ctx)).toThrow(ZodError);
    expect(() => renderMail('campaignReleased', 'de', { ...campaign, campaignId: '../x' }, ctx)).toThrow(ZodError);
  });
});

describe('the order mails (issue 12)', () => {
  const order = samples.orderConfirmation as Record<string, unknown>;
  const qr = 'https://cadeau.example/api/order/9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e/qr.png';

  it('confirm a physical order with its number, the address and the QR image of the number', () => {
    const mail = renderMail('orderConfirmation', 'de', order, ctx);
    expect(mail.subject).toBe('Ihre Bestellung K7M2Q-9XW4T: Tee <b>"Alp"</b>');
    expect(mail.text).toContain('Lieferadresse:\nAnna Muster\nBahnhofstrasse 1\n8001 Zürich');
    expect(mail.text).toContain('innert 3 Tagen');
    expect(mail.html).toContain(`<img src="${qr}" alt="QR-Code der Nummer K7M2Q-9XW4T"`);
    expect(mail.text).toContain(`QR-Code der Nummer K7M2Q-9XW4T:\n${qr}`);
  });

  it('confirm a donation as recorded, without an address or delivery', () => {
    const mail = renderMail('orderConfirmation', 'en', { ...order, type: 'donation', address: undefined }, ctx);
    expect(mail.subject).toBe('Your donation K7M2Q-9XW4T: Tee <b>"Alp"</b>');
    expect(mail.text).toContain('Your donation is recorded. Number: K7M2Q-9XW4T');
    expect(mail.text).not.toMatch(/deliver/i);
    expect(mail.html).toContain(`<img src="${qr}"`);
  });

  it('tell the seller where a physical order goes (the city only) and link the order in the cockpit', () => {
    const mail = renderMail('orderPlaced', 'en', samples.orderPlaced, ctx);
    expect(mail.text).toContain('Delivery to: Zürich <b>. The full address is in the order.');
    expect(linksOf(mail.html)).toEqual(['https://cadeau.example/cockpit/orders/9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e']);
  });

  it('hand a digital gift over as the seller entered it, line breaks kept', () => {
    const mail = renderMail('digitalGiftDelivered', 'de', samples.digitalGiftDelivered, ctx);
    expect(mail.text).toContain('Code: ABC-<b>123</b>\nEinlösbar bis Ende 2027.');
    expect(mail.html).toContain('Code: ABC-&lt;b&gt;123&lt;/b&gt;<br>Einlösbar bis Ende 2027.');
  });

  it('name the carrier and tracking number of a parcel, and link Swiss Post’s tracking page (issue 23)', () => {
    const shipped = samples.orderShipped as Record<string, unknown>;
    const dhl = renderMail('orderShipped', 'de', shipped, ctx);
    expect(dhl.text).toContain('Paketdienst: DHL\nSendungsnummer: JD014600003828');
    expect(linksOf(dhl.html)).toEqual([qr]);
    const post = { ...shipped, carrier: 'swissPost', trackingNumber: '99.00.123456.12345678' };
    const tracking = 'https://service.post.ch/ekp-web/ui/entry/search/99.00.123456.12345678';
    const de = renderMail('orderShipped', 'de', post, ctx);
    expect(de.text).toContain('Paketdienst: Schweizerische Post\nSendungsnummer: 99.00.123456.12345678');
    expect(de.text).toContain(`Sendung verfolgen:\n${tracking}`);
    expect(linksOf(de.html)).toEqual([tracking, qr]);
    const en = renderMail('orderShipped', 'en', post, ctx);
    expect(en.text).toContain('Carrier: Swiss Post\nTracking number: 99.00.123456.12345678');
    expect(linksOf(en.html)).toEqual([tracking, qr]);
    // A number with spaces is one path segment on Swiss Post's page.
    const spaced = renderMail('orderShipped', 'en', { ...post, trackingNumber: 'RR 123 456 789 CH' }, ctx);
    expect(linksOf(spaced.html)[0]).toBe('https://service.post.ch/ekp-web/ui/entry/search/RR123456789CH');
    // Without them the mail is as before; another carrier alone is named without a link.
    const bare = renderMail('orderShipped', 'en', { ...shipped, carrier: undefined, trackingNumber: undefined }, ctx);
    expect(bare.text).not.toMatch(/Carrier|Tracking/);
    const other = renderMail('orderShipped', 'en', { ...shipped, carrier: 'other', trackingNumber: 'X1' }, ctx);
    expect(other.text).toContain('Tracking number: X1');
    expect(other.text).not.toContain('Carrier');
    expect(() => renderMail('orderShipped', 'de', { ...shipped, trackingNumber: 'x"><script>' }, ctx)).toThrow(
      ZodError,
    );
    expect(() => renderMail('orderShipped', 'de', { ...shipped, carrier: 'pigeon' }, ctx)).toThrow(ZodError);
  });

  it('refuse an order mail without its number or with an order id that is no UUID', () => {
    expect(() => renderMail('orderShipped', 'de', { ...samples.orderShipped, orderNumber: undefined }, ctx)).toThrow(
      ZodError,
    );
    expect(() => renderMail('orderPlaced', 'de', { ...samples.orderPlaced, orderId: 'x' }, ctx)).toThrow(ZodError);
  });
});

describe('the billing mails (issue 19)', () => {
  const invoice = {
    organizationName: 'Muster AG',
    invoiceNumber: 'R-2026-0001',
    invoiceType: 'deposit',
    amountRappen: 123_450,
    openRappen: 123_450,
    dueDate: '2026-12-31',
    campaignName: 'Weihnachten 2026',
    path: '/cockpit/payments',
  };
  const issued = (locale: 'de' | 'en', over: Record<string, unknown> = {}) =>
    renderMail('invoiceIssued', locale, { ...invoice, ...over }, ctx);

  it('shows Rappen as CHF with Swiss formatting', () => {
    expect([0, 5, 100_000, 123_456_789, -150].map(formatChf)).toEqual([
      'CHF 0.00',
      'CHF 0.05',
      "CHF 1'000.00",
      "CHF 1'234'567.89",
      'CHF -1.50',
    ]);
  });

  it('say what the invoice is, what is open until when, and that the QR-bill is in the attached PDF', () => {
    const de = issued('de');
    expect(de.subject).toBe('Depotrechnung R-2026-0001: Weihnachten 2026');
    expect(de.text).toContain(
      'Für Muster AG ist die Depotrechnung R-2026-0001 ausgestellt (Kampagne «Weihnachten 2026»).',
    );
    expect(de.text).toContain('Die Kampagne kann erst genehmigt werden, wenn das Depot bezahlt ist.');
    expect(de.text).toContain("Betrag: CHF 1'234.50, offen: CHF 1'234.50, zahlbar bis 31.12.26.");
    expect(de.text).toContain('Die QR-Rechnung zum Bezahlen finden Sie im PDF im Anhang.');
    expect(de.text).toContain('Die Depotrechnung R-2026-0001 liegt als PDF bei.');
    const en = issued('en', { invoiceType: 'finalBilling', openRappen: 2_000, dueDate: null });
    expect(en.subject).toBe('Final billing R-2026-0001: Weihnachten 2026');
    expect(en.text).toContain('What is left of the deposit is added to your credit.');
    expect(en.text).toContain("Amount: CHF 1'234.50, open: CHF 20.00.\n");
    expect(en.text).toContain('The QR-bill to pay it is in the attached PDF.');
    expect(issued('en').text).toContain('payable by 12/31/26.');
    expect(linksOf(de.html)).toEqual(['https://cadeau.example/cockpit/payments']);
  });

  it('name no QR-bill when nothing is open, nor for a payout, which the platform pays', () => {
    const paid = issued('de', { invoiceType: 'orderBilling', openRappen: 0, campaignName: undefined });
    expect(paid.subject).toBe('Bestellabrechnung R-2026-0001');
    expect(paid.text).toContain("Betrag: CHF 1'234.50. Zu bezahlen ist nichts.");
    const payout = issued('en', { invoiceType: 'payout', campaignName: undefined });
    expect(payout.subject).toBe('Payout R-2026-0001');
    expect(payout.text).toContain("It will be transferred to your organisation's IBAN.");
    for (const mail of [paid, payout, issued('de', { invoiceType: 'payout' })]) expect(mail.text).not.toMatch(/QR/);
    expect(issued('de', { invoiceType: 'manual' }).subject).toBe('Rechnung R-2026-0001: Weihnachten 2026');
  });

  it('confirm a payment with what remains open, and a payout to the masked IBAN only', () => {
    const payment = { organizationName: 'Muster AG', invoiceNumber: 'R-2026-0001', paidRappen: 100_000, path: '/x' };
    const partial = renderMail('paymentReceived', 'de', { ...payment, openRappen: 23_450 }, ctx);
    expect(partial.subject).toBe('Zahlung erhalten: Rechnung R-2026-0001');
    expect(partial.text).toContain("haben wir CHF 1'000.00 erhalten. Vielen Dank!");
    expect(partial.text).toContain('Offen sind noch CHF 234.50.');
    expect(renderMail('paymentReceived', 'en', { ...payment, openRappen: 0 }, ctx).text).toContain(
      'The invoice is now paid.',
    );
    const payout = { organizationName: 'Muster AG', invoiceNumber: 'A-7', amountRappen: 99_900, path: '/x' };
    expect(
      renderMail('payoutDone', 'de', { ...payout, iban: maskIban('CH93 0076 2011 6238 5295 7') }, ctx).text,
    ).toContain('Wir haben CHF 999.00 an Muster AG überwiesen, auf das Konto mit der IBAN •••• 2957 (Auszahlung A-7).');
    expect(() => renderMail('payoutDone', 'en', { ...payout, iban: 'CH9300762011623852957' }, ctx)).toThrow(ZodError);
  });

  it('refuse amounts that are no whole Rappen and due dates that do not exist', () => {
    expect(() => issued('de', { amountRappen: 12.5 })).toThrow(ZodError);
    expect(() => issued('de', { openRappen: -1 })).toThrow(ZodError);
    expect(() => issued('de', { dueDate: '2026-02-30' })).toThrow(ZodError);
    expect(() => issued('de', { invoiceType: 'refund' })).toThrow(ZodError);
  });
});

import { languages, mailTemplateData } from '@cadeau/contracts';
import { notificationText, notificationTexts, type NotificationType } from './notification-texts';

const sample = {
  organizationName: 'Berner Chocolatier',
  status: 'rejected',
  reason: 'UID fehlt',
  email: 'anna@example.ch',
  name: 'Anna',
  subject: 'Rechnung',
  productName: { de: 'Pralinés', en: 'Pralines' },
  number: 'P-0007',
  version: 2,
  campaignName: 'Weihnachten 2026',
};

describe('notification mail texts', () => {
  it.each(
    (Object.keys(notificationTexts) as NotificationType[]).flatMap((type) =>
      languages.map((lang) => [type, lang] as const),
    ),
  )('%s in %s fills title and text from the data and fits the mail contract', (type, lang) => {
    const text = notificationText(type, lang, sample);
    expect(text.title).not.toMatch(/undefined|\{\{/);
    expect(text.body.length).toBeGreaterThan(text.title.length / 2);
    expect(mailTemplateData.notification.safeParse({ ...text, path: '/cockpit' }).success).toBe(true);
  });

  it('translates the organisation status and adds the reason as its own paragraph', () => {
    expect(notificationText('notification.organizationStatusChanged', 'de', sample)).toEqual({
      title: 'Berner Chocolatier ist jetzt «abgelehnt»',
      body: 'Der Status der Organisation «Berner Chocolatier» ist jetzt «abgelehnt».\n\nBegründung: UID fehlt',
    });
  });

  it('names the new member by name, the address as a secondary detail; only the address when there is no name', () => {
    const data = { name: 'Anna Muster', email: 'anna@example.ch', organizationName: 'Glocken AG' };
    expect(notificationText('notification.invitationAccepted', 'en', data)).toEqual({
      title: 'Anna Muster joined Glocken AG',
      body: 'Anna Muster (anna@example.ch) accepted your invitation and is now a member of "Glocken AG".',
    });
    const { name: _none, ...stored } = data;
    expect(notificationText('notification.invitationAccepted', 'de', stored)).toEqual({
      title: 'anna@example.ch ist Glocken AG beigetreten',
      body: 'anna@example.ch hat Ihre Einladung angenommen und ist jetzt Mitglied von «Glocken AG».',
    });
  });

  it('names who wrote a conversation message, and words an older notification without a writer as before', () => {
    const data = { subject: 'Rechnung', name: 'Anna Muster', email: 'anna@example.ch' };
    expect(notificationText('notification.conversationMessage', 'de', data)).toEqual({
      title: 'Neue Nachricht von Anna Muster in «Rechnung»',
      body: 'Anna Muster (anna@example.ch) hat in der Konversation «Rechnung» eine neue Nachricht geschrieben.',
    });
    expect(notificationText('notification.conversationMessage', 'en', { subject: 'Invoice' })).toEqual({
      title: 'New message in "Invoice"',
      body: 'A new message arrived in the conversation "Invoice".',
    });
  });

  it('shortens a title that would exceed the mail contract instead of failing the request', () => {
    const { title } = notificationText('notification.conversationMessage', 'en', { subject: 'x'.repeat(300) });
    expect(title).toHaveLength(200);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('product notification mail texts', () => {
  const product = { productName: { de: 'Pralinés', en: 'Pralines' }, number: 'P-0007', version: 2 };

  it("names the product in the reader's language with its number and version", () => {
    expect(notificationText('notification.productApproved', 'de', product)).toEqual({
      title: 'Produkt genehmigt: Pralinés',
      body: 'Ihr Produkt «Pralinés» (P-0007, Version 2) ist genehmigt.',
    });
    expect(notificationText('notification.productPaused', 'en', product)).toEqual({
      title: 'Product paused: Pralines',
      body: 'Your product "Pralines" (P-0007, version 2) is paused.',
    });
  });

  it('names the seller of a product to review, and adds a rejection reason as its own paragraph', () => {
    const review = notificationText('notification.productReviewRequested', 'de', {
      ...product,
      organizationName: 'Berner Chocolatier',
    });
    expect(review.body).toBe(
      'Der Anbieter «Berner Chocolatier» hat das Produkt «Pralinés» (P-0007, Version 2) eingereicht. Es wartet auf Ihre Prüfung.',
    );
    expect(notificationText('notification.productPublished', 'de', product)).toEqual({
      title: 'Produkt zur Prüfung eingereicht: Pralinés',
      body: 'Ihr Produkt «Pralinés» (P-0007, Version 2) wurde zur Prüfung eingereicht.',
    });
    expect(notificationText('notification.productRejected', 'en', { ...product, reason: 'No images.' }).body).toBe(
      'Your product "Pralines" (P-0007, version 2) was rejected.\n\nReason: No images.',
    );
  });
});

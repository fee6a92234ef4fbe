import { i18n, notificationDetail, notificationText } from '@cadeau/ui/i18n';

describe('notification texts', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it("reads the type as the text key and fills in the notification's data", async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(
      notificationText(t, {
        type: 'notification.invitationAccepted',
        data: { email: 'a@cadeau.test', organizationName: 'Giver AG' },
      }),
    ).toBe('a@cadeau.test joined Giver AG');
    await i18n.changeLanguage('de');
    expect(
      notificationText(i18n.t.bind(i18n), { type: 'notification.conversationMessage', data: { subject: 'Budget' } }),
    ).toBe('Neue Nachricht in «Budget»');
  });

  it('names the person who joined by name, with the e-mail address as the secondary detail', async () => {
    const n = {
      type: 'notification.invitationAccepted',
      data: { name: 'Anna Muster', email: 'anna@cadeau.test', organizationName: 'Giver AG' },
    };
    await i18n.changeLanguage('en');
    expect(notificationText(i18n.t.bind(i18n), n)).toBe('Anna Muster joined Giver AG');
    await i18n.changeLanguage('de');
    expect(notificationText(i18n.t.bind(i18n), n)).toBe('Anna Muster ist Giver AG beigetreten');
    expect(notificationDetail(n)).toBe('anna@cadeau.test');
    // Without a name the address is the text, not repeated as its detail; nothing names a person: no detail.
    expect(notificationDetail({ data: { email: 'a@cadeau.test', organizationName: 'Giver AG' } })).toBeNull();
    expect(notificationDetail({ data: { subject: 'Budget' } })).toBeNull();
  });

  it('names who wrote a conversation message when the notification says, and reads older ones as before', async () => {
    await i18n.changeLanguage('de');
    const named = {
      type: 'notification.conversationMessage',
      data: { subject: 'Budget', name: 'Anna Muster', email: 'anna@cadeau.test' },
    };
    expect(notificationText(i18n.t.bind(i18n), named)).toBe('Neue Nachricht von Anna Muster in «Budget»');
    expect(notificationDetail(named)).toBe('anna@cadeau.test');
    await i18n.changeLanguage('en');
    expect(notificationText(i18n.t.bind(i18n), named)).toBe('New message from Anna Muster in "Budget"');
    expect(
      notificationText(i18n.t.bind(i18n), { type: 'notification.conversationMessage', data: { subject: 'Budget' } }),
    ).toBe('New message in "Budget"');
    // A type without a named variant reads its one text, the person's name filled in.
    expect(notificationText(i18n.t.bind(i18n), { type: 'notification.contactReceived', data: { name: 'Anna' } })).toBe(
      'New contact form from Anna',
    );
  });

  it('translates an organisation status in the data first', async () => {
    await i18n.changeLanguage('de');
    const text = notificationText(i18n.t.bind(i18n), {
      type: 'notification.organizationStatusChanged',
      data: { organizationName: 'Shop', status: 'approved' },
    });
    expect(text).toBe('Shop ist jetzt «Genehmigt»');
    await i18n.changeLanguage('en');
    expect(
      notificationText(i18n.t.bind(i18n), {
        type: 'notification.organizationStatusChanged',
        data: { organizationName: 'Shop', status: 'approved' },
      }),
    ).toBe('Shop is now "Approved"');
  });

  it("names a product in the reader's language: the data holds both names (issue 10)", async () => {
    const n = {
      type: 'notification.productRejected',
      data: { productName: { de: 'Bergkäse', en: 'Mountain cheese' }, number: 'P-0002', version: 1, reason: 'x' },
    };
    await i18n.changeLanguage('de');
    expect(notificationText(i18n.t.bind(i18n), n)).toBe('Produkt abgelehnt: Bergkäse');
    await i18n.changeLanguage('en');
    expect(notificationText(i18n.t.bind(i18n), n)).toBe('Product rejected: Mountain cheese');
    expect(
      notificationText(i18n.t.bind(i18n), {
        type: 'notification.productReviewRequested',
        data: { productName: { de: 'Käse & Wein', en: 'Cheese & wine' }, organizationName: 'Berner Chocolatier' },
      }),
    ).toBe('Product to review: Cheese & wine by Berner Chocolatier');
    await i18n.changeLanguage('de');
    expect(
      notificationText(i18n.t.bind(i18n), {
        type: 'notification.productVersionCreated',
        data: { productName: { de: 'Bergkäse', en: 'Mountain cheese' }, version: 3 },
      }),
    ).toBe('Neue Version im Entwurf: Bergkäse (Version 3)');
    // News of the platform's act names no person: no secondary detail.
    expect(notificationDetail(n)).toBeNull();
  });

  it('confirms the reader their own act on a product and names the colleague who acted to the others (issue 10)', async () => {
    const product = { productName: { de: 'Bergkäse', en: 'Mountain cheese' }, number: 'P-0002', version: 2 };
    const own = { type: 'notification.productPaused', data: { ...product, byYou: true } };
    const named = {
      type: 'notification.productPaused',
      data: { ...product, name: 'Anna Muster', email: 'anna@cadeau.test' },
    };
    await i18n.changeLanguage('de');
    const t = () => i18n.t.bind(i18n);
    expect(notificationText(t(), own)).toBe('Sie haben Bergkäse pausiert');
    expect(notificationText(t(), named)).toBe('Anna Muster hat Bergkäse pausiert');
    expect(notificationText(t(), { type: 'notification.productPaused', data: product })).toBe(
      'Produkt pausiert: Bergkäse',
    );
    expect(notificationText(t(), { type: 'notification.productPublished', data: { ...product, byYou: true } })).toBe(
      'Sie haben Bergkäse zur Prüfung eingereicht',
    );
    await i18n.changeLanguage('en');
    expect(notificationText(t(), own)).toBe('You paused Mountain cheese');
    expect(notificationText(t(), named)).toBe('Anna Muster paused Mountain cheese');
    expect(
      notificationText(t(), { type: 'notification.productVersionCreated', data: { ...product, byYou: true } }),
    ).toBe('You created a new version of Mountain cheese (version 2)');
    expect(notificationText(t(), { type: 'notification.productPublished', data: named.data })).toBe(
      'Anna Muster released Mountain cheese for review',
    );
    // The colleague's address is the secondary detail; one's own confirmation has none.
    expect(notificationDetail(named)).toBe('anna@cadeau.test');
    expect(notificationDetail(own)).toBeNull();
  });

  it('tells the administrators of a campaign to review and the giver side of its review, naming who acted (issue 11)', async () => {
    const t = () => i18n.t.bind(i18n);
    const campaign = { campaignId: 'c-1', campaignName: 'Weihnachten 2026', organizationName: 'Zürcher AG' };
    await i18n.changeLanguage('de');
    expect(notificationText(t(), { type: 'notification.campaignReviewRequested', data: campaign })).toBe(
      'Kampagne zur Prüfung: Weihnachten 2026 von Zürcher AG',
    );
    expect(notificationText(t(), { type: 'notification.campaignReleased', data: { ...campaign, byYou: true } })).toBe(
      'Sie haben die Kampagne Weihnachten 2026 zur Prüfung eingereicht',
    );
    expect(
      notificationText(t(), {
        type: 'notification.campaignRejected',
        data: { ...campaign, reason: 'Betreff fehlt', conversationId: 'x' },
      }),
    ).toBe('Kampagne abgelehnt: Weihnachten 2026. Bitte anpassen und erneut zur Prüfung einreichen');
    await i18n.changeLanguage('en');
    expect(
      notificationText(t(), {
        type: 'notification.campaignReleased',
        data: { ...campaign, name: 'Mia Meier', email: 'mia@cadeau.test' },
      }),
    ).toBe('Mia Meier released the campaign Weihnachten 2026 for review');
    expect(notificationText(t(), { type: 'notification.campaignFinished', data: campaign })).toBe(
      'Campaign finished: Weihnachten 2026',
    );
  });

  it('shows the key of a type it has no text for, rather than nothing', async () => {
    await i18n.changeLanguage('en');
    expect(notificationText(i18n.t.bind(i18n), { type: 'notification.unknownKind', data: {} })).toBe(
      'notification.unknownKind',
    );
  });
});

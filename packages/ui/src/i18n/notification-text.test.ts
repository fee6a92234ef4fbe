import { i18n, notificationText } from '@cadeau/ui/i18n';

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

  it('shows the key of a type it has no text for, rather than nothing', async () => {
    await i18n.changeLanguage('en');
    expect(notificationText(i18n.t.bind(i18n), { type: 'notification.unknownKind', data: {} })).toBe(
      'notification.unknownKind',
    );
  });
});

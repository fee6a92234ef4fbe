import type { en } from './en';

/** Deutsche Texte von mfe-campaigns (Dashboard; Kampagnen folgen mit ihrem Issue). `error.*`-Texte liegen in @cadeau/ui. */
export const de: typeof en = {
  campaigns: {
    dashboard: {
      greeting: 'Hallo {{firstName}}',
      greetingNoName: 'Hallo',
      organization: 'Aktuelle Organisation',
      note: 'Kampagnen und das Feedback ihrer Empfängerinnen und Empfänger erscheinen hier, sobald sich in Cadeau Kampagnen anlegen lassen.',
      tasks: {
        title: 'Aufgaben',
        pendingOrganizations_one: '{{count}} Organisation wartet auf Freigabe',
        pendingOrganizations_other: '{{count}} Organisationen warten auf Freigabe',
        registeredAt: 'registriert am {{date}}',
        showAll: 'Alle Organisationen, die auf Freigabe warten',
        pendingProducts_one: '{{count}} Produkt wartet auf Prüfung',
        pendingProducts_other: '{{count}} Produkte warten auf Prüfung',
        releasedAt: 'zur Prüfung veröffentlicht am {{date}}',
        showAllProducts: 'Alle Produkte, die auf Prüfung warten',
        productsUnavailable: 'Die Produkte, die auf Prüfung warten, lassen sich gerade nicht anzeigen.',
        empty: 'Nichts zu tun: Keine Organisation wartet auf Freigabe und kein Produkt auf Prüfung.',
      },
      notifications: {
        unread_one: '{{count}} ungelesen',
        unread_other: '{{count}} ungelesen',
        unreadMark: 'ungelesen',
      },
      conversations: {
        title: 'Offene Konversationen',
        openCount_one: '{{count}} offene Konversation',
        openCount_other: '{{count}} offene Konversationen',
        turn: { platform: 'Plattform ist am Zug', organization: 'Organisation ist am Zug' },
        lastActivity: 'Letzte Aktivität {{date}}',
        showAll: 'Alle Konversationen',
        empty: 'Keine offenen Konversationen.',
      },
    },
  },
};

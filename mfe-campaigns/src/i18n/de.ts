import { dashboardCampaignsDe } from './dashboard-campaigns.de';
import type { en } from './en';
import { workspaceDe } from './workspace.de';
import { recipientsDe } from './recipients.de';
import { statisticsDe } from './statistics.de';
import { greetingDe, mailDesignDe } from './designs.de';

/** Deutsche Texte von mfe-campaigns (Dashboard; Kampagnen folgen mit ihrem Issue). `error.*`-Texte liegen in @cadeau/ui. */
export const de: typeof en = {
  campaigns: {
    // The campaign list and workspace (their own file, see it).
    ...workspaceDe,
    // The recipients section, mail and greeting designers (their own files).
    recipients: recipientsDe,
    statistics: statisticsDe,
    mailDesign: mailDesignDe,
    greeting: greetingDe,
    dashboard: {
      greeting: 'Hallo {{firstName}}',
      greetingNoName: 'Hallo',
      organization: 'Aktuelle Organisation',
      note: 'Das Feedback und der Dank Ihrer Empfänger erscheinen hier, sobald Ihre Organisation genehmigt ist und Ihre Kampagnen laufen.',
      feedback: {
        title: 'Feedback',
        by: '{{who}} · {{date}}',
        empty:
          'Noch kein Feedback. Der Dank, den Ihre Empfänger nach der Wahl ihres Geschenks hinterlassen, erscheint hier.',
        unavailable: 'Das Feedback kann gerade nicht angezeigt werden.',
      },
      tasks: {
        title: 'Aufgaben',
        pendingOrganizations_one: '{{count}} Organisation wartet auf Prüfung',
        pendingOrganizations_other: '{{count}} Organisationen warten auf Prüfung',
        registeredAt: 'registriert am {{date}}',
        showAll: 'Alle Organisationen, die auf Prüfung warten',
        pendingProducts_one: '{{count}} Produkt wartet auf Prüfung',
        pendingProducts_other: '{{count}} Produkte warten auf Prüfung',
        releasedAt: 'zur Prüfung eingereicht am {{date}}',
        showAllProducts: 'Alle Produkte, die auf Prüfung warten',
        overdueDeposits_one: '{{count}} Depotrechnung ist überfällig',
        overdueDeposits_other: '{{count}} Depotrechnungen sind überfällig',
        overdueSince: 'überfällig seit {{date}}',
        payoutRequests_one: '{{count}} Auszahlung ist beantragt',
        payoutRequests_other: '{{count}} Auszahlungen sind beantragt',
        requestedAt: 'beantragt am {{date}}',
        showAllInvoices: 'Alle Rechnungen',
        openConversations_one: '{{count}} Konversation ist offen',
        openConversations_other: '{{count}} Konversationen sind offen',
        openSince: 'offen seit {{date}}',
        showAllConversations: 'Alle Konversationen',
        unmatchedPayments_one: '{{count}} Bankzahlung ist nicht zugeordnet',
        unmatchedPayments_other: '{{count}} Bankzahlungen sind nicht zugeordnet',
        receivedAt: 'eingegangen am {{date}}',
        showAllUnmatchedPayments: 'Alle nicht zugeordneten Bankzahlungen',
        openContacts_one: '{{count}} Kontaktformular ist unbeantwortet',
        openContacts_other: '{{count}} Kontaktformulare sind unbeantwortet',
        sentAt: 'gesendet am {{date}}',
        showAllOpenContacts: 'Alle unbeantworteten Kontaktformulare',
        unavailable: 'Die Aufgaben lassen sich gerade nicht anzeigen.',
        empty:
          'Nichts zu tun: Nichts wartet auf Prüfung, keine Depotrechnung ist überfällig, keine Auszahlung beantragt und keine Konversation offen.',
      },
      ordersToShip: {
        title: 'Zu versendende Bestellungen',
        count_one: '{{count}} Bestellung wartet auf den Versand',
        count_other: '{{count}} Bestellungen warten auf den Versand',
        placed: '{{campaign}} · bestellt am {{date}}',
        showAll: 'Alle zu versendenden Bestellungen',
        empty: 'Nichts zu versenden: Alle Bestellungen sind unterwegs.',
        unavailable: 'Die Bestellungen lassen sich gerade nicht anzeigen.',
      },
      figures: {
        title: 'Die Plattform in den letzten 30 Tagen',
        organizations: 'Neue Organisationen',
        users: 'Neue Benutzer',
        recipients: 'Empfänger mit Geschenkcode',
        codesRedeemed: 'Eingelöste Geschenkcodes',
        orders: 'Bestellungen',
        depositsPaid: 'Bezahlte Depots',
        feesEarned: 'Verdiente Gebühren',
        up: '+{{amount}} gegenüber den 30 Tagen davor',
        down: '−{{amount}} gegenüber den 30 Tagen davor',
        unchanged: 'gleich wie in den 30 Tagen davor',
        period: 'Jede Zahl neben den 30 Tagen davor.',
        reports: 'Alle Berichte',
        unavailable: 'Die Zahlen lassen sich gerade nicht anzeigen.',
      },
      // The campaign tasks and panel (issue 11, their own file).
      campaigns: dashboardCampaignsDe,
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

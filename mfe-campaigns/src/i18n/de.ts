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
        productsUnavailable: 'Die Produkte, die auf Prüfung warten, lassen sich gerade nicht anzeigen.',
        empty: 'Nichts zu tun: Keine Organisation, kein Produkt und keine Kampagne wartet auf Prüfung.',
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

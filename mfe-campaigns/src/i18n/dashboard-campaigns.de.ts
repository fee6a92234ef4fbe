import type { dashboardCampaignsEn } from './dashboard-campaigns.en';

/** Deutsche Texte der Kampagnen-Aufgaben und -Übersicht im Dashboard (Issue 11), in de.ts eingefügt. */
export const dashboardCampaignsDe: typeof dashboardCampaignsEn = {
  toReview_one: '{{count}} Kampagne wartet auf Prüfung',
  toReview_other: '{{count}} Kampagnen warten auf Prüfung',
  releasedAt: 'zur Prüfung eingereicht am {{date}}',
  showAllToReview: 'Alle Kampagnen, die auf Prüfung warten',
  toAdjust_one: '{{count}} Kampagne wurde abgelehnt und wartet auf Ihre Anpassungen',
  toAdjust_other: '{{count}} Kampagnen wurden abgelehnt und warten auf Ihre Anpassungen',
  rejectedAt:
    'abgelehnt am {{date}}: Lesen Sie die Begründung in der Kampagne, passen Sie sie an und reichen Sie sie erneut zur Prüfung ein',
  showAllToAdjust: 'Alle abgelehnten Kampagnen',
  tasksEmpty: 'Nichts zu tun: Keine Kampagne wartet auf Ihre Anpassungen.',
  title: 'Kampagnen',
  running_one: '{{count}} Kampagne läuft',
  running_other: '{{count}} Kampagnen laufen',
  runningUntil: 'bis {{date}}',
  approved_one: '{{count}} Kampagne ist genehmigt und wartet auf ihren Beginn',
  approved_other: '{{count}} Kampagnen sind genehmigt und warten auf ihren Beginn',
  startsOn: 'beginnt am {{date}}',
  pending_one: '{{count}} Kampagne wartet auf Prüfung',
  pending_other: '{{count}} Kampagnen warten auf Prüfung',
  empty: 'Keine Kampagne läuft oder wartet auf Prüfung.',
  showAll: 'Alle Kampagnen',
  unavailable: 'Die Kampagnen lassen sich gerade nicht anzeigen.',
};

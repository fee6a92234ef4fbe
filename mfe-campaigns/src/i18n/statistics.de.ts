import type { statisticsEn } from './statistics.en';

/** Deutsche Texte der Statistik im Arbeitsbereich (`campaigns.statistics.*`). */
export const statisticsDe: typeof statisticsEn = {
  numbersTitle: 'Zahlen',
  recipients: 'Empfänger',
  unsubscribed: 'Abgemeldet',
  generated: 'Erzeugte Codes',
  mailed: 'Versendet',
  mailFailed: 'Versand fehlgeschlagen',
  opened: 'Geöffnet',
  clicked: 'Geklickt',
  redeemed: 'Eingelöst',
  feedback: 'Dank hinterlassen',
  usedValue: 'Wert der gewählten Geschenke',
  unavailable: 'Die Zahlen können gerade nicht angezeigt werden.',
  funnel: {
    title: 'Vom Geschenkcode zum Geschenk',
    help: 'Jeder Schritt als Anteil der erzeugten Geschenkcodes.',
    step: '{{count}} von {{total}} ({{percent}} %)',
  },
  feedbackList: {
    title: 'Feedback und Dank',
    caption: 'Feedback und Dank der Empfänger',
    text: 'Feedback',
    recipient: 'Empfänger',
    at: 'Hinterlassen am',
    empty: 'Noch kein Feedback. Was Empfänger nach der Wahl ihres Geschenks schreiben, erscheint hier.',
  },
};

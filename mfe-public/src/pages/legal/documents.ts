import type { Language } from '@cadeau/ui/i18n';
import { operator } from './operator';

/**
 * The content documents of /imprint, /privacy and /tos in German and English (spec section 2: "imprint,
 * privacy and tos show content documents"). Kept here, in the lazily loaded legal chunk, not in the i18n
 * texts every page loads.
 */
export type DocumentName = 'imprint' | 'privacy' | 'tos';

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

const address = (lang: Language) =>
  `${operator.name}, ${operator.street}, ${operator.zipCity}, ${operator.country[lang]}`;

export const documents: Record<DocumentName, Record<Language, DocumentSection[]>> = {
  imprint: {
    de: [
      { heading: 'Betreiberin', paragraphs: [address('de'), `E-Mail: ${operator.email}`] },
      {
        heading: 'Handelsregister',
        paragraphs: [`Eingetragen im ${operator.register.de}. Sitz: ${operator.seat.de}.`],
      },
      {
        heading: 'Vertretungsberechtigte Personen',
        paragraphs: [
          'Die Gesellschaft wird durch die im Handelsregister eingetragenen Mitglieder des Verwaltungsrats und der Geschäftsleitung vertreten.',
        ],
      },
      {
        heading: 'Haftungsausschluss',
        paragraphs: [
          'Wir prüfen die Inhalte dieser Website sorgfältig, übernehmen aber keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität. Haftungsansprüche wegen Schäden materieller oder immaterieller Art, die aus dem Zugriff auf oder der Nutzung bzw. Nichtnutzung der veröffentlichten Informationen entstanden sind, werden ausgeschlossen, soweit gesetzlich zulässig.',
          'Verweise und Links auf Websites Dritter liegen ausserhalb unseres Verantwortungsbereichs. Der Zugriff und die Nutzung solcher Websites erfolgen auf eigene Gefahr.',
        ],
      },
      {
        heading: 'Urheberrechte',
        paragraphs: [
          'Die Urheber- und alle anderen Rechte an Inhalten, Bildern und Dateien auf dieser Website gehören der Betreiberin oder den ausdrücklich genannten Rechteinhabern. Für die Wiedergabe ist die schriftliche Zustimmung der Rechteinhaber einzuholen.',
        ],
      },
    ],
    en: [
      { heading: 'Operator', paragraphs: [address('en'), `E-mail: ${operator.email}`] },
      {
        heading: 'Commercial register',
        paragraphs: [`Registered in the ${operator.register.en}. Registered office: ${operator.seat.en}.`],
      },
      {
        heading: 'Authorised representatives',
        paragraphs: [
          'The company is represented by the members of the board of directors and of the management entered in the commercial register.',
        ],
      },
      {
        heading: 'Disclaimer',
        paragraphs: [
          'We check the content of this website carefully but give no guarantee that it is correct, complete or up to date. Liability for material or immaterial damage arising from access to, use or non-use of the published information is excluded to the extent permitted by law.',
          'References and links to third-party websites are outside our responsibility. Accessing and using such websites is at your own risk.',
        ],
      },
      {
        heading: 'Copyright',
        paragraphs: [
          'The copyright and all other rights to content, images and files on this website belong to the operator or to the rights holders expressly named. Reproduction requires the written consent of the rights holders.',
        ],
      },
    ],
  },
  privacy: {
    de: [
      {
        heading: 'Verantwortliche Stelle',
        paragraphs: [
          `Verantwortlich für die Bearbeitung Ihrer Personendaten ist ${address('de')}. Fragen zum Datenschutz richten Sie an ${operator.privacyEmail}.`,
          'Wir bearbeiten Personendaten nach dem Schweizer Bundesgesetz über den Datenschutz (DSG) und der Datenschutzverordnung (DSV) sowie, soweit anwendbar, nach der EU-Datenschutz-Grundverordnung (DSGVO).',
        ],
      },
      {
        heading: 'Welche Daten wir bearbeiten',
        paragraphs: [
          'Konto- und Organisationsdaten: Name, E-Mail-Adresse, Sprache, Rollen, Passwort (nur als kryptografischer Hashwert gespeichert), Angaben zur Organisation inklusive UID, MWST-Nummer und Adresse. Angaben aus dem öffentlichen UID-Register des Bundesamts für Statistik übernehmen wir unverändert.',
          'Kampagnen- und Bestelldaten: Empfänger von Geschenkcodes (Name, E-Mail-Adresse), gewählte Geschenke, Lieferadressen in der Schweiz, Rückmeldungen und Dankesnachrichten.',
          'Kontaktanfragen: Name, E-Mail-Adresse oder Telefonnummer und Ihre Nachricht.',
          'Technische Daten: IP-Adresse, Zeitpunkt und Art von Anmeldungen und Änderungen (Audit-Protokoll) sowie Sitzungsdaten.',
        ],
      },
      {
        heading: 'Zwecke',
        paragraphs: [
          'Wir bearbeiten diese Daten, um die Plattform bereitzustellen, Konten und Organisationen zu verwalten, Kampagnen durchzuführen, Geschenke zu liefern, Zahlungen abzuwickeln, Ihre Anfragen zu beantworten, Missbrauch zu verhindern und gesetzliche Pflichten (z. B. Aufbewahrungspflichten) zu erfüllen.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Wir verwenden nur technisch notwendige Cookies: ein Sitzungs-Cookie für die Anmeldung, ein Cookie für die gewählte Sprache und ein Cookie, das die zuletzt aufgerufene Seite für die Weiterleitung nach der Anmeldung speichert. Wir setzen keine Cookies zu Werbe- oder Analysezwecken.',
        ],
      },
      {
        heading: 'Weitergabe und Auftragsbearbeiter',
        paragraphs: [
          'Anbieter erhalten die für die Lieferung nötigen Daten (Name und Lieferadresse). Für den E-Mail-Versand setzen wir einen Versanddienstleister ein, der Öffnungen und Klicks von Kampagnen-E-Mails meldet. Dienstleister bearbeiten Daten nur in unserem Auftrag und nach unseren Weisungen.',
          'Werden Daten in ein Land ohne angemessenen Datenschutz übermittelt, stützen wir uns auf die Standardvertragsklauseln der Europäischen Kommission in der vom Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) anerkannten Fassung.',
        ],
      },
      {
        heading: 'Aufbewahrung',
        paragraphs: [
          'Wir bewahren Personendaten so lange auf, wie es der Zweck erfordert oder das Gesetz es verlangt (geschäftsrelevante Unterlagen in der Regel zehn Jahre). Danach werden sie gelöscht oder anonymisiert.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Bearbeitung und Datenherausgabe sowie das Recht, einer Bearbeitung zu widersprechen. Vom Empfang von Kampagnen-E-Mails können Sie sich jederzeit abmelden.',
          `Wenden Sie sich dazu an ${operator.privacyEmail}. Sie können zudem beim EDÖB Beschwerde einreichen.`,
        ],
      },
    ],
    en: [
      {
        heading: 'Controller',
        paragraphs: [
          `The controller of your personal data is ${address('en')}. Please send questions about data protection to ${operator.privacyEmail}.`,
          'We process personal data under the Swiss Federal Act on Data Protection (FADP) and its ordinance (DPO) and, where applicable, the EU General Data Protection Regulation (GDPR).',
        ],
      },
      {
        heading: 'Data we process',
        paragraphs: [
          'Account and organisation data: name, e-mail address, language, roles, password (stored only as a cryptographic hash), organisation details including UID, VAT number and address. Details from the public UID register of the Federal Statistical Office are taken over unchanged.',
          'Campaign and order data: recipients of gift codes (name, e-mail address), chosen gifts, delivery addresses in Switzerland, feedback and thank-you messages.',
          'Contact requests: name, e-mail address or phone number and your message.',
          'Technical data: IP address, time and kind of logins and changes (audit log) and session data.',
        ],
      },
      {
        heading: 'Purposes',
        paragraphs: [
          'We process these data to provide the platform, manage accounts and organisations, run campaigns, deliver gifts, handle payments, answer your requests, prevent abuse and meet legal obligations (such as retention duties).',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use technically necessary cookies only: a session cookie for the login, a cookie for the chosen language, and a cookie that remembers the page to return to after logging in. We set no cookies for advertising or analytics.',
        ],
      },
      {
        heading: 'Disclosure and processors',
        paragraphs: [
          'Sellers receive the data needed for delivery (name and delivery address). We send e-mails through a mail delivery provider, which reports opens and clicks of campaign e-mails. Providers process data only on our behalf and under our instructions.',
          'Where data are transferred to a country without adequate data protection, we rely on the standard contractual clauses of the European Commission as recognised by the Federal Data Protection and Information Commissioner (FDPIC).',
        ],
      },
      {
        heading: 'Retention',
        paragraphs: [
          'We keep personal data as long as the purpose requires or the law demands (business records usually ten years). Afterwards they are deleted or anonymised.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access, rectification, erasure, restriction of processing and data portability, and the right to object to processing. You can unsubscribe from campaign e-mails at any time.',
          `Write to ${operator.privacyEmail} to exercise them. You may also lodge a complaint with the FDPIC.`,
        ],
      },
    ],
  },
  tos: {
    de: [
      {
        heading: 'Geltungsbereich',
        paragraphs: [
          `Diese Nutzungsbedingungen regeln die Nutzung der Plattform Cadeau der ${operator.name} durch Organisationen (Schenker und Anbieter), deren Benutzerinnen und Benutzer sowie Empfänger von Geschenkcodes.`,
        ],
      },
      {
        heading: 'Registrierung und Konten',
        paragraphs: [
          'Organisationen registrieren sich mit zutreffenden Angaben; die Plattform-Administration prüft und genehmigt jede Organisation. Weitere Personen erhalten Zugang nur über eine Einladung.',
          'Zugangsdaten sind geheim zu halten. Die Organisation ist für die Handlungen ihrer Benutzerinnen und Benutzer verantwortlich. Wir dürfen Konten und Organisationen bei Missbrauch oder Verstössen gegen diese Bedingungen sperren.',
        ],
      },
      {
        heading: 'Kampagnen und Geschenkcodes',
        paragraphs: [
          'Schenker versenden Geschenkcodes nur an Personen, bei denen sie dazu berechtigt sind. Kampagnen werden vor dem Versand geprüft; die Rechnung der Kampagne ist vorgängig zu bezahlen.',
          'Empfänger lösen Codes innerhalb der Kampagnenlaufzeit ein. Geschenke werden nur an Adressen in der Schweiz geliefert. Ein Code kann nur einmal eingelöst werden und ist nicht in bar auszahlbar.',
        ],
      },
      {
        heading: 'Anbieter und Produkte',
        paragraphs: [
          'Anbieter sind für ihre Produkte, deren Angaben, Verfügbarkeit, Lieferung und Gewährleistung verantwortlich. Produkte erscheinen erst nach der Genehmigung durch die Plattform-Administration.',
        ],
      },
      {
        heading: 'Preise und Zahlung',
        paragraphs: [
          'Es gelten die bei Abschluss angezeigten Gebühren in Schweizer Franken (CHF), zuzüglich gesetzlicher Mehrwertsteuer. Nicht beanspruchtes Guthaben beendeter Kampagnen kann wiederverwendet oder ausbezahlt werden.',
        ],
      },
      {
        heading: 'Haftung',
        paragraphs: [
          'Wir haften nur für vorsätzlich oder grobfahrlässig verursachte Schäden, soweit gesetzlich zulässig. Für Inhalte und Leistungen von Schenkern und Anbietern haften diese selbst.',
        ],
      },
      {
        heading: 'Änderungen',
        paragraphs: [
          'Wir können diese Bedingungen anpassen. Änderungen teilen wir registrierten Organisationen rechtzeitig mit.',
        ],
      },
      {
        heading: 'Anwendbares Recht und Gerichtsstand',
        paragraphs: [
          `Es gilt Schweizer Recht unter Ausschluss des Kollisionsrechts. Gerichtsstand ist ${operator.seat.de}, soweit das Gesetz nichts anderes zwingend vorschreibt.`,
        ],
      },
    ],
    en: [
      {
        heading: 'Scope',
        paragraphs: [
          `These terms govern the use of the Cadeau platform of ${operator.name} by organisations (givers and sellers), their users and the recipients of gift codes.`,
        ],
      },
      {
        heading: 'Registration and accounts',
        paragraphs: [
          'Organisations register with accurate details; the platform administration reviews and approves every organisation. Further people get access only through an invitation.',
          'Login details must be kept secret. An organisation is responsible for what its users do. We may block accounts and organisations in case of abuse or breach of these terms.',
        ],
      },
      {
        heading: 'Campaigns and gift codes',
        paragraphs: [
          'Givers send gift codes only to people they are entitled to contact. Campaigns are reviewed before sending; the campaign invoice is paid in advance.',
          'Recipients redeem codes within the campaign period. Gifts are delivered only to addresses in Switzerland. A code can be redeemed once and cannot be paid out in cash.',
        ],
      },
      {
        heading: 'Sellers and products',
        paragraphs: [
          'Sellers are responsible for their products, their descriptions, availability, delivery and warranty. Products appear only once approved by the platform administration.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'The fees shown at the time of ordering apply, in Swiss francs (CHF), plus statutory VAT. Unused credit of ended campaigns can be reused or paid out.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We are liable only for damage caused intentionally or by gross negligence, to the extent permitted by law. Givers and sellers are liable for their own content and services.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['We may change these terms. We inform registered organisations of changes in good time.'],
      },
      {
        heading: 'Applicable law and jurisdiction',
        paragraphs: [
          `Swiss law applies, excluding its conflict-of-law rules. Place of jurisdiction is ${operator.seat.en}, unless the law mandatorily provides otherwise.`,
        ],
      },
    ],
  },
};

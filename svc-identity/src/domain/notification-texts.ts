import type { languages } from '@cadeau/contracts';

type Language = (typeof languages)[number];

/**
 * The title and text of each notification type in de and en, for the `notification` mail. The front end
 * shows the same title from its own resources (`packages/ui` `notification.*`); the mail adds a sentence
 * because it is read without the cockpit around it. Values come from the notification's data.
 */
type Data = Record<string, unknown>;
interface Text {
  title: (d: Data) => string;
  body: (d: Data) => string;
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const statusWords: Record<Language, Record<string, string>> = {
  de: { pending: 'in Prüfung', approved: 'genehmigt', rejected: 'abgelehnt', blocked: 'gesperrt' },
  en: { pending: 'pending', approved: 'approved', rejected: 'rejected', blocked: 'blocked' },
};
const status = (lang: Language, v: unknown) => statusWords[lang][str(v)] ?? str(v);
/** A person by name (issue 9); notifications stored before they carried a name have only the address. */
const person = (d: Data) => str(d.name).trim() || str(d.email);
/** The name with the address as a secondary detail, once: "Anna Muster (anna@example.ch)". */
const personWithEmail = (d: Data) => {
  const name = str(d.name).trim();
  const email = str(d.email);
  return name && email && name !== email ? `${name} (${email})` : person(d);
};
/** Adds the reason as its own paragraph when there is one. */
const withReason = (text: string, label: string, reason: unknown) =>
  str(reason).trim() ? `${text}\n\n${label}: ${str(reason).trim()}` : text;

/** A product in the reader's language (notifications carry both names), with its number and version. */
const productName = (lang: Language, d: Data) => {
  const names = (d.productName ?? {}) as Record<string, unknown>;
  return str(names[lang]) || str(names.de) || str(names.en);
};
/** «Name» (P-0001, Version 2) in German, "Name" (P-0001, version 2) in English. */
function productLabel(lang: Language, d: Data): string {
  const details = [str(d.number), str(d.version) ? `${lang === 'de' ? 'Version' : 'version'} ${str(d.version)}` : '']
    .filter(Boolean)
    .join(', ');
  const quoted = lang === 'de' ? `«${productName(lang, d)}»` : `"${productName(lang, d)}"`;
  return details ? `${quoted} (${details})` : quoted;
}
const productLabelEn = (d: Data) => productLabel('en', d);

export const notificationTexts = {
  'notification.organizationRegistered': {
    de: {
      title: (d) => `Neue Organisation registriert: ${str(d.organizationName)}`,
      body: (d) => `Die Organisation «${str(d.organizationName)}» hat sich registriert und wartet auf Ihre Prüfung.`,
    },
    en: {
      title: (d) => `New organisation registered: ${str(d.organizationName)}`,
      body: (d) => `The organisation "${str(d.organizationName)}" has registered and awaits your review.`,
    },
  },
  'notification.organizationStatusChanged': {
    de: {
      title: (d) => `${str(d.organizationName)} ist jetzt «${status('de', d.status)}»`,
      body: (d) =>
        withReason(
          `Der Status der Organisation «${str(d.organizationName)}» ist jetzt «${status('de', d.status)}».`,
          'Begründung',
          d.reason,
        ),
    },
    en: {
      title: (d) => `${str(d.organizationName)} is now "${status('en', d.status)}"`,
      body: (d) =>
        withReason(
          `The status of the organisation "${str(d.organizationName)}" is now "${status('en', d.status)}".`,
          'Reason',
          d.reason,
        ),
    },
  },
  'notification.invitationAccepted': {
    de: {
      title: (d) => `${person(d)} ist ${str(d.organizationName)} beigetreten`,
      body: (d) =>
        `${personWithEmail(d)} hat Ihre Einladung angenommen und ist jetzt Mitglied von «${str(d.organizationName)}».`,
    },
    en: {
      title: (d) => `${person(d)} joined ${str(d.organizationName)}`,
      body: (d) =>
        `${personWithEmail(d)} accepted your invitation and is now a member of "${str(d.organizationName)}".`,
    },
  },
  'notification.contactReceived': {
    de: {
      title: (d) => `Neues Kontaktformular von ${str(d.name)}`,
      body: (d) => `${str(d.name)} hat das Kontaktformular ausgefüllt.`,
    },
    en: { title: (d) => `New contact form from ${str(d.name)}`, body: (d) => `${str(d.name)} sent the contact form.` },
  },
  'notification.conversationMessage': {
    de: {
      title: (d) =>
        person(d) ? `Neue Nachricht von ${person(d)} in «${str(d.subject)}»` : `Neue Nachricht in «${str(d.subject)}»`,
      body: (d) =>
        person(d)
          ? `${personWithEmail(d)} hat in der Konversation «${str(d.subject)}» eine neue Nachricht geschrieben.`
          : `In der Konversation «${str(d.subject)}» ist eine neue Nachricht eingetroffen.`,
    },
    en: {
      title: (d) =>
        person(d) ? `New message from ${person(d)} in "${str(d.subject)}"` : `New message in "${str(d.subject)}"`,
      body: (d) =>
        person(d)
          ? `${personWithEmail(d)} wrote a new message in the conversation "${str(d.subject)}".`
          : `A new message arrived in the conversation "${str(d.subject)}".`,
    },
  },
  'notification.productReviewRequested': {
    de: {
      title: (d) => `Produkt zur Prüfung: ${productName('de', d)}`,
      body: (d) =>
        `Der Anbieter «${str(d.organizationName)}» hat das Produkt ${productLabel('de', d)} eingereicht. Es wartet auf Ihre Prüfung.`,
    },
    en: {
      title: (d) => `Product to review: ${productName('en', d)}`,
      body: (d) =>
        `The seller "${str(d.organizationName)}" published the product ${productLabelEn(d)}. It awaits your review.`,
    },
  },
  // The seller side's product news is mailed with svc-mail's product templates, which say who acted; these
  // texts are the generic mail's, should a flow send one.
  'notification.productPublished': {
    de: {
      title: (d) => `Produkt zur Prüfung eingereicht: ${productName('de', d)}`,
      body: (d) => `Ihr Produkt ${productLabel('de', d)} wurde zur Prüfung eingereicht.`,
    },
    en: {
      title: (d) => `Product released for review: ${productName('en', d)}`,
      body: (d) => `Your product ${productLabelEn(d)} was released for review.`,
    },
  },
  'notification.orderPlaced': {
    de: {
      title: (d) => `Neue Bestellung ${str(d.number)}: ${productName('de', d)}`,
      body: (d) =>
        `Für ${productName('de', d)} ist die Bestellung ${str(d.number)} eingegangen. Bitte versenden Sie sie.`,
    },
    en: {
      title: (d) => `New order ${str(d.number)}: ${productName('en', d)}`,
      body: (d) => `Order ${str(d.number)} for ${productName('en', d)} has arrived. Please ship it.`,
    },
  },
  'notification.productApproved': {
    de: {
      title: (d) => `Produkt genehmigt: ${productName('de', d)}`,
      body: (d) => withReason(`Ihr Produkt ${productLabel('de', d)} ist genehmigt.`, 'Hinweis', d.reason),
    },
    en: {
      title: (d) => `Product approved: ${productName('en', d)}`,
      body: (d) => withReason(`Your product ${productLabelEn(d)} is approved.`, 'Note', d.reason),
    },
  },
  'notification.productVersionApproved': {
    de: {
      title: (d) => `Neue Version genehmigt: ${productName('de', d)}`,
      body: (d) =>
        withReason(`Die neue Version Ihres Produkts ${productLabel('de', d)} ist genehmigt.`, 'Hinweis', d.reason),
    },
    en: {
      title: (d) => `New version approved: ${productName('en', d)}`,
      body: (d) => withReason(`The new version of your product ${productLabelEn(d)} is approved.`, 'Note', d.reason),
    },
  },
  'notification.productRejected': {
    de: {
      title: (d) => `Produkt abgelehnt: ${productName('de', d)}`,
      body: (d) => withReason(`Ihr Produkt ${productLabel('de', d)} wurde abgelehnt.`, 'Begründung', d.reason),
    },
    en: {
      title: (d) => `Product rejected: ${productName('en', d)}`,
      body: (d) => withReason(`Your product ${productLabelEn(d)} was rejected.`, 'Reason', d.reason),
    },
  },
  'notification.productPaused': {
    de: {
      title: (d) => `Produkt pausiert: ${productName('de', d)}`,
      body: (d) => `Ihr Produkt ${productLabel('de', d)} ist pausiert.`,
    },
    en: {
      title: (d) => `Product paused: ${productName('en', d)}`,
      body: (d) => `Your product ${productLabelEn(d)} is paused.`,
    },
  },
  'notification.productResumed': {
    de: {
      title: (d) => `Produkt fortgesetzt: ${productName('de', d)}`,
      body: (d) => `Ihr Produkt ${productLabel('de', d)} ist wieder genehmigt.`,
    },
    en: {
      title: (d) => `Product resumed: ${productName('en', d)}`,
      body: (d) => `Your product ${productLabelEn(d)} is approved again.`,
    },
  },
  'notification.productBlocked': {
    de: {
      title: (d) => `Produkt gesperrt: ${productName('de', d)}`,
      body: (d) =>
        withReason(`Die Plattform hat Ihr Produkt ${productLabel('de', d)} gesperrt.`, 'Begründung', d.reason),
    },
    en: {
      title: (d) => `Product blocked: ${productName('en', d)}`,
      body: (d) => withReason(`The platform blocked your product ${productLabelEn(d)}.`, 'Reason', d.reason),
    },
  },
  'notification.productVersionCreated': {
    de: {
      title: (d) => `Neue Version erstellt: ${productName('de', d)}`,
      body: (d) => `Von Ihrem Produkt ${productLabel('de', d)} gibt es eine neue Version im Entwurf.`,
    },
    en: {
      title: (d) => `New version created: ${productName('en', d)}`,
      body: (d) => `Your product ${productLabelEn(d)} has a new draft version.`,
    },
  },
  // Campaign news (issue 11). The giver side's review news is mailed with svc-mail's campaign templates, which
  // say who acted; these texts are the reviewers' task mail, the started and finished mails, and the generic
  // mail should a flow send one.
  'notification.campaignReviewRequested': {
    de: {
      title: (d) => `Kampagne zur Prüfung: ${str(d.campaignName)}`,
      body: (d) =>
        `Der Schenker «${str(d.organizationName)}» hat die Kampagne «${str(d.campaignName)}» eingereicht. Sie wartet auf Ihre Prüfung.`,
    },
    en: {
      title: (d) => `Campaign to review: ${str(d.campaignName)}`,
      body: (d) =>
        `The giver "${str(d.organizationName)}" released the campaign "${str(d.campaignName)}" for review. It awaits your review.`,
    },
  },
  'notification.campaignReleased': {
    de: {
      title: (d) => `Kampagne zur Prüfung eingereicht: ${str(d.campaignName)}`,
      body: (d) => `Die Kampagne «${str(d.campaignName)}» wurde zur Prüfung eingereicht.`,
    },
    en: {
      title: (d) => `Campaign released for review: ${str(d.campaignName)}`,
      body: (d) => `The campaign "${str(d.campaignName)}" was released for review.`,
    },
  },
  'notification.campaignApproved': {
    de: {
      title: (d) => `Kampagne genehmigt: ${str(d.campaignName)}`,
      body: (d) => withReason(`Ihre Kampagne «${str(d.campaignName)}» ist genehmigt.`, 'Hinweis', d.reason),
    },
    en: {
      title: (d) => `Campaign approved: ${str(d.campaignName)}`,
      body: (d) => withReason(`Your campaign "${str(d.campaignName)}" is approved.`, 'Note', d.reason),
    },
  },
  'notification.campaignRejected': {
    de: {
      title: (d) => `Kampagne abgelehnt: ${str(d.campaignName)}`,
      body: (d) =>
        withReason(
          `Ihre Kampagne «${str(d.campaignName)}» wurde abgelehnt. Passen Sie sie an und reichen Sie sie erneut zur Prüfung ein.`,
          'Begründung',
          d.reason,
        ),
    },
    en: {
      title: (d) => `Campaign rejected: ${str(d.campaignName)}`,
      body: (d) =>
        withReason(
          `Your campaign "${str(d.campaignName)}" was rejected. Adjust it and release it again.`,
          'Reason',
          d.reason,
        ),
    },
  },
  'notification.campaignBlocked': {
    de: {
      title: (d) => `Kampagne gesperrt: ${str(d.campaignName)}`,
      body: (d) =>
        withReason(`Die Plattform hat Ihre Kampagne «${str(d.campaignName)}» gesperrt.`, 'Begründung', d.reason),
    },
    en: {
      title: (d) => `Campaign blocked: ${str(d.campaignName)}`,
      body: (d) => withReason(`The platform blocked your campaign "${str(d.campaignName)}".`, 'Reason', d.reason),
    },
  },
  'notification.campaignStarted': {
    de: {
      title: (d) => `Kampagne hat begonnen: ${str(d.campaignName)}`,
      body: (d) => `Ihre Kampagne «${str(d.campaignName)}» läuft ab heute.`,
    },
    en: {
      title: (d) => `Campaign started: ${str(d.campaignName)}`,
      body: (d) => `Your campaign "${str(d.campaignName)}" is running from today.`,
    },
  },
  'notification.campaignFinished': {
    de: {
      title: (d) => `Kampagne beendet: ${str(d.campaignName)}`,
      body: (d) => `Ihre Kampagne «${str(d.campaignName)}» ist beendet.`,
    },
    en: {
      title: (d) => `Campaign finished: ${str(d.campaignName)}`,
      body: (d) => `Your campaign "${str(d.campaignName)}" has finished.`,
    },
  },
  // Gift-code guessing (issue 12): svc-campaign's global budget of failed code lookups ran out; until its window
  // ends every lookup answers "try again later", recipients included.
  'notification.voucherLookupBudgetExhausted': {
    de: {
      title: () => 'Verdacht auf Erraten von Geschenkcodes',
      body: (d) =>
        `${str(d.failures)} Geschenkcodes wurden innerhalb von ${str(d.windowMinutes)} Minuten ohne Treffer abgefragt. Bis das Zeitfenster endet, beantwortet die Einlöseseite jede Abfrage mit «Bitte später erneut versuchen».`,
    },
    en: {
      title: () => 'Gift-code guessing suspected',
      body: (d) =>
        `${str(d.failures)} unknown gift codes were looked up within ${str(d.windowMinutes)} minutes. Until the window ends, the redemption page answers every lookup with "try again later".`,
    },
  },
} satisfies Record<string, Record<Language, Text>>;

export type NotificationType = keyof typeof notificationTexts;

// The mail contract's limits (contracts `mail.ts`): names people typed may be long, the mail still goes.
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The mail's title and text of a notification in the recipient's language. */
export function notificationText(type: NotificationType, lang: Language, data: Data): { title: string; body: string } {
  const text = notificationTexts[type][lang];
  return { title: clip(text.title(data).trim(), 200), body: clip(text.body(data).trim(), 4000) };
}

import type { RecipientRowInput } from '@cadeau/contracts';

/**
 * Demo recipients: people as a Swiss giver's customer list holds them, from all language regions, at
 * addresses @example.ch (a domain reserved for examples, so a demo mail never reaches a person). Some have a
 * phone number, an individual salutation or greeting, as the workspace shows them; the rest use the greeting
 * design's default.
 */
interface Person {
  first: string;
  last: string;
  /** Which salutation fits (German "Liebe Frau …" / "Lieber Herr …"). */
  form: 'f' | 'm';
}

const people: Person[] = [
  { first: 'Anna', last: 'Müller', form: 'f' },
  { first: 'Luca', last: 'Meier', form: 'm' },
  { first: 'Sophie', last: 'Schmid', form: 'f' },
  { first: 'Noah', last: 'Keller', form: 'm' },
  { first: 'Laura', last: 'Weber', form: 'f' },
  { first: 'Elias', last: 'Huber', form: 'm' },
  { first: 'Mia', last: 'Schneider', form: 'f' },
  { first: 'Leon', last: 'Meyer', form: 'm' },
  { first: 'Lea', last: 'Steiner', form: 'f' },
  { first: 'Jonas', last: 'Fischer', form: 'm' },
  { first: 'Chloé', last: 'Favre', form: 'f' },
  { first: 'Mathieu', last: 'Rochat', form: 'm' },
  { first: 'Camille', last: 'Perrin', form: 'f' },
  { first: 'Julien', last: 'Bonvin', form: 'm' },
  { first: 'Giulia', last: 'Bernasconi', form: 'f' },
  { first: 'Marco', last: 'Rossi', form: 'm' },
  { first: 'Chiara', last: 'Pedrazzini', form: 'f' },
  { first: 'Matteo', last: 'Lombardi', form: 'm' },
  { first: 'Nina', last: 'Brunner', form: 'f' },
  { first: 'David', last: 'Baumann', form: 'm' },
  { first: 'Sara', last: 'Frei', form: 'f' },
  { first: 'Simon', last: 'Zimmermann', form: 'm' },
  { first: 'Lara', last: 'Gerber', form: 'f' },
  { first: 'Tim', last: 'Moser', form: 'm' },
  { first: 'Julia', last: 'Widmer', form: 'f' },
  { first: 'Nico', last: 'Wyss', form: 'm' },
  { first: 'Alina', last: 'Graf', form: 'f' },
  { first: 'Fabian', last: 'Roth', form: 'm' },
  { first: 'Selina', last: 'Bühler', form: 'f' },
  { first: 'Andrin', last: 'Caduff', form: 'm' },
  { first: 'Flurina', last: 'Cathomen', form: 'f' },
  { first: 'Reto', last: 'Brändli', form: 'm' },
  { first: 'Yvonne', last: 'Käser', form: 'f' },
  { first: 'Urs', last: 'Aebischer', form: 'm' },
  { first: 'Manon', last: 'Dubois', form: 'f' },
  { first: 'Loïc', last: 'Girard', form: 'm' },
  { first: 'Elena', last: 'Guidotti', form: 'f' },
  { first: 'Samuel', last: 'Hofer', form: 'm' },
  { first: 'Jana', last: 'Lüthi', form: 'f' },
  { first: 'Beat', last: 'Schürch', form: 'm' },
  { first: 'Martina', last: 'Vogel', form: 'f' },
  { first: 'Patrick', last: 'Suter', form: 'm' },
];

/** `anna.mueller` from "Anna Müller": German umlauts as Swiss addresses spell them, other accents dropped. */
function localPart(p: Person): string {
  const ascii = (s: string) =>
    s
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z]/g, '');
  return `${ascii(p.first)}.${ascii(p.last)}`;
}

/** A Swiss mobile number in E.164 (+41 79 …), different for each person. */
const phoneOf = (i: number) => `+4179${String(3_100_000 + i * 7_919).padStart(7, '0')}`;

/**
 * `count` recipients starting at person `offset` (wrapping around the list), rows as the recipients form and
 * the CSV import take them (`recipientRowSchema`). Every third has a phone, every fourth an individual
 * salutation, every seventh an individual greeting. Deterministic: the same call gives the same rows.
 */
export function demoRecipients(offset: number, count: number): RecipientRowInput[] {
  if (count > people.length) throw new Error(`At most ${people.length} demo recipients per campaign`);
  return Array.from({ length: count }, (_, n) => {
    const i = (offset + n) % people.length;
    const p = people[i];
    return {
      email: `${localPart(p)}@example.ch`,
      phone: n % 3 === 0 ? phoneOf(i) : '',
      salutation: n % 4 === 1 ? `${p.form === 'f' ? 'Liebe' : 'Lieber'} ${p.first}` : '',
      greeting:
        n % 7 === 2 ? `Danke für die schöne Zusammenarbeit, ${p.first}! Wir freuen uns auf das nächste Jahr.` : '',
    };
  });
}

/** The dev mailbox's demo addresses: `recipient1@demo.cadeau.test` … (a reserved test domain, never delivered). */
export const demoInboxAddress = (n: number): string => `recipient${n}@demo.cadeau.test`;

/**
 * `count` recipients at the demo inbox addresses, the people of the list as their salutation: every second with
 * an individual salutation, every third with an individual greeting, so the redemption page shows both kinds.
 */
export function demoInboxRecipients(count: number): RecipientRowInput[] {
  if (count > people.length) throw new Error(`At most ${people.length} demo inbox recipients`);
  return Array.from({ length: count }, (_, n) => {
    const p = people[n];
    return {
      email: demoInboxAddress(n + 1),
      phone: '',
      salutation: n % 2 === 0 ? `${p.form === 'f' ? 'Liebe' : 'Lieber'} ${p.first}` : '',
      greeting: n % 3 === 1 ? `Schön, dass Sie dabei sind, ${p.first}!` : '',
    };
  });
}

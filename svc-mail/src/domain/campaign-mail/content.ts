import { randomBytes } from 'node:crypto';
import type { PreparedDesign } from '../design/renderer';
import { htmlValue, textValue, type DesignValueName, type MarkerFlavor, type Segments } from '../design/segments';

/**
 * A campaign's mail as SendGrid sends it to many recipients at once (ADR 0022): the design rendered once per
 * design and language (MJML), the campaign's own values joined in, and a substitution tag wherever a value
 * differs per recipient. Each personalization of a request then carries only that recipient's values. The
 * values are escaped here, by the rules of the part they go into, because SendGrid inserts them verbatim.
 */

/** The values that differ per recipient; every other placeholder is the campaign's and is joined in once. */
export const RECIPIENT_VALUE_NAMES = ['salutation', 'greeting', 'code', 'redeemLink', 'unsubscribeLink'] as const;
export type RecipientValueName = (typeof RECIPIENT_VALUE_NAMES)[number];
export type RecipientValues = Record<RecipientValueName, string>;
/** What svc-mail stores per recipient: everything but the code and the link that carries it. */
export type StoredRecipientValues = Omit<RecipientValues, 'code' | 'redeemLink'>;
export type CampaignValues = Omit<Record<DesignValueName, string>, RecipientValueName>;

/** SendGrid wraps every substitution key in these (`substitutionWrappers`); the dev provider does the same. */
export const SUBSTITUTION_WRAPPERS = ['[%', '%]'] as const;

/** Where a tag stands: HTML or text (the subject is text), running text (`b`) or one line (`l`). */
type Part = 'hb' | 'hl' | 'tb' | 'tl';

export interface CampaignContent {
  /** The random part of every tag of this content, so no text of the giver can ever form one. */
  nonce: string;
  subject: string;
  html: string;
  text: string;
}

const isRecipientValue = (name: DesignValueName): name is RecipientValueName =>
  (RECIPIENT_VALUE_NAMES as readonly string[]).includes(name);

const keyOf = (nonce: string, name: RecipientValueName, part: Part) => `${nonce}.${name}.${part}`;
const tagOf = (key: string) => `${SUBSTITUTION_WRAPPERS[0]}${key}${SUBSTITUTION_WRAPPERS[1]}`;
const partOf = (kind: 'h' | 't', flavor: MarkerFlavor): Part => `${kind}${flavor === 'line' ? 'l' : 'b'}` as Part;

function join(segments: Segments, kind: 'h' | 't', nonce: string, campaign: CampaignValues): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'string') out += s;
    else if (isRecipientValue(s.name)) out += tagOf(keyOf(nonce, s.name, partOf(kind, s.flavor)));
    else out += (kind === 'h' ? htmlValue : textValue)(s.flavor, campaign[s.name]);
  }
  return out;
}

/**
 * The content of one design and language for a campaign. `nonce` is random unless given (tests); a nonce
 * that the rendered text already holds is never used, so every tag in the content is one of ours.
 */
export function buildContent(prepared: PreparedDesign, campaign: CampaignValues, nonce?: string): CampaignContent {
  for (;;) {
    const n = nonce ?? randomBytes(6).toString('hex');
    const literal = [prepared.subject, prepared.html, prepared.text]
      .flat()
      .filter((s): s is string => typeof s === 'string');
    const clash = [...literal, ...Object.values(campaign)].some((s) => s.includes(n));
    if (clash && nonce === undefined) continue;
    return {
      nonce: n,
      subject: join(prepared.subject, 't', n, campaign),
      html: join(prepared.html, 'h', n, campaign),
      text: join(prepared.text, 't', n, campaign),
    };
  }
}

const TAG = /\[%([0-9a-f]+)\.(\w+)\.(hb|hl|tb|tl)%\]/g;

/** The substitution keys (without wrappers) the content uses, each once. */
export function usedKeys(content: CampaignContent): string[] {
  const keys = new Set<string>();
  for (const part of [content.subject, content.html, content.text])
    for (const m of part.matchAll(TAG)) if (m[1] === content.nonce) keys.add(`${m[1]}.${m[2]}.${m[3]}`);
  return [...keys];
}

/**
 * One recipient's substitutions for the keys the content uses (SendGrid limits them to 10,000 bytes per
 * personalization, so only those are sent), each escaped for where it stands.
 */
export function substitutionsFor(keys: readonly string[], values: RecipientValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const [, name, part] = key.split('.') as [string, RecipientValueName, Part];
    const value = values[name] ?? '';
    const flavor: MarkerFlavor = part.endsWith('l') ? 'line' : 'block';
    out[key] = part.startsWith('h') ? htmlValue(flavor, value) : textValue(flavor, value);
  }
  return out;
}

/** What SendGrid does with a personalization's substitutions: every wrapped key replaced by its value. */
export function applySubstitutions(template: string, substitutions: Readonly<Record<string, string>>): string {
  return template.replace(TAG, (tag, nonce: string, name: string, part: string) => {
    const value = substitutions[`${nonce}.${name}.${part}`];
    return value === undefined ? tag : value;
  });
}

/** A subject is one line: a value with line breaks must not add header lines. */
export const oneLineSubject = (subject: string) => subject.replace(/\s+/g, ' ').trim();

/** One recipient's filled mail (the dev provider's inbox, tests). */
export function fillContent(content: CampaignContent, substitutions: Readonly<Record<string, string>>) {
  return {
    subject: oneLineSubject(applySubstitutions(content.subject, substitutions)),
    html: applySubstitutions(content.html, substitutions),
    text: applySubstitutions(content.text, substitutions),
  };
}

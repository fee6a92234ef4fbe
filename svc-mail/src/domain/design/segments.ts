import { mailPlaceholders, type MailPlaceholder } from '@cadeau/contracts/values';
import { escapeHtml } from '../templates/layout';

/**
 * What a design mail fills per recipient: the placeholders a giver may write, and the recipient's own
 * unsubscribe link, which only svc-mail places (in the footer).
 */
export type DesignValueName = MailPlaceholder | 'unsubscribeLink';
export type DesignValues = Record<DesignValueName, string>;

/**
 * Where a value goes: `block` in running text (its line breaks stay, as `<br />` in HTML), `line` where one
 * line belongs (a title, an attribute, a button label: line breaks become spaces).
 */
export type MarkerFlavor = 'block' | 'line';

/** A rendered design cut at its placeholders: text to copy as is, and the values to put between. */
export type Segment = string | { name: DesignValueName; flavor: MarkerFlavor };
export type Segments = readonly Segment[];

const MARKER_NAMES: readonly DesignValueName[] = [...mailPlaceholders, 'unsubscribeLink'];

/**
 * The marker a placeholder is written as into the MJML source. The source never holds a `{` of the giver's
 * own (`escapeDesignText` writes it as `&#123;`), so every `{{…}}` after MJML is one of these.
 */
export const htmlMarker = (name: DesignValueName, flavor: MarkerFlavor = 'block') =>
  flavor === 'block' ? `{{${name}}}` : `{{${name}|line}}`;

const HTML_MARKER = new RegExp(`\\{\\{(${MARKER_NAMES.join('|')})(\\|line)?\\}\\}`, 'g');

/** Escapes a giver's text for HTML and keeps it from ever forming a marker. */
export const escapeDesignText = (text: string) => escapeHtml(text).replace(/\{/g, '&#123;');

/** Cuts rendered HTML at its markers once, so each recipient costs a join instead of a search. */
export function splitAtMarkers(html: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of html.matchAll(HTML_MARKER)) {
    if (m.index > last) out.push(html.slice(last, m.index));
    out.push({ name: m[1] as DesignValueName, flavor: m[2] ? 'line' : 'block' });
    last = m.index + m[0].length;
  }
  if (last < html.length) out.push(html.slice(last));
  return out;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** One value as it goes into the HTML: escaped; a `block` value keeps its line breaks as `<br />`. */
export const htmlValue = (flavor: MarkerFlavor, value: string): string =>
  flavor === 'line' ? escapeHtml(oneLine(value)) : escapeHtml(value.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br />');

/** One value as it goes into plain text or a subject: as it is, on one line where one line belongs. */
export const textValue = (flavor: MarkerFlavor, value: string): string =>
  flavor === 'line' ? oneLine(value) : value.replace(/\r\n?/g, '\n');

/** The segments joined with the values escaped for HTML (a `block` value keeps its line breaks). */
export function fillHtml(segments: Segments, values: DesignValues): string {
  let out = '';
  for (const s of segments) out += typeof s === 'string' ? s : htmlValue(s.flavor, values[s.name]);
  return out;
}

/** The segments joined with the values as they are (plain text, a subject). */
export function fillText(segments: Segments, values: DesignValues): string {
  let out = '';
  for (const s of segments) out += typeof s === 'string' ? s : textValue(s.flavor, values[s.name]);
  return out;
}

/** Adjacent texts merged, so a filled design is as few joins as possible. */
export function compact(segments: Segments): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if (typeof s === 'string' && typeof last === 'string') out[out.length - 1] = last + s;
    else if (s !== '') out.push(s);
  }
  return out;
}

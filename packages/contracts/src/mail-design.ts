import { ErrorKeys } from './errors';

/**
 * The campaign mail design without zod (issue 11 "Mail design and greeting design"): the document's types, its
 * bounds, the placeholder whitelist, block defaults and the parser of the small inline text subset. The zod
 * schemas in `campaign-designs.ts` hold a saved design to these; svc-mail renders with the same parser, and the
 * designer in mfe-campaigns imports this subpath (`@cadeau/contracts/mail-design`) as values without bundling
 * zod, so all three read a text alike. It imports only the zod-free error keys (`mail-design.test.ts`).
 */

/** The document format this module describes (`design.version`); a later format gets its own number. */
export const MAIL_DESIGN_VERSION = 1;

export const mailDesignLimits = {
  blocks: 40,
  subject: 200,
  /** One language of a text block. */
  text: 5000,
  alt: 300,
  buttonLabel: 80,
  /** One language of the footer's imprint text (the giver's address, a link to its imprint). */
  imprint: 1000,
  unsubscribeLabel: 100,
  url: 2000,
  spacerMinPx: 4,
  spacerMaxPx: 160,
} as const;

/**
 * What a text may stand in for: each mail fills them per recipient (`code` and `redeemLink` with the gift code
 * of issue 12; `validFrom`/`validUntil` formatted in the mail's language). Any other `{{name}}` is refused.
 */
export const mailPlaceholders = [
  'salutation',
  'greeting',
  'code',
  'redeemLink',
  'validFrom',
  'validUntil',
  'campaignName',
  'giverName',
] as const;
export type MailPlaceholder = (typeof mailPlaceholders)[number];
export type MailPlaceholderValues = Partial<Record<MailPlaceholder, string>>;

export const isMailPlaceholder = (name: string): name is MailPlaceholder =>
  (mailPlaceholders as readonly string[]).includes(name);

/** Fonts every mail client has (no web fonts: Outlook ignores them); the stack is what the mail's CSS names. */
export const mailFontStacks = {
  arial: 'Arial, Helvetica, sans-serif',
  helvetica: 'Helvetica, Arial, sans-serif',
  verdana: 'Verdana, Geneva, sans-serif',
  tahoma: 'Tahoma, Verdana, sans-serif',
  trebuchet: "'Trebuchet MS', Helvetica, sans-serif",
  georgia: 'Georgia, serif',
  times: "'Times New Roman', Times, serif",
  courier: "'Courier New', Courier, monospace",
} as const;
export type MailFont = keyof typeof mailFontStacks;
export const mailFonts = Object.keys(mailFontStacks) as MailFont[];

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface Localized {
  de: string;
  en: string;
}

export interface MailTheme {
  /** `#rrggbb`: buttons, links and the gift code's frame. */
  primaryColor: string;
  /** `#rrggbb`: behind the mail's body. */
  backgroundColor: string;
  font: MailFont;
}

/** A banner across the top: an uploaded image (see `isUploadImageUrl`); its alt text may hold placeholders. */
export interface HeaderImageBlock {
  type: 'headerImage';
  imageUrl: string;
  alt: Localized;
}
/** Text in the inline subset (`parseInlineText`): bold, italic, links, line breaks and placeholders. */
export interface TextBlock {
  type: 'text';
  text: Localized;
}
/** An uploaded image, optionally a link (https, mailto or `{{redeemLink}}`). */
export interface ImageBlock {
  type: 'image';
  imageUrl: string;
  alt: Localized;
  link?: string;
}
/** A button to the redemption page (the recipient's `{{redeemLink}}`); the label may hold placeholders. */
export interface ButtonBlock {
  type: 'button';
  label: Localized;
}
/** Where the gift code stands (exactly one per design). */
export interface GiftCodeBlock {
  type: 'giftCode';
}
export interface SpacerBlock {
  type: 'spacer';
  /** Pixels, `mailDesignLimits.spacerMinPx`–`spacerMaxPx`. */
  height: number;
}
export interface DividerBlock {
  type: 'divider';
}
/**
 * The end of every mail (exactly one per design): the giver's imprint text (inline subset) and the label of
 * the unsubscribe link, which svc-mail adds with the recipient's own link, beside a link to the imprint page.
 */
export interface FooterBlock {
  type: 'footer';
  imprint: Localized;
  unsubscribeLabel: Localized;
}

export type MailDesignBlock =
  HeaderImageBlock | TextBlock | ImageBlock | ButtonBlock | GiftCodeBlock | SpacerBlock | DividerBlock | FooterBlock;
export type MailDesignBlockType = MailDesignBlock['type'];

export const mailDesignBlockTypes = [
  'headerImage',
  'text',
  'image',
  'button',
  'giftCode',
  'spacer',
  'divider',
  'footer',
] as const satisfies readonly MailDesignBlockType[];

/** Blocks a design holds exactly once (the designer offers no second one and no removal). */
export const singleMailDesignBlocks = ['giftCode', 'footer'] as const satisfies readonly MailDesignBlockType[];

/** Version 1 of the mail design document (spec section 3 "mail design (subject, designer components)"). */
export interface MailDesign {
  version: 1;
  /** Plain text with placeholders, one line. */
  subject: Localized;
  theme: MailTheme;
  blocks: MailDesignBlock[];
}

/**
 * The greeting design (spec section 3): the greeting text the recipient's page shows, and whether a
 * recipient's own greeting and salutation (stored with the recipient) override the defaults.
 */
export interface GreetingDesign {
  greetingText: Localized;
  allowCustomGreeting: boolean;
  allowCustomSalutation: boolean;
}

export const GREETING_TEXT_MAX = 2000;

/**
 * Whether `url` is an absolute http(s) URL of an uploaded image in a JPEG variant (`/api/file/{id}/list.jpeg`
 * or `detail.jpeg`, contracts catalog-files.ts): mails show only the platform's own uploads (no tracking
 * pixels of other sites), and JPEG because Outlook shows no WebP. http only so local stacks work.
 */
export function isUploadImageUrl(url: string): boolean {
  if (url.length > mailDesignLimits.url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return false;
  return /^\/api\/file\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(list|detail)\.jpeg$/i.test(
    parsed.pathname,
  );
}

/** The one link target that is a placeholder: the recipient's redemption page. */
export const REDEEM_LINK_TARGET = '{{redeemLink}}';

/** Whether a link of a text or image may point to `href`: https, mailto or the recipient's redeem link. */
export function isAllowedLinkTarget(href: string): boolean {
  if (href === REDEEM_LINK_TARGET) return true;
  if (href.length > mailDesignLimits.url || /\s/.test(href)) return false;
  let parsed: URL;
  try {
    parsed = new URL(href);
  } catch {
    return false;
  }
  if (parsed.protocol === 'mailto:') return parsed.pathname.includes('@');
  return parsed.protocol === 'https:' && !parsed.username && !parsed.password && parsed.hostname.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// The inline text subset
// ---------------------------------------------------------------------------------------------------------

/** What a text becomes: renderers walk these nodes and escape every `text` (never HTML from the giver). */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'placeholder'; name: MailPlaceholder }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  /** `href` is https, mailto or exactly `{{redeemLink}}` (`isAllowedLinkTarget`). */
  | { type: 'link'; href: string; children: InlineNode[] }
  | { type: 'lineBreak' };

export interface InlineIssue {
  /** `error.mailDesign.unknownPlaceholder` or `error.mailDesign.invalidLink`. */
  message: string;
  /** Where in the text it starts (UTF-16 index), for the designer to point at. */
  offset: number;
  /** The placeholder name or link target as written. */
  value: string;
}

export interface ParsedInline {
  nodes: InlineNode[];
  /** Empty for a text a design may hold; the nodes show each refused spot as literal text. */
  issues: InlineIssue[];
}

type Frame = { kind: 'root' | 'strong' | 'em' | 'link'; children: InlineNode[]; marker: string };

function pushText(into: InlineNode[], text: string) {
  if (!text) return;
  const last = into[into.length - 1];
  if (last?.type === 'text') last.text += text;
  else into.push({ type: 'text', text });
}

function appendAll(into: InlineNode[], nodes: InlineNode[]) {
  for (const node of nodes) {
    if (node.type === 'text') pushText(into, node.text);
    else into.push(node);
  }
}

/** Characters a backslash makes literal in formatted text. */
const ESCAPABLE = new Set(['\\', '*', '[', ']', '(', ')', '{', '}']);

/**
 * Reads `{{name}}` at `i` (the text starts with `{{` there): the node or an issue, and where reading goes on.
 * Every `{{` must open a known placeholder, so a text never holds a marker the renderer would leave as is.
 */
function readPlaceholder(text: string, i: number, issues: InlineIssue[]): { node: InlineNode; next: number } {
  const close = text.indexOf('}}', i + 2);
  const inner = close === -1 ? text.slice(i + 2) : text.slice(i + 2, close);
  const name = inner.trim();
  const next = close === -1 ? text.length : close + 2;
  if (close !== -1 && isMailPlaceholder(name)) return { node: { type: 'placeholder', name }, next };
  issues.push({ message: ErrorKeys.mailDesign.unknownPlaceholder, offset: i, value: name.slice(0, 100) });
  return { node: { type: 'text', text: text.slice(i, next) }, next };
}

/** Replaces `{{ name }}` in a link target by its canonical spelling, so `{{ redeemLink }}` is allowed too. */
const canonicalTarget = (href: string) => (/^\{\{\s*redeemLink\s*\}\}$/.test(href) ? REDEEM_LINK_TARGET : href);

/**
 * Parses the inline subset of a text block or the footer's imprint:
 * `**bold**`, `*italic*`, `[label](https://…)` (also `mailto:` and `{{redeemLink}}` as target), a line break
 * for each newline, `{{placeholder}}` from `mailPlaceholders`, and `\` before `\ * [ ] ( ) { }` for the
 * character itself. Markers that are not closed stay literal text; an unknown placeholder or a link target
 * that is not allowed is an issue. Never throws; the same text always gives the same nodes.
 */
export function parseInlineText(text: string): ParsedInline {
  const issues: InlineIssue[] = [];
  const stack: Frame[] = [{ kind: 'root', children: [], marker: '' }];
  const top = () => stack[stack.length - 1];

  // Dissolves the frames above `depth` (unclosed markers) into literal text of the frame below.
  const dissolveAbove = (depth: number) => {
    while (stack.length - 1 > depth) {
      const frame = stack.pop()!;
      pushText(top().children, frame.marker);
      appendAll(top().children, frame.children);
    }
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length && ESCAPABLE.has(text[i + 1])) {
      pushText(top().children, text[i + 1]);
      i += 2;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      top().children.push({ type: 'lineBreak' });
      i += 2;
    } else if (ch === '\n' || ch === '\r') {
      top().children.push({ type: 'lineBreak' });
      i += 1;
    } else if (ch === '{' && text[i + 1] === '{') {
      const { node, next } = readPlaceholder(text, i, issues);
      if (node.type === 'text') pushText(top().children, node.text);
      else top().children.push(node);
      i = next;
    } else if (ch === '*') {
      let run = 0;
      while (text[i + run] === '*') run++;
      i += run;
      // Close what the run closes (innermost first), then open with what is left: `***a***` is bold italic.
      while (run > 0) {
        const t = top();
        if (t.kind === 'strong' && run >= 2) {
          stack.pop();
          top().children.push({ type: 'strong', children: t.children });
          run -= 2;
        } else if (t.kind === 'em') {
          stack.pop();
          top().children.push({ type: 'em', children: t.children });
          run -= 1;
        } else break;
      }
      while (run >= 2) {
        stack.push({ kind: 'strong', children: [], marker: '**' });
        run -= 2;
      }
      if (run === 1) stack.push({ kind: 'em', children: [], marker: '*' });
    } else if (ch === '[' && !stack.some((f) => f.kind === 'link')) {
      stack.push({ kind: 'link', children: [], marker: '[' });
      i += 1;
    } else if (ch === ']' && stack.some((f) => f.kind === 'link')) {
      const depth = stack.findIndex((f) => f.kind === 'link');
      dissolveAbove(depth);
      const frame = stack.pop()!;
      const close = text[i + 1] === '(' ? text.indexOf(')', i + 2) : -1;
      if (close === -1) {
        // A bracket without a target is plain text: `[sic]`.
        pushText(top().children, '[');
        appendAll(top().children, frame.children);
        pushText(top().children, ']');
        i += 1;
        continue;
      }
      const raw = text.slice(i + 2, close);
      const href = canonicalTarget(raw.trim());
      if (isAllowedLinkTarget(href)) {
        top().children.push({ type: 'link', href, children: frame.children });
      } else {
        issues.push({ message: ErrorKeys.mailDesign.invalidLink, offset: i + 2, value: raw.slice(0, 200) });
        pushText(top().children, '[');
        appendAll(top().children, frame.children);
        pushText(top().children, `](${raw})`);
      }
      i = close + 1;
    } else {
      // Plain characters up to the next one that means something.
      let j = i + 1;
      while (j < text.length && !'\\\r\n{*[]'.includes(text[j])) j++;
      pushText(top().children, text.slice(i, j));
      i = j;
    }
  }
  dissolveAbove(0);
  return { nodes: stack[0].children, issues };
}

/**
 * Parses a one-line text that holds placeholders but no formatting (the subject, a button's label): every
 * other character is literal. Unknown placeholders are issues as in `parseInlineText`.
 */
export function parsePlainText(text: string): ParsedInline {
  const issues: InlineIssue[] = [];
  const nodes: InlineNode[] = [];
  let i = 0;
  while (i < text.length) {
    const at = text.indexOf('{{', i);
    if (at === -1) {
      pushText(nodes, text.slice(i));
      break;
    }
    pushText(nodes, text.slice(i, at));
    const { node, next } = readPlaceholder(text, at, issues);
    if (node.type === 'text') pushText(nodes, node.text);
    else nodes.push(node);
    i = next;
  }
  return { nodes, issues };
}

/** The placeholders a parsed text uses, each once, in order of appearance. */
export function placeholdersOf(nodes: readonly InlineNode[]): MailPlaceholder[] {
  const found: MailPlaceholder[] = [];
  const walk = (list: readonly InlineNode[]) => {
    for (const node of list) {
      if (node.type === 'placeholder' && !found.includes(node.name)) found.push(node.name);
      if (node.type === 'link' && node.href === REDEEM_LINK_TARGET && !found.includes('redeemLink'))
        found.push('redeemLink');
      if ('children' in node) walk(node.children);
    }
  };
  walk(nodes);
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Defaults
// ---------------------------------------------------------------------------------------------------------

/**
 * A new block of `type` as the designer adds it, texts to be written over. Image blocks start without an image
 * (not yet valid): the designer asks for an upload before it adds one.
 */
export function defaultMailBlock(type: MailDesignBlockType): MailDesignBlock {
  switch (type) {
    case 'headerImage':
      return { type, imageUrl: '', alt: { de: '', en: '' } };
    case 'text':
      return { type, text: { de: 'Neuer Text', en: 'New text' } };
    case 'image':
      return { type, imageUrl: '', alt: { de: '', en: '' } };
    case 'button':
      return { type, label: { de: 'Geschenk auswählen', en: 'Choose your gift' } };
    case 'giftCode':
      return { type };
    case 'spacer':
      return { type, height: 24 };
    case 'divider':
      return { type };
    case 'footer':
      return {
        type,
        imprint: { de: '{{giverName}}', en: '{{giverName}}' },
        unsubscribeLabel: { de: 'Keine weiteren Mails erhalten', en: 'Unsubscribe' },
      };
  }
}

/** The design a new campaign starts with: a complete, sendable mail the giver adapts. */
export function defaultMailDesign(): MailDesign {
  return {
    version: 1,
    subject: { de: 'Ein Geschenk von {{giverName}}', en: 'A gift from {{giverName}}' },
    theme: { primaryColor: '#2e7d32', backgroundColor: '#f4f4f4', font: 'arial' },
    blocks: [
      {
        type: 'text',
        text: {
          de: '{{salutation}}\n\n{{greeting}}\n\nIhr Geschenkcode ist gültig vom {{validFrom}} bis zum {{validUntil}}.',
          en: '{{salutation}}\n\n{{greeting}}\n\nYour gift code is valid from {{validFrom}} until {{validUntil}}.',
        },
      },
      { type: 'giftCode' },
      { type: 'button', label: { de: 'Geschenk auswählen', en: 'Choose your gift' } },
      { type: 'divider' },
      defaultMailBlock('footer'),
    ],
  };
}

/** The greeting design a new campaign starts with: no text yet (a release blocker until the giver writes one). */
export function defaultGreetingDesign(): GreetingDesign {
  return { greetingText: { de: '', en: '' }, allowCustomGreeting: true, allowCustomSalutation: true };
}

/**
 * What placeholders show in a preview or a test mail where no recipient exists yet, in the mail's language.
 * `siteUrl` is the platform's public address (svc-mail's PUBLIC_URL): the sample redeem link leads to the
 * redemption page without a code.
 */
export function samplePlaceholderValues(language: 'de' | 'en', siteUrl: string): Record<MailPlaceholder, string> {
  const de = language === 'de';
  return {
    salutation: de ? 'Liebe Frau Muster' : 'Dear Ms Sample',
    greeting: de ? 'Herzlichen Dank für Ihre Treue.' : 'Thank you for your loyalty.',
    code: '1234-5678-9012-3452',
    redeemLink: `${siteUrl.replace(/\/+$/, '')}/campaign`,
    // Dates as spec section 9 writes them (de dd.mm.yy, en mm/dd/yy), as the sent mail shows them.
    validFrom: de ? '01.12.26' : '12/01/26',
    validUntil: de ? '31.12.26' : '12/31/26',
    campaignName: de ? 'Beispielkampagne' : 'Sample campaign',
    giverName: de ? 'Muster AG' : 'Sample Ltd',
  };
}

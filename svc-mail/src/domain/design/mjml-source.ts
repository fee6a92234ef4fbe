import { mailLinkPaths } from '@cadeau/contracts';
import {
  HEX_COLOR,
  isAllowedLinkTarget,
  isUploadImageUrl,
  mailDesignLimits,
  mailFontStacks,
  parseInlineText,
  parsePlainText,
  REDEEM_LINK_TARGET,
  type InlineNode,
  type MailDesign,
  type MailDesignBlock,
} from '@cadeau/contracts/mail-design';
import type { Locale } from '../templates/types';
import { inlineHtml, inlineText, type InlineStyle } from './inline';
import { compact, escapeDesignText, htmlMarker, type Segment } from './segments';

/**
 * A mail design in one language as an MJML document (sections, columns, text, image, button, divider and
 * spacer, which MJML turns into the table layout Outlook and Gmail show alike), with the plain-text version
 * and the subject beside it. Placeholders are markers (`segments.ts`) filled per recipient after MJML ran.
 */
export interface DesignSource {
  mjml: string;
  subject: Segment[];
  text: Segment[];
}

const WORDS: Record<Locale, { code: string; imprint: string; noImage: string }> = {
  de: { code: 'Ihr Geschenkcode', imprint: 'Impressum', noImage: 'Hier steht das Bild, sobald es gewählt ist.' },
  en: { code: 'Your gift code', imprint: 'Imprint', noImage: 'The image shows here once it is chosen.' },
};

const TEXT_COLOR = '#1d1d1b';
const MUTED_COLOR = '#6b6b6b';
const DEFAULTS = { primaryColor: '#2e7d32', backgroundColor: '#f4f4f4' };

/** An attribute value for MJML: escaped, and never a marker of the giver's making. */
const attr = escapeDesignText;

/** Text without formatting (a subject, a label, an alt text) as HTML: escaped, placeholders as one-line markers. */
function plainHtml(nodes: readonly InlineNode[]): string {
  return nodes
    .map((n) => (n.type === 'placeholder' ? htmlMarker(n.name, 'line') : n.type === 'text' ? attr(n.text) : ''))
    .join('');
}

function plainSegments(nodes: readonly InlineNode[]): Segment[] {
  const out: Segment[] = [];
  for (const n of nodes) {
    if (n.type === 'text') out.push(n.text.replace(/\s+/g, ' '));
    else if (n.type === 'placeholder') out.push({ name: n.name, flavor: 'line' });
  }
  return out;
}

interface Theme {
  primary: string;
  background: string;
  font: string;
}

function themeOf(design: MailDesign): Theme {
  const t = design.theme;
  return {
    primary: HEX_COLOR.test(t.primaryColor) ? t.primaryColor : DEFAULTS.primaryColor,
    background: HEX_COLOR.test(t.backgroundColor) ? t.backgroundColor : DEFAULTS.backgroundColor,
    font: mailFontStacks[t.font] ?? mailFontStacks.arial,
  };
}

const section = (inner: string, attrs = '') => `<mj-section${attrs}><mj-column>${inner}</mj-column></mj-section>`;

/** One block as MJML and as plain text; null parts leave nothing (an image that is not an upload, a spacer). */
function block(
  b: MailDesignBlock,
  lang: Locale,
  theme: Theme,
  siteUrl: string,
): { mjml: string; text: Segment[] | null } {
  const style: InlineStyle = { linkColor: theme.primary };
  switch (b.type) {
    case 'headerImage':
    case 'image': {
      // A preview of a block whose image is not chosen yet (issue 23): a framed placeholder where it will stand. A
      // saved design always has its image (mailDesignSchema), so no recipient ever gets this.
      if (b.imageUrl === '') {
        const note = `<mj-text align="center" color="${MUTED_COLOR}" padding="40px 16px">${attr(WORDS[lang].noImage)}</mj-text>`;
        return {
          mjml: `<mj-section padding="8px 32px"><mj-column border="2px dashed #bbbbbb" background-color="#fafafa">${note}</mj-column></mj-section>`,
          text: null,
        };
      }
      // Only the platform's own uploads by absolute URL (Gmail shows no data: images; no foreign trackers).
      if (!isUploadImageUrl(b.imageUrl)) return { mjml: '', text: null };
      const alt = parsePlainText(b.alt[lang]).nodes;
      const link = b.type === 'image' && b.link && isAllowedLinkTarget(b.link) ? b.link : null;
      const href =
        link === null ? '' : ` href="${link === REDEEM_LINK_TARGET ? htmlMarker('redeemLink', 'line') : attr(link)}"`;
      const padding = b.type === 'headerImage' ? '0' : '8px 32px';
      // From the platform's own origin, whatever origin the stored URL names (issue 23: svc-campaign stores them so
      // since, and a design saved before must not let a tracker's host serve, or swap, the picture).
      const src = `${siteUrl}${new URL(b.imageUrl).pathname}`;
      const image = `<mj-image src="${attr(src)}" alt="${plainHtml(alt)}"${href} padding="${padding}" />`;
      const text: Segment[] | null =
        link === null
          ? null
          : [
              ...plainSegments(alt),
              ...(alt.length ? [': '] : []),
              link === REDEEM_LINK_TARGET ? { name: 'redeemLink', flavor: 'line' } : link.replace(/^mailto:/, ''),
            ];
      return { mjml: section(image), text };
    }
    case 'text': {
      const nodes = parseInlineText(b.text[lang]).nodes;
      return { mjml: section(`<mj-text>${inlineHtml(nodes, style)}</mj-text>`), text: inlineText(nodes) };
    }
    case 'button': {
      const label = parsePlainText(b.label[lang]).nodes;
      const button = `<mj-button href="${htmlMarker('redeemLink', 'line')}" background-color="${theme.primary}">${plainHtml(label)}</mj-button>`;
      return {
        mjml: section(button),
        text: [...plainSegments(label), ':\n', { name: 'redeemLink', flavor: 'line' }],
      };
    }
    case 'giftCode': {
      // The code large and monospaced in a frame of the primary colour; issue 12 adds its QR image below.
      const label = `<mj-text align="center" font-size="13px" color="${MUTED_COLOR}" padding="16px 16px 4px 16px">${attr(WORDS[lang].code)}</mj-text>`;
      const code = `<mj-text align="center" font-family="${mailFontStacks.courier}" font-size="28px" font-weight="bold" letter-spacing="2px" line-height="1.3" padding="4px 16px 16px 16px">${htmlMarker('code', 'line')}</mj-text>`;
      const mjml = `<mj-section padding="8px 32px"><mj-column border="2px solid ${theme.primary}" border-radius="8px">${label}${code}</mj-column></mj-section>`;
      return { mjml, text: [`${WORDS[lang].code}: `, { name: 'code', flavor: 'line' }] };
    }
    case 'spacer': {
      const px = Math.round(
        Math.min(mailDesignLimits.spacerMaxPx, Math.max(mailDesignLimits.spacerMinPx, Number(b.height) || 0)),
      );
      return { mjml: section(`<mj-spacer height="${px}px" />`), text: null };
    }
    case 'divider':
      return {
        mjml: section('<mj-divider border-width="1px" border-color="#dddddd" padding="8px 32px" />'),
        text: ['----------'],
      };
    case 'footer': {
      const imprint = parseInlineText(b.imprint[lang]).nodes;
      const unsubscribe = parsePlainText(b.unsubscribeLabel[lang]).nodes;
      const imprintUrl = `${siteUrl}${mailLinkPaths.imprint}`;
      const links =
        `<a href="${htmlMarker('unsubscribeLink', 'line')}" style="color:${MUTED_COLOR};text-decoration:underline">${plainHtml(unsubscribe)}</a>` +
        ` &middot; <a href="${attr(imprintUrl)}" style="color:${MUTED_COLOR};text-decoration:underline">${attr(WORDS[lang].imprint)}</a>`;
      const html = `${inlineHtml(imprint, { linkColor: MUTED_COLOR })}${imprint.length ? '<br /><br />' : ''}${links}`;
      return {
        mjml: section(
          `<mj-text font-size="12px" color="${MUTED_COLOR}" padding="16px 32px 24px 32px">${html}</mj-text>`,
        ),
        text: [
          '--\n',
          ...inlineText(imprint),
          ...(imprint.length ? ['\n\n'] : []),
          ...plainSegments(unsubscribe),
          ':\n',
          { name: 'unsubscribeLink', flavor: 'line' },
          `\n${WORDS[lang].imprint}:\n${imprintUrl}`,
        ],
      };
    }
  }
}

/** The MJML document, subject and plain text of `design` in `lang`; `siteUrl` is svc-mail's PUBLIC_URL. */
export function designSource(design: MailDesign, lang: Locale, siteUrl: string): DesignSource {
  const site = siteUrl.replace(/\/+$/, '');
  const theme = themeOf(design);
  const subjectNodes = parsePlainText(design.subject[lang]).nodes;
  const parts = design.blocks.map((b) => block(b, lang, theme, site));
  const mjml = [
    `<mjml lang="${lang}">`,
    '<mj-head>',
    `<mj-title>${plainHtml(subjectNodes)}</mj-title>`,
    '<mj-attributes>',
    // The stacks are our constants (single quotes only), so they go in as they are.
    `<mj-all font-family="${theme.font}" />`,
    `<mj-section background-color="#ffffff" padding="0" />`,
    `<mj-text font-size="15px" line-height="1.5" color="${TEXT_COLOR}" padding="8px 32px" />`,
    '<mj-button color="#ffffff" font-size="15px" font-weight="bold" border-radius="6px" inner-padding="12px 24px" padding="16px 32px" />',
    '</mj-attributes>',
    '</mj-head>',
    `<mj-body background-color="${theme.background}" width="600px">`,
    '<mj-wrapper padding="24px 0">',
    ...parts.map((p) => p.mjml),
    '</mj-wrapper>',
    '</mj-body>',
    '</mjml>',
  ].join('');
  const text: Segment[] = [];
  for (const p of parts) {
    if (!p.text || p.text.length === 0) continue;
    if (text.length) text.push('\n\n');
    text.push(...p.text);
  }
  text.push('\n');
  return { mjml, subject: compact(plainSegments(subjectNodes)), text: compact(text) };
}

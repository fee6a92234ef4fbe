import { isAllowedLinkTarget, REDEEM_LINK_TARGET, type InlineNode } from '@cadeau/contracts/mail-design';
import { escapeDesignText, htmlMarker, type Segment } from './segments';

/**
 * The inline subset (contracts `parseInlineText`) as mail HTML and as plain text. Every text of the giver is
 * escaped here; the only tags are the ones written below, and a link keeps its `href` only when it is an
 * allowed target (https, mailto, the recipient's redeem link): anything else (`javascript:`, `data:`) loses
 * its link and shows as its label, even if a design slipped past validation.
 */

export interface InlineStyle {
  /** `#rrggbb` of links (the theme's primary colour, checked by the caller). */
  linkColor: string;
}

function hrefHtml(href: string): string | null {
  if (href === REDEEM_LINK_TARGET) return htmlMarker('redeemLink', 'line');
  return isAllowedLinkTarget(href) ? escapeDesignText(href) : null;
}

export function inlineHtml(nodes: readonly InlineNode[], style: InlineStyle): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out += escapeDesignText(node.text);
        break;
      case 'placeholder':
        out += htmlMarker(node.name);
        break;
      case 'lineBreak':
        out += '<br />';
        break;
      case 'strong':
        out += `<strong>${inlineHtml(node.children, style)}</strong>`;
        break;
      case 'em':
        out += `<em>${inlineHtml(node.children, style)}</em>`;
        break;
      case 'link': {
        const href = hrefHtml(node.href);
        const label = inlineHtml(node.children, style);
        out +=
          href === null
            ? label
            : `<a href="${href}" style="color:${style.linkColor};text-decoration:underline">${label}</a>`;
        break;
      }
    }
  }
  return out;
}

/** The same nodes as plain text: a link shows its target after the label, as mail clients expect. */
export function inlineText(nodes: readonly InlineNode[]): Segment[] {
  const out: Segment[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out.push(node.text);
        break;
      case 'placeholder':
        out.push({ name: node.name, flavor: 'block' });
        break;
      case 'lineBreak':
        out.push('\n');
        break;
      case 'strong':
      case 'em':
        out.push(...inlineText(node.children));
        break;
      case 'link': {
        const label = inlineText(node.children);
        out.push(...label);
        if (node.href === REDEEM_LINK_TARGET) out.push(' (', { name: 'redeemLink', flavor: 'line' }, ')');
        else if (isAllowedLinkTarget(node.href) && !(label.length === 1 && label[0] === node.href))
          out.push(` (${node.href.replace(/^mailto:/, '')})`);
        break;
      }
    }
  }
  return out;
}

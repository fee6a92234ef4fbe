import type { AddressInfo } from 'node:net';
import {
  parseInlineText,
  parsePlainText,
  renderMailDesignRoute,
  samplePlaceholderValues,
  type InlineNode,
  type RenderMailDesignBody,
} from '@cadeau/contracts';
import { createService } from '@cadeau/service-kit';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * svc-mail's internal render route at the network edge, for svc-campaign's tests: a service-kit service on
 * loopback that checks the signed call and the body like the real one (the contract's schema) and answers a
 * plain rendering of the design (each block as a section, texts escaped, placeholders filled from `values` or the
 * samples), so a test sees what svc-campaign sent. Not MJML: svc-mail's own tests cover its renderer. `calls`
 * holds every body received.
 */
export async function startMailStandIn(secret: string) {
  const calls: RenderMailDesignBody[] = [];
  const service = await createService({
    name: 'mail-standin',
    service: 'mail',
    secret,
    setup(kit) {
      kit.route(renderMailDesignRoute, async (_ctx, { body }) => {
        calls.push(body);
        const values = { ...samplePlaceholderValues(body.language, 'http://cadeau.test'), ...body.values };
        const text = (nodes: InlineNode[]): string =>
          nodes
            .map((n) => {
              if (n.type === 'text') return escape(n.text);
              if (n.type === 'placeholder') return escape(values[n.name] ?? '');
              if (n.type === 'lineBreak') return '<br>';
              if (n.type === 'link') return `<a href="${escape(n.href)}">${text(n.children)}</a>`;
              return `<${n.type}>${text(n.children)}</${n.type}>`;
            })
            .join('');
        const lang = body.language;
        const blocks = body.design.blocks.map((b) => {
          const inner = b.type === 'text' ? text(parseInlineText(b.text[lang]).nodes) : '';
          return `<section data-block="${b.type}">${inner}</section>`;
        });
        return {
          subject: parsePlainText(body.design.subject[lang])
            .nodes.map((n) => (n.type === 'placeholder' ? (values[n.name] ?? '') : n.type === 'text' ? n.text : ''))
            .join(''),
          html: `<!doctype html><html lang="${lang}"><body>${blocks.join('')}</body></html>`,
        };
      });
    },
  });
  const server = await service.listen(0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    stop: () => service.close(),
  };
}
export type MailStandIn = Awaited<ReturnType<typeof startMailStandIn>>;

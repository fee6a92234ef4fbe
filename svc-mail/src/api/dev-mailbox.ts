import { z } from 'zod';
import { getMessage, listMessages } from '../domain/mailbox';
import { mailboxQuery } from './dev-mails';
import type { MailDeps } from './deps';
import { MAILBOX_CSP, mailboxPage } from './mailbox-page';
import { routeOf } from './routes';

const pageQuery = mailboxQuery.extend({ id: z.string().max(64).optional() });

/**
 * GET /dev/mailbox: a small HTML page listing the stored mails and showing one, so a person trying
 * the platform can click the links in their mails (through the gateway: /api/dev/mailbox).
 * Registered outside production only.
 */
export function registerDevMailbox({ kit }: MailDeps) {
  kit.route(routeOf('GET', '/dev/mailbox'), async (ctx, { query }) => {
    const q = pageQuery.parse(query);
    const to = q.to?.trim() || undefined;
    const [list, selected] = await Promise.all([listMessages(kit.db, { to, page: q.page, pageSize: q.pageSize }), q.id ? getMessage(kit.db, q.id) : null]);
    ctx.set('Content-Security-Policy', MAILBOX_CSP);
    ctx.set('cache-control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'html';
    return mailboxPage({ ...list, to, selected, selectedId: q.id });
  });
}

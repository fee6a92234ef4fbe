import { getMessage, listMessages } from '../db/mailbox';
import type { MailDeps, MailHandler } from './deps';
import { assertDevToolsOpen } from './dev-tools-guard';
import { MAILBOX_CSP, mailboxPage } from './mailbox-page';

/**
 * GET /dev/mailbox: a small HTML page listing the stored mails and showing one, so a person trying
 * the platform can click the links in their mails (through the gateway: /api/dev/mailbox).
 * Absent in production (the route table's `production` rule).
 */
export const devMailbox =
  (deps: MailDeps): MailHandler<'GET /dev/mailbox'> =>
  async (ctx, { query: q }) => {
    assertDevToolsOpen(ctx, deps);
    const { kit } = deps;
    const to = q.to?.trim() || undefined;
    const [list, selected] = await Promise.all([
      listMessages(kit.db, { to, page: q.page, pageSize: q.pageSize }),
      q.id ? getMessage(kit.db, q.id, deps.publicUrl) : null,
    ]);
    ctx.set('Content-Security-Policy', MAILBOX_CSP);
    ctx.set('cache-control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // An HTML page, not a JSON answer of the route table: the body is set here, the handler returns nothing.
    ctx.type = 'html';
    ctx.body = mailboxPage({ ...list, to, selected, selectedId: q.id });
  };

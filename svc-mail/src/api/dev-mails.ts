import { listMessages } from '../db/mailbox';
import type { MailDeps, MailHandler } from './deps';
import { assertDevToolsOpen } from './dev-tools-guard';

/** GET /dev/mails: the dev mailbox as JSON, newest first (absent in production: the route table says so). */
export const listDevMails =
  (deps: MailDeps): MailHandler<'GET /dev/mails'> =>
  async (ctx, { query }) => {
    assertDevToolsOpen(ctx, deps);
    const { kit } = deps;
    ctx.set('cache-control', 'no-store');
    return listMessages(kit.db, query);
  };

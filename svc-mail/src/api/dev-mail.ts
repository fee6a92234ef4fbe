import { errors } from '@cadeau/service-kit';
import { getMessage } from '../db/mailbox';
import type { MailDeps, MailHandler } from './deps';
import { assertDevToolsOpen } from './dev-tools-guard';

/** GET /dev/mails/{mailId}: one stored mail with its html, text, links and attachments (absent in production). */
export const getDevMail =
  (deps: MailDeps): MailHandler<'GET /dev/mails/{mailId}'> =>
  async (ctx, { params }) => {
    assertDevToolsOpen(ctx, deps);
    const { kit } = deps;
    ctx.set('cache-control', 'no-store');
    const mail = await getMessage(kit.db, params.mailId, deps.publicUrl);
    if (!mail) throw errors.notFound();
    return mail;
  };

import { errors } from '@cadeau/service-kit';
import { attachmentAt } from '../db/attachments';
import type { MailDeps, MailHandler } from './deps';
import { assertDevToolsOpen } from './dev-tools-guard';

/**
 * GET /dev/mails/{mailId}/attachments/{index}: one attachment of a stored mail, the bytes as they were sent (an
 * invoice's PDF), as a download. Behind the dev mailbox's guard (development or test, loopback callers only) and
 * absent in production: an invoice is as private as the reset links the mailbox shows.
 */
export const getDevMailAttachment =
  (deps: MailDeps): MailHandler<'GET /dev/mails/{mailId}/attachments/{index}'> =>
  async (ctx, { params }) => {
    assertDevToolsOpen(ctx, deps);
    const file = await attachmentAt(deps.kit.db, params.mailId, Number(params.index));
    if (!file) throw errors.notFound();
    ctx.set('cache-control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Saved, never shown in the mailbox's origin: nothing in a file may run there.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    // A file, not a JSON answer of the route table: the body is set here, the handler returns nothing.
    ctx.attachment(file.filename);
    ctx.type = file.contentType;
    ctx.body = file.content;
  };

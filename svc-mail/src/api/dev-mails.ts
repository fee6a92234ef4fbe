import { errors } from '@cadeau/service-kit';
import { z } from 'zod';
import { getMessage, listMessages } from '../domain/mailbox';
import type { MailDeps } from './deps';
import { routeOf } from './routes';

export const mailboxQuery = z.object({
  to: z.string().max(320).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /dev/mails and GET /dev/mails/{mailId}: the dev mailbox as JSON (registered outside production only). */
export function registerDevMails({ kit }: MailDeps) {
  kit.route(routeOf('GET', '/dev/mails'), async (ctx, { query }) => {
    ctx.set('cache-control', 'no-store');
    return listMessages(kit.db, mailboxQuery.parse(query));
  });
  kit.route(routeOf('GET', '/dev/mails/{mailId}'), async (ctx, { params }) => {
    ctx.set('cache-control', 'no-store');
    const mail = await getMessage(kit.db, params.mailId);
    if (!mail) throw errors.notFound();
    return mail;
  });
}

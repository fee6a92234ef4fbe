import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { markContactAnswered } from '../db/contacts';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /contact/{contactId}/answered (platform administrators, issue 20): the form was answered (by mail or phone,
 * outside Cadeau), or waits again after a slip. It leaves or rejoins the platform's tasks.
 */
export const handleMarkContactAnswered =
  ({ kit }: IdentityDeps): Handler<'POST /contact/{contactId}/answered'> =>
  async (ctx, { params, body, user }) => {
    const contact = await markContactAnswered(kit, params.contactId, body.answered, {
      userId: user!.userId,
      ip: clientInfo(ctx).ip,
    });
    if (!contact) throw errors.notFound(ErrorKeys.contact.notFound);
    return contact;
  };

import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { findEmailChangeByTokenForUpdate, type EmailChangeRow } from '../domain/email-changes';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /user/cancel-email-change: with the token of the mail to the current address (the owner of the
 * account says "not me"), or without a token for the logged-in caller's own open change.
 */
export function registerCancelEmailChange({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/user/cancel-email-change'), async (ctx, { body, user }) => {
    if (!body.token && !user) throw errors.unauthorized();
    await kit.db.transaction(async (trx) => {
      let row: EmailChangeRow | undefined;
      if (body.token) row = (await findEmailChangeByTokenForUpdate(trx, body.token))?.row;
      else row = await trx<EmailChangeRow>('email_changes').where({ user_id: user!.userId }).whereNull('completed_at').whereNull('cancelled_at').forUpdate().first();
      if (!row || row.completed_at || row.cancelled_at) throw errors.notFound(ErrorKeys.emailChange.notFound);
      await trx('email_changes').where({ id: row.id }).update({ cancelled_at: trx.fn.now() });
      await audit(trx, { userId: user ? actorOf(user) : row.user_id, action: 'update', entity: 'emailChange', entityId: row.id, value: { cancelled: true }, ip: clientInfo(ctx).ip });
    });
    return undefined;
  });
}

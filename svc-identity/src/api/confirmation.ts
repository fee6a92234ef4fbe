import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { findUserTokenForUpdate, isExpired } from '../domain/tokens';
import { findUserById } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /auth/confirmation: confirms the address of a new account. Expired links answer 410
 * `error.confirmation.expired`; the screen then offers POST /auth/confirmation/resend with the same token.
 */
export function registerConfirmation({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/auth/confirmation'), async (ctx, { body }) => {
    await kit.db.transaction(async (trx) => {
      const token = await findUserTokenForUpdate(trx, 'confirmation', body.token);
      if (!token) throw errors.notFound(ErrorKeys.confirmation.notFound);
      const user = await findUserById(trx, token.user_id);
      if (!user) throw errors.notFound(ErrorKeys.confirmation.notFound);
      if (user.email_confirmed_at || token.used_at) throw errors.conflict(ErrorKeys.confirmation.alreadyConfirmed);
      // An older link still proves the address as long as it has not expired, so "replaced" is not checked.
      if (isExpired(token)) throw new DomainError(410, ErrorKeys.confirmation.expired);
      await trx('users').where({ id: user.id }).update({ email_confirmed_at: trx.fn.now(), updated_at: trx.fn.now() });
      await trx('user_tokens').where({ id: token.id }).update({ used_at: trx.fn.now() });
      await audit(trx, { userId: user.id, action: 'update', entity: 'user', entityId: user.id, value: { emailConfirmed: { from: false, to: true } }, ip: clientInfo(ctx).ip });
      await kit.addEvent(trx, 'user.updated', { userId: user.id });
    });
    return undefined;
  });
}

import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { hashPassword } from '../domain/passwords';
import { endAllSessions } from '../domain/sessions';
import { findUserTokenForUpdate, isExpired } from '../domain/tokens';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /auth/reset-password: sets a new password with a mailed token (single use). Every open session
 * ends, since whoever knew the old password may hold one. The link also proves the address.
 */
export function registerResetPassword({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/auth/reset-password'), async (ctx, { body }) => {
    if (body.password !== body.passwordConfirmation) throw errors.badRequest(ErrorKeys.password.newPasswordsMismatch);
    const passwordHash = await hashPassword(body.password);
    await kit.db.transaction(async (trx) => {
      const token = await findUserTokenForUpdate(trx, 'passwordReset', body.token);
      if (!token) throw errors.notFound(ErrorKeys.passwordReset.notFound);
      if (token.used_at) throw errors.conflict(ErrorKeys.passwordReset.alreadyUsed);
      if (token.replaced_at) throw errors.conflict(ErrorKeys.passwordReset.replaced);
      if (isExpired(token)) throw new DomainError(410, ErrorKeys.passwordReset.expired);
      await trx('users')
        .where({ id: token.user_id })
        .update({ password_hash: passwordHash, email_confirmed_at: trx.raw('coalesce(email_confirmed_at, now())'), updated_at: trx.fn.now() });
      await trx('user_tokens').where({ id: token.id }).update({ used_at: trx.fn.now() });
      const ended = await endAllSessions(trx, kit.addEvent, token.user_id);
      await audit(trx, { userId: token.user_id, action: 'update', entity: 'user', entityId: token.user_id, value: { password: 'reset', endedSessions: ended.length }, ip: clientInfo(ctx).ip });
    });
    return undefined;
  });
}

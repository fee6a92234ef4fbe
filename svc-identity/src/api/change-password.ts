import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { endAllSessions } from '../domain/sessions';
import { findUserById } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** PUT /user/password: the old password must be valid and the new ones match; other sessions end. */
export function registerChangePassword({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/user/password'), async (ctx, { body, user }) => {
    const me = user!;
    // An impersonating administrator must not take over the account.
    if (me.impersonatorId) throw errors.forbidden(ErrorKeys.user.impersonationForbidden);
    if (body.newPassword !== body.newPasswordConfirmation) throw errors.badRequest(ErrorKeys.password.newPasswordsMismatch);
    const current = await findUserById(kit.db, me.userId);
    if (!current) throw errors.notFound(ErrorKeys.noUserFound);
    if (!(await verifyPassword(current.password_hash, body.oldPassword))) throw errors.badRequest(ErrorKeys.password.oldPasswordInvalid);
    const passwordHash = await hashPassword(body.newPassword);
    await kit.db.transaction(async (trx) => {
      await trx('users').where({ id: me.userId }).update({ password_hash: passwordHash, updated_at: trx.fn.now() });
      const ended = await endAllSessions(trx, kit.addEvent, me.userId, me.sessionId);
      await audit(trx, { userId: actorOf(me), action: 'update', entity: 'user', entityId: me.userId, value: { password: 'changed', endedSessions: ended.length }, ip: clientInfo(ctx).ip });
    });
    return undefined;
  });
}

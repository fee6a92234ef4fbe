import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { queueMail } from '../domain/mail';
import { issueUserToken, TOKEN_TTL_MINUTES } from '../domain/tokens';
import { findUserByEmail } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /auth/forgot-password: mails a reset link (older links stop working). Always 204, so the answer
 * does not tell whether the address has an account.
 */
export function registerForgotPassword({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/auth/forgot-password'), async (ctx, { body }) => {
    const user = await findUserByEmail(kit.db, body.email);
    if (!user || user.blocked) return undefined;
    await kit.db.transaction(async (trx) => {
      const { id, token } = await issueUserToken(trx, user.id, 'passwordReset');
      await queueMail(kit, trx, {
        template: 'passwordReset',
        locale: user.language,
        to: user.email,
        idempotencyKey: `identity:passwordReset:${id}`,
        data: { firstName: user.first_name, token, validMinutes: TOKEN_TTL_MINUTES.passwordReset },
      });
      await audit(trx, { userId: user.id, action: 'insert', entity: 'passwordReset', entityId: id, ip: clientInfo(ctx).ip });
    });
    return undefined;
  });
}

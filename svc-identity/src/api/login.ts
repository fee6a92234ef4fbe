import { ErrorKeys, SET_SESSION_HEADER } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { sendConfirmationMail } from '../domain/confirmation';
import { issuedRecently } from '../domain/tokens';
import { CONFIRMATION_MAIL_INTERVAL_SEC } from './confirmation-resend';
import { clientInfo } from '../domain/client-info';
import { loadMyUser } from '../domain/my-user';
import { hashPassword, needsRehash, verifyPassword } from '../domain/passwords';
import { createSession } from '../domain/sessions';
import { currentOrganizationId } from '../domain/user-context';
import { findUserByEmail, membershipsOf } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /auth/login. Unknown e-mail and wrong password give the same answer after the same work;
 * blocked and unconfirmed are only revealed to someone who knows the password.
 */
export function registerLogin({ kit, limiter }: IdentityDeps) {
  kit.route(routeOf('POST', '/auth/login'), async (ctx, { body }) => {
    const client = clientInfo(ctx);
    const lockedFor = await limiter.lockedFor(body.email, client.ip);
    if (lockedFor > 0) {
      ctx.set('retry-after', String(lockedFor));
      throw errors.tooManyRequests();
    }

    const user = await findUserByEmail(kit.db, body.email);
    const ok = await verifyPassword(user?.password_hash, body.password);
    if (!user || !ok) {
      await limiter.recordFailure(body.email, client.ip);
      ctx.state.logger.info({ email: body.email, ip: client.ip }, 'login failed');
      throw new DomainError(401, ErrorKeys.login.invalidCredentials);
    }
    if (user.blocked) throw new DomainError(403, ErrorKeys.login.userBlocked);
    if (!user.email_confirmed_at) {
      // "A new confirmation mail is sent" (spec section 8), at most one a minute however often they try.
      if (!(await issuedRecently(kit.db, user.id, 'confirmation', CONFIRMATION_MAIL_INTERVAL_SEC))) {
        await kit.db.transaction(async (trx) => {
          await sendConfirmationMail(kit, trx, user);
          await kit.addEvent(trx, 'user.confirmationRequested', { userId: user.id, email: user.email, language: user.language });
        });
      }
      throw new DomainError(403, ErrorKeys.login.emailNotConfirmed);
    }
    await limiter.reset(body.email, client.ip);

    const memberships = await membershipsOf(kit.db, user.id);
    const { token, session } = await kit.db.transaction(async (trx) => {
      const created = await createSession(trx, user.id, currentOrganizationId(memberships, null), client);
      if (needsRehash(user.password_hash!)) {
        await trx('users').where({ id: user.id }).update({ password_hash: await hashPassword(body.password), updated_at: trx.fn.now() });
      }
      await audit(trx, {
        userId: user.id,
        action: 'login',
        entity: 'session',
        entityId: created.session.id,
        value: { device: client.device, browser: client.browser },
        ip: client.ip,
      });
      await kit.addEvent(trx, 'user.loggedIn', { userId: user.id, sessionId: created.session.id });
      return created;
    });
    ctx.set(SET_SESSION_HEADER, token);
    return loadMyUser(kit.db, user.id, session);
  });
}

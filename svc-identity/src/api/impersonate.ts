import { ErrorKeys, impersonateQuery, PLATFORM_ADMIN, SET_SESSION_HEADER } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { loadMyUser } from '../domain/my-user';
import { createSession } from '../domain/sessions';
import { currentOrganizationId } from '../domain/user-context';
import { findUserById, membershipsOf } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * GET /user/inpersonate?userId= (platform administrators; spelling of spec section 7): opens a session
 * of the user marked with the administrator (`impersonator_id`, shown as a banner) and hands its token
 * to the gateway, which swaps the cookie. The administrator's own session stays open and is resumed by
 * POST /user/inpersonate/end. Other administrators and blocked users cannot be impersonated.
 */
export function registerImpersonate({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/user/inpersonate'), async (ctx, { query, user }) => {
    const me = user!;
    const { userId } = impersonateQuery.parse(query);
    const target = await findUserById(kit.db, userId);
    if (!target) throw errors.notFound(ErrorKeys.noUserFound);
    if (target.id === me.userId || target.roles.includes(PLATFORM_ADMIN) || target.blocked) throw errors.badRequest(ErrorKeys.user.cannotImpersonate);
    const client = clientInfo(ctx);
    const memberships = await membershipsOf(kit.db, target.id);
    const { token, session } = await kit.db.transaction(async (trx) => {
      const created = await createSession(trx, target.id, currentOrganizationId(memberships, null), client);
      await trx('sessions').where({ id: created.session.id }).update({ impersonator_id: me.userId, impersonator_session_id: me.sessionId });
      await audit(trx, { userId: me.userId, action: 'login', entity: 'impersonation', entityId: target.id, value: { sessionId: created.session.id, impersonatorSessionId: me.sessionId }, ip: client.ip });
      await kit.addEvent(trx, 'user.loggedIn', { userId: target.id, sessionId: created.session.id });
      return { token: created.token, session: { ...created.session, impersonator_id: me.userId } };
    });
    ctx.set(SET_SESSION_HEADER, token);
    return loadMyUser(kit.db, target.id, session);
  });
}

import { ErrorKeys, SET_SESSION_HEADER } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { loadMyUser } from '../domain/my-user';
import { createSession, endSession, rotateSessionToken } from '../domain/sessions';
import { currentOrganizationId } from '../domain/user-context';
import { findUserById, membershipsOf } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /user/inpersonate/end: ends the impersonation session and resumes the administrator's own
 * session under a fresh token (a new session if that one ended meanwhile). The `session.ended` event
 * of the impersonation session carries `reason: 'impersonationEnded'`, so the gateway can drop its
 * cached context without sending this browser to /login.
 */
export function registerEndImpersonation({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/user/inpersonate/end'), async (ctx, { user }) => {
    const me = user!;
    if (!me.impersonatorId) throw errors.badRequest(ErrorKeys.user.notImpersonating);
    const admin = await findUserById(kit.db, me.impersonatorId);
    if (!admin || admin.blocked) throw errors.forbidden();
    const client = clientInfo(ctx);
    const { token, sessionId, orgId } = await kit.db.transaction(async (trx) => {
      const ended = await endSession(trx, me.userId, me.sessionId);
      const previous = ended?.impersonator_session_id ?? null;
      let resumed = previous ? await rotateSessionToken(trx, previous, admin.id) : null;
      let id = previous;
      let org: string | null;
      if (resumed && previous) {
        org = (await trx('sessions').where({ id: previous }).first('current_organization_id')).current_organization_id;
      } else {
        const created = await createSession(trx, admin.id, currentOrganizationId(await membershipsOf(trx, admin.id), null), client);
        resumed = created.token;
        id = created.session.id;
        org = created.session.current_organization_id;
      }
      await audit(trx, { userId: admin.id, action: 'logout', entity: 'impersonation', entityId: me.userId, value: { sessionId: me.sessionId, resumedSessionId: id }, ip: client.ip });
      if (ended) await kit.addEvent(trx, 'session.ended', { userId: me.userId, sessionId: me.sessionId, reason: 'impersonationEnded' });
      return { token: resumed, sessionId: id!, orgId: org };
    });
    ctx.set(SET_SESSION_HEADER, token);
    return loadMyUser(kit.db, admin.id, { id: sessionId, current_organization_id: orgId, impersonator_id: null });
  });
}

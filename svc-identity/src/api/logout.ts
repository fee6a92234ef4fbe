import { CLEAR_SESSION_HEADER } from '@cadeau/contracts';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { endSession } from '../domain/sessions';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** POST /auth/logout: ends the caller's session; the gateway clears the cookie on the header. */
export function registerLogout({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/auth/logout'), async (ctx, { user }) => {
    const me = user!;
    await kit.db.transaction(async (trx) => {
      const ended = await endSession(trx, me.userId, me.sessionId);
      if (!ended) return; // already ended elsewhere: logging out again is not an error
      await audit(trx, { userId: me.impersonatorId ?? me.userId, action: 'logout', entity: 'session', entityId: me.sessionId, ip: clientInfo(ctx).ip });
      await kit.addEvent(trx, 'session.ended', { userId: me.userId, sessionId: me.sessionId });
    });
    ctx.set(CLEAR_SESSION_HEADER, '1');
    return undefined;
  });
}

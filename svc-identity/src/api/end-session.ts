import { CLEAR_SESSION_HEADER, ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { z } from 'zod';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { endSession } from '../domain/sessions';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

const uuid = z.string().uuid();

/** DELETE /user/{userId}/sessions/{sessionId}: ends one open session of that user (self or platform admin). */
export function registerEndSession({ kit }: IdentityDeps) {
  kit.route(routeOf('DELETE', '/user/{userId}/sessions/{sessionId}'), async (ctx, { params, user }) => {
    const me = user!;
    if (!uuid.safeParse(params.userId).success || !uuid.safeParse(params.sessionId).success) throw errors.notFound(ErrorKeys.session.notFound);
    await kit.db.transaction(async (trx) => {
      const ended = await endSession(trx, params.userId, params.sessionId);
      if (!ended) throw errors.notFound(ErrorKeys.session.notFound);
      await audit(trx, {
        userId: me.impersonatorId ?? me.userId,
        action: 'logout',
        entity: 'session',
        entityId: params.sessionId,
        value: { endedBy: me.userId, ofUser: params.userId },
        ip: clientInfo(ctx).ip,
      });
      await kit.addEvent(trx, 'session.ended', { userId: params.userId, sessionId: params.sessionId });
    });
    // Ending the session this very request came with is a logout: the gateway clears the cookie.
    if (params.sessionId === me.sessionId) ctx.set(CLEAR_SESSION_HEADER, '1');
    return undefined;
  });
}

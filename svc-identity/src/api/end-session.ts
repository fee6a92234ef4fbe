import { CLEAR_SESSION_HEADER } from '@cadeau/contracts';
import { endSessionOf } from '../db/sessions';
import { actorOf } from '../domain/audit';
import { assertSessionFound } from '../domain/sessions';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * DELETE /user/{userId}/sessions/{sessionId}: ends one open session of that user (self or platform admin),
 * or an impersonation that user opened (listed with its sessions), and the impersonations it started.
 */
export const handleEndSession =
  ({ kit }: IdentityDeps): Handler<'DELETE /user/{userId}/sessions/{sessionId}'> =>
  async (ctx, { params, user }) => {
    const me = user!;
    const by = { userId: me.userId, actorId: actorOf(me), ip: clientInfo(ctx).ip };
    assertSessionFound(await endSessionOf(kit, params.userId, params.sessionId, by));
    // Ending the session this very request came with is a logout: the gateway clears the cookie.
    if (params.sessionId === me.sessionId) ctx.set(CLEAR_SESSION_HEADER, '1');
    return undefined;
  };

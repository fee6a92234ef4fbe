import { endOtherSessions } from '../db/sessions';
import { actorOf } from '../domain/audit';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * DELETE /user/{userId}/sessions ("end all other sessions", self or platform administrator): every open
 * session of that user ends except the one this request came with, so the caller stays logged in; a platform
 * administrator acting on someone else ends all of theirs.
 */
export const handleEndOtherSessions =
  ({ kit }: IdentityDeps): Handler<'DELETE /user/{userId}/sessions'> =>
  async (ctx, { params, user }) => {
    const me = user!;
    const keep = params.userId === me.userId ? me.sessionId : undefined;
    const ended = await endOtherSessions(kit, params.userId, keep, { actorId: actorOf(me), ip: clientInfo(ctx).ip });
    return { ended };
  };

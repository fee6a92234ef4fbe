import { CLEAR_SESSION_HEADER } from '@cadeau/contracts';
import { logOut } from '../db/sessions';
import { actorOf } from '../domain/audit';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/logout: ends the caller's session and the impersonations it started (they belong to it);
 * the gateway clears the cookie on the header.
 */
export const handleLogout =
  ({ kit }: IdentityDeps): Handler<'POST /auth/logout'> =>
  async (ctx, { user }) => {
    await logOut(kit, user!, { actorId: actorOf(user!), ip: clientInfo(ctx).ip });
    ctx.set(CLEAR_SESSION_HEADER, '1');
    return undefined;
  };

import type { IdentityDeps } from './deps';
import { loadCurrentUser } from './my-user';
import type { Handler } from './routes';

/**
 * GET /auth/session: the current user as GET /user/myuser answers it, or `null` for an anonymous caller. The
 * shell asks this once per page load, where an anonymous visit is expected, not an error. The answer depends
 * on the cookie, so no cache may keep it, not even the anonymous one (it would hide a login that follows).
 */
export const handleSessionUser =
  ({ kit }: IdentityDeps): Handler<'GET /auth/session'> =>
  async (ctx, { user }) => {
    ctx.set('Cache-Control', 'no-store');
    return { user: user ? await loadCurrentUser(kit.db, user) : null };
  };

import { CLEAR_SESSION_HEADER, SET_SESSION_HEADER } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { closeImpersonation } from '../db/sessions';
import { findUserById, loadMyUser } from '../db/users';
import { impersonatorOf, mayResume } from '../domain/impersonation';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /user/inpersonate/end: ends the impersonation session and resumes the administrator's own
 * session under a fresh token. When that session is no longer live (it normally ends its impersonations
 * with it), nothing new is opened: the cookie is cleared and the answer is 401, so the browser goes to
 * /login (issue 8). The `session.ended` event of the impersonation session carries
 * `reason: 'impersonationEnded'`, so the gateway can drop its cached context without sending this
 * browser to /login.
 */
export const handleEndImpersonation =
  ({ kit }: IdentityDeps): Handler<'POST /user/inpersonate/end'> =>
  async (ctx, { user }) => {
    const impersonation = { ...user!, impersonatorId: impersonatorOf(user!) };
    const admin = await findUserById(kit.db, impersonation.impersonatorId);
    const resumed = await closeImpersonation(kit, impersonation, mayResume(admin), clientInfo(ctx).ip);
    if (!resumed) {
      ctx.set(CLEAR_SESSION_HEADER, '1');
      throw errors.unauthorized();
    }
    ctx.set(SET_SESSION_HEADER, resumed.token);
    return loadMyUser(kit.db, impersonation.impersonatorId, resumed.session);
  };

import { logIn } from '../db/sessions';
import { requestConfirmation } from '../db/user-tokens';
import { loadMyUser, membershipsOf } from '../db/users';
import { assertLoginAllowed, loginOutcome } from '../domain/login';
import { hashPassword, needsRehash } from '../domain/passwords';
import { currentOrganizationId } from '../domain/user-context';
import { checkedLogin } from './checked-login';
import { clientInfo } from './client-info';
import { answerWithSession } from './session-answer';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/login. Unknown e-mail and wrong password give the same answer after the same work;
 * blocked and unconfirmed are only revealed to someone who knows the password.
 */
export const handleLogin =
  ({ kit, limiter }: IdentityDeps): Handler<'POST /auth/login'> =>
  async (ctx, { body }) => {
    const client = clientInfo(ctx);
    const user = await checkedLogin(ctx, limiter, kit.db, body, client.ip);
    const outcome = loginOutcome(user);
    // "A new confirmation mail is sent" (spec section 8), at most one a minute however often they try.
    if (outcome === 'unconfirmed') await requestConfirmation(kit, user);
    assertLoginAllowed(outcome);
    await limiter.reset(body.email, client.ip);
    const organizationId = currentOrganizationId(await membershipsOf(kit.db, user.id), null);
    // A hash stored with older parameters is replaced now, while the password is at hand.
    const rehash = needsRehash(user.password_hash!) ? await hashPassword(body.password) : null;
    const { token, session } = await logIn(kit, user.id, rehash, organizationId, client);
    answerWithSession(ctx, token);
    return loadMyUser(kit.db, user.id, session);
  };

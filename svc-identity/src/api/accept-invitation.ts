import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { acceptInvitationAs } from '../db/invitation-acceptance';
import { findUserById } from '../db/users';
import { acceptanceLogin, acceptanceToken, assertMayJoin } from '../domain/invitation';
import { checkedLogin } from './checked-login';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /organization/invitation/accept: an existing account joins the inviting organisation. The
 * invited account accepts either logged in, or by giving its e-mail and password (counted like logins).
 * Someone logged in as another account must log in as the invited one (or switch accounts).
 */
export const handleAcceptInvitation =
  ({ kit, limiter, production }: IdentityDeps): Handler<'POST /organization/invitation/accept'> =>
  async (ctx, { body, user }) => {
    const token = acceptanceToken(body);
    const ip = clientInfo(ctx).ip;
    const logIn = async (login: { email: string; password: string }) => {
      const account = await checkedLogin(ctx, limiter, kit.db, login, ip);
      await limiter.reset(login.email, ip);
      return account;
    };
    const account = user ? await findUserById(kit.db, user.userId) : await logIn(acceptanceLogin(body));
    if (!account) throw errors.notFound(ErrorKeys.noUserFound);
    assertMayJoin(account);
    return acceptInvitationAs(kit, production, token, account, { loggedIn: Boolean(user), ip });
  };

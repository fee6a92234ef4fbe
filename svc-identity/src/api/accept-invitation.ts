import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { acceptInvitationAs } from '../db/invitation-acceptance';
import { invitationValidDays } from '../db/invitation-validity';
import { invitationPreviewOf } from '../db/invitations';
import { findUserById } from '../db/users';
import { acceptanceLogin, acceptanceToken, assertMayJoin, assertPending } from '../domain/invitation';
import { assertInvitationNotExpired } from '../domain/invitation-expiry';
import { checkedLogin } from './checked-login';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /organization/invitation/accept: an existing account joins the inviting organisation. The
 * invited account accepts either logged in, or by giving its e-mail and password (counted like logins).
 * Someone logged in as another account must log in as the invited one (or switch accounts).
 * The link is checked first (issue 8): with a made-up or used token the password is never looked at, or
 * this route would be a second login form that tells a right password (404) from a wrong one (401). The
 * write checks the invitation again under its lock.
 */
export const handleAcceptInvitation =
  ({ kit, limiter, production }: IdentityDeps): Handler<'POST /organization/invitation/accept'> =>
  async (ctx, { body, user }) => {
    const token = acceptanceToken(body);
    const invitation = await invitationPreviewOf(kit.db, token);
    assertPending(invitation);
    assertInvitationNotExpired(invitation, await invitationValidDays(kit.db, production));
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

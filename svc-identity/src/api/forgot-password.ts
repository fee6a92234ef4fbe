import { requestPasswordReset } from '../db/user-changes';
import { findUserByEmail } from '../db/users';
import { mayResetPassword } from '../domain/user';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/forgot-password: mails a reset link (older links stop working). Always 204, so the answer
 * does not tell whether the address has an account.
 */
export const handleForgotPassword =
  ({ kit }: IdentityDeps): Handler<'POST /auth/forgot-password'> =>
  async (ctx, { body }) => {
    const user = await findUserByEmail(kit.db, body.email);
    if (mayResetPassword(user)) await requestPasswordReset(kit, user, clientInfo(ctx).ip);
    return undefined;
  };

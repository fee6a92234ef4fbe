import { resetPassword } from '../db/user-changes';
import { hashPassword } from '../domain/passwords';
import { assertNewPasswordsMatch } from '../domain/password-rules';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/reset-password: sets a new password with a mailed token (single use). Every open session
 * ends, since whoever knew the old password may hold one. The link also proves the address.
 */
export const handleResetPassword =
  ({ kit }: IdentityDeps): Handler<'POST /auth/reset-password'> =>
  async (ctx, { body }) => {
    assertNewPasswordsMatch(body.password, body.passwordConfirmation);
    await resetPassword(kit, body.token, await hashPassword(body.password), clientInfo(ctx).ip);
    return undefined;
  };

import { recordPasswordResetRequest } from '../db/password-reset-requests';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/forgot-password: records the request and answers 204 at once; the password-reset worker
 * mails the link (older links stop working) if the address has an account that may reset and the mail
 * throttle allows it. The answer, its body and its timing are the same for every address (issue 8).
 */
export const handleForgotPassword =
  ({ kit, passwordResets }: IdentityDeps): Handler<'POST /auth/forgot-password'> =>
  async (ctx, { body }) => {
    await recordPasswordResetRequest(kit.db, body.email, clientInfo(ctx).ip);
    passwordResets.nudge();
    return undefined;
  };

import { recordMailRequest } from '../db/mail-requests';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/forgot-password: records the request and answers 204 at once; the mail-request worker
 * mails the link (older links stop working) if the address has an account that may reset and the mail
 * throttle allows it. The answer, its body and its timing are the same for every address (issue 8).
 */
export const handleForgotPassword =
  ({ kit, mailRequests }: IdentityDeps): Handler<'POST /auth/forgot-password'> =>
  async (ctx, { body }) => {
    await recordMailRequest(kit.db, 'passwordReset', body.email, clientInfo(ctx).ip);
    mailRequests.nudge();
    return undefined;
  };

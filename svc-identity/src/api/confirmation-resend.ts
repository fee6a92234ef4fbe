import { recordMailRequest } from '../db/mail-requests';
import { resendConfirmation, userIdOfToken } from '../db/user-tokens';
import { findUserById } from '../db/users';
import { awaitsConfirmation } from '../domain/user';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/confirmation/resend: a new confirmation mail, at most one a minute and within the mail
 * throttle (per address and account, issue 8). Always 204: whether an account exists, is confirmed or was
 * throttled is not revealed. By address the request is only recorded and the mail-request worker does the
 * rest, so the timing does not tell either; by an (expired) token, which only the mail's recipient has,
 * the mail is queued at once.
 */
export const handleConfirmationResend =
  ({ kit, mailRequests }: IdentityDeps): Handler<'POST /auth/confirmation/resend'> =>
  async (ctx, { body }) => {
    if (!('token' in body)) {
      await recordMailRequest(kit.db, 'confirmation', body.email, clientInfo(ctx).ip);
      mailRequests.nudge();
      return undefined;
    }
    const userId = await userIdOfToken(kit.db, 'confirmation', body.token);
    const user = userId ? await findUserById(kit.db, userId) : undefined;
    if (!awaitsConfirmation(user)) return undefined;
    await resendConfirmation(kit, user);
    return undefined;
  };

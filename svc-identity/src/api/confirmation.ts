import { confirmEmail } from '../db/user-changes';
import { clientInfo } from './client-info';
import { answerWithSession } from './session-answer';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/confirmation: confirms the address of a new account. Expired links answer 410
 * `error.confirmation.expired`; the screen then offers POST /auth/confirmation/resend with the same token.
 * A confirmed account (not blocked) is logged in by the answer (the session cookie), still 204.
 */
export const handleConfirmation =
  ({ kit }: IdentityDeps): Handler<'POST /auth/confirmation'> =>
  async (ctx, { body }) => {
    const sessionToken = await confirmEmail(kit, body.token, clientInfo(ctx));
    if (sessionToken) answerWithSession(ctx, sessionToken);
    return undefined;
  };

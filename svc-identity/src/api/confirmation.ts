import { confirmEmail } from '../db/user-changes';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/confirmation: confirms the address of a new account. Expired links answer 410
 * `error.confirmation.expired`; the screen then offers POST /auth/confirmation/resend with the same token.
 */
export const handleConfirmation =
  ({ kit }: IdentityDeps): Handler<'POST /auth/confirmation'> =>
  async (ctx, { body }) => {
    await confirmEmail(kit, body.token, clientInfo(ctx).ip);
    return undefined;
  };

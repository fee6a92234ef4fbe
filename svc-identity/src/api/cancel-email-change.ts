import { cancelEmailChange } from '../db/email-changes';
import { actorOf } from '../domain/audit';
import { assertMayCancel } from '../domain/email-change';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /user/cancel-email-change: with the token of the mail to the current address (the owner of the
 * account says "not me"), or without a token for the logged-in caller's own open change.
 */
export const handleCancelEmailChange =
  ({ kit }: IdentityDeps): Handler<'POST /user/cancel-email-change'> =>
  async (ctx, { body, user }) => {
    assertMayCancel(Boolean(body.token), Boolean(user));
    const caller = user ? { userId: user.userId, actorId: actorOf(user) } : {};
    await cancelEmailChange(kit, { token: body.token, ...caller, ip: clientInfo(ctx).ip });
    return undefined;
  };

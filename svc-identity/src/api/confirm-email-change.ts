import { confirmEmailChangeSide } from '../db/email-changes';
import { toEmailChangeStatus } from '../domain/email-change';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /user/confirm-email-change: confirms one side with its mailed token (no login needed: the link
 * is the proof). When both sides are confirmed the address switches and the user's contexts refresh.
 */
export const handleConfirmEmailChange =
  ({ kit }: IdentityDeps): Handler<'POST /user/confirm-email-change'> =>
  async (ctx, { body }) => {
    return toEmailChangeStatus(await confirmEmailChangeSide(kit, body.token, clientInfo(ctx).ip));
  };

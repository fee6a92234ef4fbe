import { openEmailChangeOf } from '../db/email-changes';
import { toEmailChangeStatus } from '../domain/email-change';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /user/email-change: the caller's open change, for the profile screen. */
export const handleEmailChangeStatus =
  ({ kit }: IdentityDeps): Handler<'GET /user/email-change'> =>
  async (_ctx, { user }) =>
    toEmailChangeStatus(await openEmailChangeOf(kit.db, user!.userId));

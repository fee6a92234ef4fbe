import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { setBlocked } from '../db/user-changes';
import { userDetail } from '../db/users';
import { actorOf } from '../domain/audit';
import { assertMayBlock } from '../domain/user';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /user/{userId}/block (platform administrators): a blocked user cannot log in and loses every
 * session at once (`session.ended` per session), their impersonations too; unblocking lets them log in again.
 */
export const handleBlockUser =
  ({ kit }: IdentityDeps): Handler<'PUT /user/{userId}/block'> =>
  async (ctx, { params, body, user }) => {
    assertMayBlock(user!.userId, params.userId);
    const change = { blocked: body.blocked, reason: body.reason ?? null };
    const target = await setBlocked(kit, params.userId, change, { actorId: actorOf(user!), ip: clientInfo(ctx).ip });
    const detail = target && (await userDetail(kit.db, target.id));
    if (!detail) throw errors.notFound(ErrorKeys.noUserFound);
    return detail;
  };

import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { changePassword } from '../db/user-changes';
import { findUserById } from '../db/users';
import { actorOf } from '../domain/audit';
import { hashPassword } from '../domain/passwords';
import { assertNewPasswordsMatch } from '../domain/password-rules';
import { assertNotImpersonated } from '../domain/user';
import { checkedCurrentPassword } from './checked-current-password';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /user/password: the old password must be valid (counted like a login) and the new ones match;
 * other sessions end.
 */
export const handleChangePassword =
  ({ kit, limiter }: IdentityDeps): Handler<'PUT /user/password'> =>
  async (ctx, { body, user }) => {
    assertNotImpersonated(user!);
    assertNewPasswordsMatch(body.newPassword, body.newPasswordConfirmation);
    const current = await findUserById(kit.db, user!.userId);
    if (!current) throw errors.notFound(ErrorKeys.noUserFound);
    const ip = clientInfo(ctx).ip;
    await checkedCurrentPassword(ctx, limiter, current, body.oldPassword, ip);
    await changePassword(kit, user!, await hashPassword(body.newPassword), { actorId: actorOf(user!), ip });
    return undefined;
  };

import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { beginEmailChange, toEmailChangeStatus } from '../db/email-changes';
import { findUserByEmail, findUserById } from '../db/users';
import { actorOf } from '../domain/audit';
import { assertNewAddress } from '../domain/email-change';
import { assertNotImpersonated } from '../domain/user';
import { checkedCurrentPassword } from './checked-current-password';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /user/email-change: starts a change (replacing an open one) once the current password, counted
 * like a login, is right. The current address gets a link to confirm (or cancel), the new address a link
 * to confirm; the current address stays the login until both are confirmed.
 */
export const handleEmailChange =
  ({ kit, limiter }: IdentityDeps): Handler<'POST /user/email-change'> =>
  async (ctx, { body, user }) => {
    assertNotImpersonated(user!);
    const current = await findUserById(kit.db, user!.userId);
    if (!current) throw errors.notFound(ErrorKeys.noUserFound);
    const ip = clientInfo(ctx).ip;
    await checkedCurrentPassword(ctx, limiter, current, body.password, ip);
    assertNewAddress(current.email, body.newEmail);
    if (await findUserByEmail(kit.db, body.newEmail)) throw new DomainError(409, ErrorKeys.emailChange.emailInUse);
    const row = await beginEmailChange(kit, current, body.newEmail, { actorId: actorOf(user!), ip });
    return toEmailChangeStatus(row);
  };

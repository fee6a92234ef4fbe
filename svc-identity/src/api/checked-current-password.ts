import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import type Koa from 'koa';
import type { LoginLimiter } from '../db/login-limits';
import type { UserRow } from '../db/users';
import { verifyPassword } from '../domain/passwords';

/**
 * The current password of a signed-in account (password change, e-mail change), counted like a login
 * (issue 8): a wrong one is a failed login of the account at this address, a locked account or pair
 * answers 429 with `retry-after`, so a session cannot be used to guess the password past the login lock.
 * A right one clears the count, as a login does.
 */
export async function checkedCurrentPassword(
  ctx: Koa.Context,
  limiter: LoginLimiter,
  account: Pick<UserRow, 'email' | 'password_hash'>,
  password: string,
  ip: string,
): Promise<void> {
  const lockedFor = await limiter.lockedFor(account.email, ip);
  if (lockedFor > 0) {
    ctx.set('retry-after', String(lockedFor));
    throw errors.tooManyRequests();
  }
  if (!(await verifyPassword(account.password_hash, password))) {
    await limiter.recordFailure(account.email, ip);
    throw errors.badRequest(ErrorKeys.password.oldPasswordInvalid);
  }
  await limiter.reset(account.email, ip);
}

import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { LoginLimiter } from '../db/login-limits';
import { findUserByEmail, type UserRow } from '../db/users';
import { verifyPassword } from '../domain/passwords';

/**
 * The account of an e-mail and password, counted like a login: a locked pair answers 429 with
 * `retry-after`; an unknown address costs the same work as a wrong password, and either counts towards
 * the lock and answers 401. The caller clears the count (`limiter.reset`) once it lets the account in.
 */
export async function checkedLogin(
  ctx: Koa.Context,
  limiter: LoginLimiter,
  db: Knex,
  credentials: { email: string; password: string },
  ip: string,
): Promise<UserRow> {
  const lockedFor = await limiter.lockedFor(credentials.email, ip);
  if (lockedFor > 0) {
    ctx.set('retry-after', String(lockedFor));
    throw errors.tooManyRequests();
  }
  const account = await findUserByEmail(db, credentials.email);
  // Verified even without an account: an unknown address costs the same time as a wrong password.
  const ok = await verifyPassword(account?.password_hash, credentials.password);
  if (!account || !ok) {
    await limiter.recordFailure(credentials.email, ip);
    ctx.state.logger.info({ email: credentials.email, ip }, 'login failed');
    throw new DomainError(401, ErrorKeys.login.invalidCredentials);
  }
  return account;
}

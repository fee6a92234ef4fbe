import type { Knex } from 'knex';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

export const MAX_CONSECUTIVE_FAILURES = 5;
export const LOCK_SECONDS = 15 * 60;
/**
 * Failures of one account from all addresses together before it locks (issue 8): rotating addresses
 * gets an attacker this many guesses, not five per address. Higher than the pair's limit, so a user
 * mistyping at one address is stopped by the pair's lock long before their account locks for everyone.
 */
export const MAX_ACCOUNT_FAILURES = 20;

/**
 * Consecutive failed logins, kept in Postgres so every replica sees the same count: per e-mail and client
 * IP (the fifth failure locks the pair for 15 minutes) and per e-mail alone (the twentieth locks the
 * account for 15 minutes at every address). A successful login clears both.
 */
export class LoginLimiter {
  private readonly pairs: RateLimiterPostgres;
  private readonly accounts: RateLimiterPostgres;

  constructor(db: Knex, schema: string) {
    const common = {
      storeClient: db,
      storeType: 'knex',
      schemaName: schema,
      tableName: 'login_limits',
      tableCreated: true, // by the migration
      duration: LOCK_SECONDS,
    };
    this.pairs = new RateLimiterPostgres({ ...common, keyPrefix: 'login', points: MAX_CONSECUTIVE_FAILURES });
    this.accounts = new RateLimiterPostgres({ ...common, keyPrefix: 'login-account', points: MAX_ACCOUNT_FAILURES });
  }

  private pairKey(email: string, ip: string) {
    return `${email}|${ip}`;
  }

  /** Seconds the pair or the account is still locked for, or 0. */
  async lockedFor(email: string, ip: string): Promise<number> {
    const [pair, account] = await Promise.all([
      lockedSeconds(this.pairs, this.pairKey(email, ip), MAX_CONSECUTIVE_FAILURES),
      lockedSeconds(this.accounts, email, MAX_ACCOUNT_FAILURES),
    ]);
    return Math.max(pair, account);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([
      countFailure(this.pairs, this.pairKey(email, ip), MAX_CONSECUTIVE_FAILURES),
      countFailure(this.accounts, email, MAX_ACCOUNT_FAILURES),
    ]);
  }

  async reset(email: string, ip: string): Promise<void> {
    await Promise.all([this.pairs.delete(this.pairKey(email, ip)), this.accounts.delete(email)]);
  }
}

async function lockedSeconds(limiter: RateLimiterPostgres, key: string, max: number): Promise<number> {
  const res = await limiter.get(key);
  // block() stores points + 1: more than the allowed failures means locked.
  if (res && res.consumedPoints > max) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return 0;
}

async function countFailure(limiter: RateLimiterPostgres, key: string, max: number): Promise<void> {
  const res = await limiter.penalty(key, 1);
  if (res.consumedPoints >= max) await limiter.block(key, LOCK_SECONDS);
}

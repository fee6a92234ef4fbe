import type { Knex } from 'knex';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

export const MAX_CONSECUTIVE_FAILURES = 5;
export const LOCK_SECONDS = 15 * 60;

/**
 * Consecutive failed logins per e-mail and client IP, kept in Postgres so every replica sees the same
 * count. The fifth failure locks the pair for 15 minutes; a successful login clears it.
 */
export class LoginLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(db: Knex, schema: string) {
    this.limiter = new RateLimiterPostgres({
      storeClient: db,
      storeType: 'knex',
      schemaName: schema,
      tableName: 'login_limits',
      tableCreated: true, // by the migration
      keyPrefix: 'login',
      points: MAX_CONSECUTIVE_FAILURES,
      duration: LOCK_SECONDS,
    });
  }

  private key(email: string, ip: string) {
    return `${email}|${ip}`;
  }

  /** Seconds the pair is still locked for, or 0. */
  async lockedFor(email: string, ip: string): Promise<number> {
    const res = await this.limiter.get(this.key(email, ip));
    // block() stores points + 1: more than the allowed failures means locked.
    if (res && res.consumedPoints > MAX_CONSECUTIVE_FAILURES) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return 0;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const key = this.key(email, ip);
    const res = await this.limiter.penalty(key, 1);
    if (res.consumedPoints >= MAX_CONSECUTIVE_FAILURES) await this.limiter.block(key, LOCK_SECONDS);
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.limiter.delete(this.key(email, ip));
  }
}

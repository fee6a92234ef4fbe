import { rateLimitPolicies, type RateLimitPolicyName } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import type Koa from 'koa';
import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { GATEWAY_SCHEMA, RATE_LIMIT_TABLE } from './db/rate-limit-table';

export interface RateLimitSettings {
  /** Points per window where a policy differs from the contracts' (configuration, tests). */
  points?: Partial<Record<RateLimitPolicyName, number>>;
  /** Multiplies every budget: an e2e run sends a whole suite from one IP, not one person. */
  scale?: number;
  /**
   * Where the budgets are counted: the gateway's Postgres schema, so a client has one budget whichever replica
   * answers (ADR 0032). Without it (a single gateway in a unit test) they live in this process's memory.
   */
  store?: Knex;
}

/**
 * One limiter per rate-limit policy of the contracts: every route naming a policy draws from its budget, so
 * company searches while typing no longer use up the login attempts of the same client.
 */
export class RateLimits {
  private readonly limiters = new Map<RateLimitPolicyName, RateLimiterAbstract>();

  constructor(settings: RateLimitSettings = {}) {
    const scale = settings.scale ?? 1;
    for (const [name, policy] of Object.entries(rateLimitPolicies) as [
      RateLimitPolicyName,
      (typeof rateLimitPolicies)[RateLimitPolicyName],
    ][]) {
      const points = Math.max(1, Math.round((settings.points?.[name] ?? policy.points) * scale));
      const memory = new RateLimiterMemory({ points, duration: policy.durationSec, keyPrefix: name });
      this.limiters.set(
        name,
        settings.store
          ? new RateLimiterPostgres({
              storeClient: settings.store,
              storeType: 'knex',
              schemaName: GATEWAY_SCHEMA,
              tableName: RATE_LIMIT_TABLE,
              tableCreated: true,
              points,
              duration: policy.durationSec,
              keyPrefix: name,
              // Postgres unreachable: each replica counts alone until it is back (n budgets for a while, never
              // none), rather than refusing every login or letting every guess through.
              insuranceLimiter: memory,
            })
          : memory,
      );
    }
  }

  /** Counts one request of `policy` by the client; a spent budget answers 429 with Retry-After. */
  async consume(ctx: Koa.Context, policy: RateLimitPolicyName): Promise<void> {
    const limiter = this.limiters.get(policy);
    // Unreachable for the typed route table; a policy added to the contracts without a limiter must not pass.
    if (!limiter) throw new Error(`Unknown rate-limit policy: ${String(policy)}`);
    // Every policy counts per client IP today (`key: 'clientIp'`); behind proxies ctx.ip is the address the
    // outermost of TRUSTED_PROXY_HOPS proxies saw (ADR 0011), never an entry the client wrote.
    try {
      await limiter.consume(ctx.ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        ctx.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
        throw errors.tooManyRequests();
      }
      throw rejection;
    }
  }
}

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Knex } from 'knex';

/** A budget of failed lookups: `points` failures per `durationSec` window. */
export interface LookupBudget {
  points: number;
  durationSec: number;
}

export interface LookupLimitSettings {
  /** Failed lookups one client address may make per window. */
  perClient: LookupBudget;
  /** Failed lookups of everyone together per window: past it, code guessing is assumed and every lookup waits. */
  global: LookupBudget;
}

/**
 * Defaults: a recipient mistypes a code a few times (most typos the page's check digit catches before any
 * request); 10 unknown codes in 10 minutes from one address is guessing. Globally, 300 unknown codes a minute is
 * far above what typing people produce and far below what finds a code among 10^15 by chance.
 */
export const DEFAULT_LOOKUP_LIMITS: LookupLimitSettings = {
  perClient: { points: 10, durationSec: 600 },
  global: { points: 300, durationSec: 60 },
};

const GLOBAL_KEY = 'global';

/** What a failed lookup did to the budgets. */
export interface FailureCount {
  /** Failures counted in the global window so far. */
  globalFailures: number;
  /** This failure is the first past the global budget in its window (publish the event now, once). */
  globalJustExhausted: boolean;
}

/**
 * The failed-lookup budgets on Postgres (rate-limiter-flexible's RateLimiterPostgres with svc-campaign's knex,
 * table `voucher_lookup_limits` of migration 006), so every replica counts in the same place. A lookup first asks
 * `exhausted` (reads only), and only a failed one (`countFailure`) spends points.
 */
export class VoucherLookupLimits {
  private readonly perClient: RateLimiterPostgres;
  private readonly global: RateLimiterPostgres;

  constructor(
    db: Knex,
    schemaName: string,
    readonly settings: LookupLimitSettings = DEFAULT_LOOKUP_LIMITS,
  ) {
    const common = {
      storeClient: db,
      storeType: 'knex',
      schemaName,
      tableName: 'voucher_lookup_limits',
      // Created by migration 006; the library's own expired-row sweep runs every 5 minutes (timer unref'd).
      tableCreated: true,
    };
    this.perClient = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'client',
      points: settings.perClient.points,
      duration: settings.perClient.durationSec,
    });
    this.global = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'lookups',
      points: settings.global.points,
      duration: settings.global.durationSec,
    });
  }

  /** Whether this client, or everyone, used up the budget of failed lookups (then no lookup is made). */
  async exhausted(client: string): Promise<boolean> {
    const [mine, all] = await Promise.all([this.perClient.get(client), this.global.get(GLOBAL_KEY)]);
    return (
      (mine?.consumedPoints ?? 0) >= this.settings.perClient.points ||
      (all?.consumedPoints ?? 0) >= this.settings.global.points
    );
  }

  /**
   * Counts one failed lookup of `client` in both budgets. The global counter is one atomic upsert, so exactly
   * one failure of a window sees the count reach the budget: that one reports `globalJustExhausted`.
   */
  async countFailure(client: string): Promise<FailureCount> {
    const [, all] = await Promise.all([spend(this.perClient, client), spend(this.global, GLOBAL_KEY)]);
    return {
      globalFailures: all,
      globalJustExhausted: all === this.settings.global.points,
    };
  }
}

/** Spends one point and answers the points consumed in the window (also when the budget is exceeded). */
async function spend(limiter: RateLimiterPostgres, key: string): Promise<number> {
  try {
    return (await limiter.consume(key)).consumedPoints;
  } catch (err) {
    if (err instanceof RateLimiterRes) return err.consumedPoints;
    throw err;
  }
}

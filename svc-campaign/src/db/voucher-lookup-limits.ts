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

/** A lookup let through: nothing is spent until it fails. */
export interface LookupPermit {
  allowed: true;
}

/** A lookup refused before looking: a budget is used up; `retryAfterSec` until the window that refused frees. */
export interface LookupRefusal {
  allowed: false;
  retryAfterSec: number;
}

/** What a failed lookup counted: the global budget's failures in its window, and whether this one used it up. */
export interface LookupFailure {
  globalFailures: number;
  exhaustsGlobal: boolean;
}

/**
 * The failed-lookup budgets on Postgres (rate-limiter-flexible's RateLimiterPostgres with svc-campaign's knex,
 * table `voucher_lookup_limits` of migration 006), so every replica counts in the same place: one per client
 * address and one global, each counting failures only. A lookup first checks that neither budget is used up
 * (reading, spending nothing), and only a failed lookup spends a point of each (one atomic upsert each). So a
 * valid code is never refused while the failures stay under the budgets, however many lookups run at once from
 * one address (an office behind one NAT); the count is the gate: once the failures reach a budget, every lookup it
 * covers is refused until its window ends. Lookups already running when the last point goes may still fail and
 * count (ADR 0021: a small overshoot, at most the client's lookups in flight).
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
    // Prefixes of their own: counters of the earlier held-points scheme (`client`, `lookups`) are not failures.
    this.perClient = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'client-failed',
      points: settings.perClient.points,
      duration: settings.perClient.durationSec,
    });
    this.global = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'lookups-failed',
      points: settings.global.points,
      duration: settings.global.durationSec,
    });
  }

  /**
   * Lets a lookup of `client` through unless its failures or everyone's have used up their budget; refused, it
   * is told to retry when every budget that refuses frees (the client's and the global one may both be used up).
   */
  async check(client: string): Promise<LookupPermit | LookupRefusal> {
    const [mine, all] = await Promise.all([this.perClient.get(client), this.global.get(GLOBAL_KEY)]);
    const mineFull = (mine?.consumedPoints ?? 0) >= this.settings.perClient.points;
    const allFull = (all?.consumedPoints ?? 0) >= this.settings.global.points;
    if (!mineFull && !allFull) return { allowed: true };
    return refusal(Math.max(mineFull ? mine!.msBeforeNext : 0, allFull ? all!.msBeforeNext : 0));
  }

  /**
   * Counts a failed lookup in both budgets. `exhaustsGlobal` for the failure whose count reached the global
   * budget (publish the event now): each count is one atomic upsert's answer, so one failure of a window sees it.
   */
  async fail(client: string): Promise<LookupFailure> {
    const [, all] = await Promise.all([spend(this.perClient, client), spend(this.global, GLOBAL_KEY)]);
    return { globalFailures: all.consumedPoints, exhaustsGlobal: all.consumedPoints === this.settings.global.points };
  }
}

function refusal(msBeforeNext: number): LookupRefusal {
  return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

/** Spends one point and answers the window's state after it (also when the budget is exceeded). */
async function spend(limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Knex } from 'knex';
import type { LookupCounts, LookupGateLimits } from '../domain/lookup-gate';

/** A budget of failed lookups: `points` failures per `durationSec` window. */
export interface LookupBudget {
  points: number;
  durationSec: number;
}

export interface LookupLimitSettings {
  /** Failed lookups one client address may make per window before only unused codes are served to it. */
  perClient: LookupBudget;
  /**
   * Failed lookups of one address in its window past which nothing is served to it (ADR 0029); default five times
   * its budget, so an office behind one NAT keeps redeeming real codes after a few typos while a guesser stops.
   */
  perClientCeiling?: number;
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
  perClientCeiling: 50,
  global: { points: 300, durationSec: 60 },
};

const GLOBAL_KEY = 'global';

/** The failures counted so far, and in how many seconds each window frees (for a refusal's Retry-After). */
export interface LookupState {
  counts: LookupCounts;
  clientRetryAfterSec: number;
  globalRetryAfterSec: number;
}

/** What a failed lookup counted: the global budget's failures in its window, and whether this one used it up. */
export interface LookupFailure {
  globalFailures: number;
  exhaustsGlobal: boolean;
}

/**
 * The failed-lookup budgets on Postgres (rate-limiter-flexible's RateLimiterPostgres with svc-campaign's knex,
 * table `voucher_lookup_limits` of migration 006), so every replica counts in the same place: one per client
 * address and one global, each counting failures only. A lookup first reads both counts (spending nothing), which
 * domain/lookup-gate.ts turns into a gate, and only a failed lookup spends a point of each (one atomic upsert each).
 * So a valid code is never refused while the failures stay under the budgets, however many lookups run at once from
 * one address (an office behind one NAT), and past the address's budget an unused code still is served until its
 * ceiling (ADR 0029). Lookups already running when the last point goes may still fail and count (ADR 0021: a small
 * overshoot, at most the client's lookups in flight).
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

  /** The failures of `client` and of everyone in their windows, read without spending anything. */
  async state(client: string): Promise<LookupState> {
    const [mine, all] = await Promise.all([this.perClient.get(client), this.global.get(GLOBAL_KEY)]);
    return {
      counts: { clientFailures: mine?.consumedPoints ?? 0, globalFailures: all?.consumedPoints ?? 0 },
      clientRetryAfterSec: retryAfterSec(mine?.msBeforeNext ?? 0),
      globalRetryAfterSec: retryAfterSec(all?.msBeforeNext ?? 0),
    };
  }

  /** The budgets as lookupGate reads them. */
  get gateLimits(): LookupGateLimits {
    return {
      clientBudget: this.settings.perClient.points,
      clientCeiling: this.settings.perClientCeiling ?? this.settings.perClient.points * 5,
      globalBudget: this.settings.global.points,
    };
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

const retryAfterSec = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** Spends one point and answers the window's state after it (also when the budget is exceeded). */
async function spend(limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

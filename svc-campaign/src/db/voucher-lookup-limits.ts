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

/** A lookup let through: one point of each budget is held until the lookup tells whether it failed. */
export interface LookupReservation {
  allowed: true;
  /** Failures counted in the global window with this one (the count if this lookup fails). */
  globalFailures: number;
}

/** A lookup refused before looking: a budget is used up; `retryAfterSec` until the window that refused frees. */
export interface LookupRefusal {
  allowed: false;
  retryAfterSec: number;
}

/**
 * The failed-lookup budgets on Postgres (rate-limiter-flexible's RateLimiterPostgres with svc-campaign's knex,
 * table `voucher_lookup_limits` of migration 006), so every replica counts in the same place. The count is the
 * gate: a lookup first reserves one point of the client's budget and then of the global one (each one atomic
 * upsert that answers the new count), so of many parallel lookups exactly the budget's number get through; a
 * lookup that finds its voucher gives both points back (`refund`), a failed one keeps them.
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

  /**
   * Holds one point of `client`'s budget and one of the global budget for a lookup, or refuses it when either
   * is used up. A client past its own budget spends nothing of the global one (one guesser alone never makes
   * everyone wait); a lookup refused by the global budget gets its client point back.
   */
  async reserve(client: string): Promise<LookupReservation | LookupRefusal> {
    const mine = await spend(this.perClient, client);
    if (mine.consumedPoints > this.settings.perClient.points) {
      // Told to retry when every budget that refuses frees: the global one may be used up as well.
      const all = await this.global.get(GLOBAL_KEY);
      const globalFull = (all?.consumedPoints ?? 0) >= this.settings.global.points;
      return refusal(Math.max(mine.msBeforeNext, globalFull ? all!.msBeforeNext : 0));
    }
    const all = await spend(this.global, GLOBAL_KEY);
    if (all.consumedPoints > this.settings.global.points) {
      await this.perClient.reward(client, 1);
      return refusal(all.msBeforeNext);
    }
    return { allowed: true, globalFailures: all.consumedPoints };
  }

  /** Gives back the points a lookup held when it found its voucher: only failures count. */
  async refund(client: string): Promise<void> {
    await Promise.all([this.perClient.reward(client, 1), this.global.reward(GLOBAL_KEY, 1)]);
  }

  /**
   * Whether a failed lookup holding `reservation` is the one that used up the global budget (publish the event
   * now): the point that reached the budget is one atomic upsert's answer, so one failure of a window sees it.
   */
  exhaustsGlobal(reservation: LookupReservation): boolean {
    return reservation.globalFailures === this.settings.global.points;
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

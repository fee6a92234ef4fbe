import { ErrorKeys } from '@cadeau/contracts';
import { clientAddress, errors } from '@cadeau/service-kit';
import type Koa from 'koa';
import { findVoucherByHmac, type RedemptionRow } from '../db/voucher-redemption';
import { recordLookupBudgetExhausted } from '../db/voucher-redemption-writes';
import { lookup } from '../domain/code-crypto';
import { lookupGate, lookupVerdict } from '../domain/lookup-gate';
import { parseGiftCode } from '../domain/gift-code';
import type { CampaignDeps } from './deps';

/**
 * The voucher of a code in the path, for every public voucher route, through the failed-lookup gate
 * (domain/lookup-gate.ts, ADR 0029): under the budgets every code is answered as it stands; past this address's
 * budget only a code that exists and is unused is served (an office behind one NAT keeps redeeming after its
 * colleagues' typos) and anything else is 429 `error.voucher.tooManyAttempts`; past the address's ceiling or
 * everyone's budget every lookup is 429 without looking. 429s carry `Retry-After` (seconds until the refusing window
 * frees). Only a wrong code spends a point of both budgets. Otherwise always the same work: the HMAC of the text (a
 * malformed code too) and one lookup on the unique index, so an unknown, malformed or mistyped code answers the one
 * 404 `error.voucher.invalid` in comparable time; the failure that exhausts the global budget publishes
 * `voucher.lookupBudgetExhausted`.
 */
export async function lookupVoucher(deps: CampaignDeps, ctx: Koa.Context, code: string): Promise<RedemptionRow> {
  const client = clientAddress(ctx);
  const limits = deps.lookupLimits;
  const state = await limits.state(client);
  const gate = lookupGate(state.counts, limits.gateLimits);
  const tooMany = (retryAfterSec: number) => {
    ctx.set('Retry-After', String(retryAfterSec));
    return errors.tooManyRequests(ErrorKeys.voucher.tooManyAttempts);
  };
  if (gate === 'closed')
    throw tooMany(
      Math.max(
        state.counts.globalFailures >= limits.gateLimits.globalBudget ? state.globalRetryAfterSec : 0,
        state.counts.clientFailures >= limits.gateLimits.clientCeiling ? state.clientRetryAfterSec : 0,
      ),
    );
  const digits = parseGiftCode(code);
  const row = await findVoucherByHmac(deps.kit.db, lookup(deps.voucherKeys, digits ?? code));
  const found = digits && row ? row : null;
  const verdict = lookupVerdict(gate, found);
  if (verdict === 'serve') return found!;
  // A real code refused past the budget (used already) is no guess: it spends nothing.
  if (!found) {
    const failure = await limits.fail(client);
    if (failure.exhaustsGlobal)
      await recordLookupBudgetExhausted(deps.kit, {
        at: deps.now().toISOString(),
        failures: failure.globalFailures,
        windowSec: limits.settings.global.durationSec,
      });
  }
  if (verdict === 'refused') throw tooMany(state.clientRetryAfterSec);
  throw errors.notFound(ErrorKeys.voucher.invalid);
}

/**
 * The voucher of a code for the visit beacon: no refusal and no budget spent (the beacon answers 204 for any
 * code and tells nothing), but the same single lookup.
 */
export async function findVoucherQuietly(deps: CampaignDeps, code: string): Promise<RedemptionRow | undefined> {
  const digits = parseGiftCode(code);
  if (!digits) return undefined;
  return findVoucherByHmac(deps.kit.db, lookup(deps.voucherKeys, digits));
}

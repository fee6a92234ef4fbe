import { ErrorKeys } from '@cadeau/contracts';
import { clientAddress, errors } from '@cadeau/service-kit';
import type Koa from 'koa';
import { findVoucherByHmac, type RedemptionRow } from '../db/voucher-redemption';
import { recordLookupBudgetExhausted } from '../db/voucher-redemption-writes';
import { lookup } from '../domain/code-crypto';
import { parseGiftCode } from '../domain/gift-code';
import type { CampaignDeps } from './deps';

/**
 * The voucher of a code in the path, for every public voucher route. Past a budget of failed lookups (this
 * client's, or everyone's) 429 `error.voucher.tooManyAttempts` with `Retry-After` (seconds until the refusing
 * window frees) without looking. Only a failed lookup spends a point of both budgets, so valid codes never count
 * and are never refused while the failures stay under the budgets (db/voucher-lookup-limits.ts). Otherwise always
 * the same work: the HMAC of the text (a malformed code too) and one lookup on the unique index, so an unknown,
 * malformed or mistyped code answers the one 404 `error.voucher.invalid` in comparable time; the failure that
 * exhausts the global budget publishes `voucher.lookupBudgetExhausted`.
 */
export async function lookupVoucher(deps: CampaignDeps, ctx: Koa.Context, code: string): Promise<RedemptionRow> {
  const client = clientAddress(ctx);
  const permit = await deps.lookupLimits.check(client);
  if (!permit.allowed) {
    ctx.set('Retry-After', String(permit.retryAfterSec));
    throw errors.tooManyRequests(ErrorKeys.voucher.tooManyAttempts);
  }
  const digits = parseGiftCode(code);
  const row = await findVoucherByHmac(deps.kit.db, lookup(deps.voucherKeys, digits ?? code));
  if (digits && row) return row;
  const failure = await deps.lookupLimits.fail(client);
  if (failure.exhaustsGlobal)
    await recordLookupBudgetExhausted(deps.kit, {
      at: deps.now().toISOString(),
      failures: failure.globalFailures,
      windowSec: deps.lookupLimits.settings.global.durationSec,
    });
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

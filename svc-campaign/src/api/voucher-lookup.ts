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
 * client's, or everyone's) 429 `error.voucher.tooManyAttempts` without looking. Otherwise always the same work:
 * the HMAC of the text (a malformed code too) and one lookup on the unique index, so an unknown, malformed or
 * mistyped code answers the one 404 `error.voucher.invalid` in comparable time; each such answer spends a point
 * of both budgets, and the failure that exhausts the global one publishes `voucher.lookupBudgetExhausted`.
 */
export async function lookupVoucher(deps: CampaignDeps, ctx: Koa.Context, code: string): Promise<RedemptionRow> {
  const client = clientAddress(ctx);
  if (await deps.lookupLimits.exhausted(client)) throw errors.tooManyRequests(ErrorKeys.voucher.tooManyAttempts);
  const digits = parseGiftCode(code);
  const row = await findVoucherByHmac(deps.kit.db, lookup(deps.voucherKeys, digits ?? code));
  if (digits && row) return row;
  const count = await deps.lookupLimits.countFailure(client);
  if (count.globalJustExhausted)
    await recordLookupBudgetExhausted(deps.kit, {
      at: deps.now().toISOString(),
      failures: count.globalFailures,
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

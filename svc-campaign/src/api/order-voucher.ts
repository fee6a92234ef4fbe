import { randomUUID } from 'node:crypto';
import {
  ErrorKeys,
  IDEMPOTENCY_KEY_HEADER,
  voucherReservationKey,
  type VoucherOrderAnswer,
  type VoucherRedeemed,
} from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import type Koa from 'koa';
import { advanceRound, findVoucherById, type RedemptionRow } from '../db/voucher-redemption';
import { redeemVoucher, releaseWhileUnused } from '../db/voucher-redemption-writes';
import { isoWeekOfDay } from '../domain/iso-week';
import { newOrderNumber } from '../domain/order-number';
import { assertDeliverable, assertOrderable, assertRedeemable, assertSwissAddress } from '../domain/redemption-rules';
import { languageOf } from '../domain/voucher-offers';
import { todayInZurich } from '../domain/zurich-days';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';
import { lookupVoucher } from './voucher-lookup';
import { redemptionState } from './voucher-state';

/** Longest Idempotency-Key kept (a UUID or similar token; anything longer is refused). */
const MAX_IDEMPOTENCY_KEY = 200;

function idempotencyKeyOf(ctx: Koa.Context): string | null {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER).trim();
  if (!key) return null;
  if (key.length > MAX_IDEMPOTENCY_KEY || !/^[\x21-\x7e]+$/.test(key))
    throw new DomainError(400, 'zod.invalid', undefined, [
      { path: [IDEMPOTENCY_KEY_HEADER], message: 'zod.invalidString' },
    ]);
  return key;
}

/** Attempt rounds one request walks through: a release it runs into moves the round on once, rarely twice. */
const MAX_ROUNDS = 3;

/**
 * POST /voucher/{code}/order, public: the order saga of ADR 0021.
 * 1. Look the code up, check it is unused and valid, and the chosen gift (one of the campaign's, orderable, an
 *    address in Switzerland for a physical one).
 * 2. Reserve one unit of the gift's current ISO week (Zurich) in svc-catalog under the key of the voucher's
 *    attempt round, `voucher:<voucherId>:<productId>:<week>[:<round>]`: every request for this voucher and gift
 *    this week shares it, until a release moves the round on.
 * 3. Consume the voucher (one conditional UPDATE, only in that round) with the outbox event `voucher.redeemed` in
 *    one transaction: svc-catalog creates the order from the event. A request that finds the voucher used answers
 *    the stored order when it carries the winner's Idempotency-Key (200), else `error.voucher.alreadyUsed`.
 * A failure after step 2 gives the reservation back while the voucher is still unused (never a winner's) and
 * closes the round: a retry with that Idempotency-Key is refused as sold out, a new attempt reserves afresh. A key
 * svc-catalog answers released (its sweeper freed it after a crash) moves the round on, and the request goes on
 * in the next one.
 */
export const handleOrderVoucher =
  (deps: CampaignDeps): Handler<'POST /voucher/{code}/order'> =>
  async (ctx, { params, body }) => {
    const idempotencyKey = idempotencyKeyOf(ctx);
    const voucher = await lookupVoucher(deps, ctx, params.code);
    if (voucher.status === 'used') return replay(deps, ctx, voucher, idempotencyKey, email(body, voucher) ?? undefined);
    const today = todayInZurich(deps.now());
    assertRedeemable(redemptionState(voucher), today);

    const offered = voucher.product_ids.includes(body.productId);
    const facts = offered ? (await deps.offerFacts([body.productId])).get(body.productId) : undefined;
    const product = assertOrderable(body.productId, voucher.product_ids, facts, !!body.address);
    const physical = product.type === 'physical';
    // The address as delivered: its locality as Swiss Post writes it (`zurich` → `Zürich`), not as typed.
    const address = physical ? { ...body.address!, city: assertSwissAddress(body.address!) } : undefined;

    const week = isoWeekOfDay(today);
    const orderId = randomUUID();
    const orderNumber = newOrderNumber();
    const confirmation = email(body, voucher);
    assertDeliverable(product.type, confirmation);
    const language = body.language ?? languageOf(ctx.get('accept-language'));
    let current = voucher;
    for (let tries = 1; ; tries++) {
      // This attempt's reservation was given back after a failure: its retry does not start another one.
      if (idempotencyKey && current.compensated_attempts.includes(idempotencyKey))
        throw errors.conflict(ErrorKeys.voucher.soldOut);
      const round = current.reservation_round;
      const reservationKey = voucherReservationKey(voucher.id, body.productId, week, round);
      const held = await reserve(deps, body.productId, week, reservationKey);
      if (held) {
        const at = deps.now();
        const event: VoucherRedeemed = {
          voucherId: voucher.id,
          campaignId: voucher.campaign_id,
          campaignName: voucher.campaign_name,
          giverOrganizationId: voucher.organization_id,
          orderId,
          orderNumber,
          productId: body.productId,
          sellerOrganizationId: facts!.organizationId,
          type: product.type,
          week,
          reservationKey,
          ...(address ? { address } : {}),
          email: confirmation,
          language,
          redeemedAt: at.toISOString(),
        };
        let won: boolean;
        try {
          won = await redeemVoucher(
            deps.kit,
            voucher.id,
            { reservationKey, round, orderId, orderNumber, productId: body.productId, week, idempotencyKey, at },
            event,
          );
        } catch (err) {
          await compensate(deps, voucher.id, body.productId, week, reservationKey, { round, idempotencyKey });
          throw err;
        }
        if (won) {
          ctx.status = 201;
          return {
            orderId,
            orderNumber,
            productName: facts!.name,
            type: product.type,
            email: confirmation,
          } satisfies VoucherOrderAnswer;
        }
      } else {
        // The key's unit was given back (the sweeper after a crash, or another request whose round ended): no key
        // of this round may consume any more, and the next round's key reserves afresh.
        await advanceRound(deps.kit.db, voucher.id, round);
      }
      // Another request consumed the voucher first, or the round moved on meanwhile.
      const stored = await afterLossVoucher(deps, voucher.id);
      // This request's unit belongs to no order when the winner holds another key, or when the voucher is still
      // unused in a later round (no key of this round can consume now): it goes back at once.
      if (held && stored.order_reservation_key !== reservationKey)
        await releaseLost(deps, body.productId, week, reservationKey);
      if (stored.status === 'used') return replay(deps, ctx, stored, idempotencyKey, confirmation ?? undefined);
      if (tries >= MAX_ROUNDS) throw errors.conflict(ErrorKeys.voucher.soldOut);
      current = stored;
    }
  };

/**
 * Where the confirmation (and a digital gift) goes: the address the recipient typed, else the delivery address's,
 * else the recipient's own, the one the code was mailed to, so a confirmation always goes out (null only for a
 * recipient address that is not a valid one, which nothing was mailed to either).
 */
const email = (
  body: { email?: string; address?: { email?: string } },
  voucher: Pick<RedemptionRow, 'recipient_email' | 'recipient_email_valid'>,
) => body.email ?? body.address?.email ?? (voucher.recipient_email_valid ? voucher.recipient_email : null);

async function afterLossVoucher(deps: CampaignDeps, voucherId: string): Promise<RedemptionRow> {
  const stored = await findVoucherById(deps.kit.db, voucherId);
  if (!stored) throw errors.notFound(ErrorKeys.voucher.invalid);
  return stored;
}

/** A unit of a request that cannot consume any more goes back now; if that fails, the sweeper frees it. */
async function releaseLost(deps: CampaignDeps, productId: string, week: string, key: string): Promise<void> {
  await deps.reservations.release(productId, week, key).catch((err: unknown) => {
    deps.kit.logger.warn({ err, key }, 'release of a losing reservation failed; the sweeper will');
  });
}

/**
 * Step 2: one unit of the gift's week, refusals as the recipient reads them (choose another gift). False when the
 * key's reservation exists but was released (a released key never reserves again).
 */
async function reserve(deps: CampaignDeps, productId: string, week: string, key: string): Promise<boolean> {
  try {
    return await deps.reservations.reserve(productId, week, key);
  } catch (err) {
    if (err instanceof DomainError && err.key === ErrorKeys.product.soldOut)
      throw errors.conflict(ErrorKeys.voucher.soldOut);
    if (err instanceof DomainError && (err.key === ErrorKeys.product.unavailable || err.status === 404))
      throw errors.conflict(ErrorKeys.voucher.productUnavailable);
    throw err;
  }
}

/**
 * After a failure of step 3: give the unit back and close the round if the voucher is still unused (else the
 * sweeper decides).
 */
async function compensate(
  deps: CampaignDeps,
  voucherId: string,
  productId: string,
  week: string,
  key: string,
  attempt: { round: number; idempotencyKey: string | null },
) {
  try {
    await releaseWhileUnused(deps.kit, voucherId, attempt, () => deps.reservations.release(productId, week, key));
  } catch (err) {
    deps.kit.logger.warn({ err, voucherId }, 'compensation failed; svc-catalog sweeper releases the reservation');
  }
}

/**
 * A used voucher: the stored order again for a retry with the winner's Idempotency-Key (200), else 409
 * `error.voucher.alreadyUsed`.
 */
async function replay(
  deps: CampaignDeps,
  ctx: Koa.Context,
  voucher: RedemptionRow,
  idempotencyKey: string | null,
  email: string | undefined,
): Promise<VoucherOrderAnswer> {
  if (!idempotencyKey || voucher.order_idempotency_key !== idempotencyKey || !voucher.order_id)
    throw errors.conflict(ErrorKeys.voucher.alreadyUsed);
  const productId = voucher.order_product_id!;
  const facts = (await deps.offerFacts([productId])).get(productId);
  ctx.status = 200;
  return {
    orderId: voucher.order_id,
    orderNumber: voucher.order_number!,
    productName: facts?.name ?? { de: '', en: '' },
    type: facts?.type ?? 'physical',
    email: email ?? null,
  };
}

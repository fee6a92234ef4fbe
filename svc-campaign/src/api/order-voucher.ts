import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@cadeau/contracts';
import { todayInZurich } from '@cadeau/contracts/values';
import { DomainError } from '@cadeau/service-kit';
import type Koa from 'koa';
import { advanceRound, findVoucherById } from '../db/voucher-redemption';
import { redeemVoucher, releaseWhileUnused } from '../db/voucher-redemption-writes';
import { newOrderNumber } from '../domain/order-number';
import {
  FIRST_ORDER_STEP,
  nextOrderStep,
  type OrderAttempt,
  type OrderRequest,
  type OrderStep,
  type OrderStepResult,
} from '../domain/order-saga';
import { languageOf } from '../domain/voucher-offers';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';
import { lookupVoucher } from './voucher-lookup';

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

/**
 * POST /voucher/{code}/order, public: the order saga of ADR 0021. domain/order-saga.ts decides every step (look up,
 * reserve, consume, compensate, move the round on, read again, release, answer) from the last one's result; this
 * handler only runs them, until the saga answers or refuses.
 */
export const handleOrderVoucher =
  (deps: CampaignDeps): Handler<'POST /voucher/{code}/order'> =>
  async (ctx, { params, body }) => {
    const request: OrderRequest = {
      idempotencyKey: idempotencyKeyOf(ctx),
      productId: body.productId,
      address: body.address,
      email: body.email,
      language: body.language ?? languageOf(ctx.get('accept-language')),
      today: todayInZurich(deps.now()),
      orderId: randomUUID(),
      orderNumber: newOrderNumber(),
    };
    for (let step = FIRST_ORDER_STEP; ;) {
      if (step.do === 'answer') {
        ctx.status = step.status;
        return step.body;
      }
      step = nextOrderStep(request, await run(deps, ctx, params.code, step));
    }
  };

/** Runs one step of the saga and says what came of it; a step's failure the saga decides on is its result. */
async function run(
  deps: CampaignDeps,
  ctx: Koa.Context,
  code: string,
  step: Exclude<OrderStep, { do: 'answer' }>,
): Promise<OrderStepResult> {
  switch (step.do) {
    case 'lookUp':
      return { ...step, voucher: await lookupVoucher(deps, ctx, code) };
    case 'loadOffer':
    case 'loadStoredOrder':
      return { ...step, facts: (await deps.offerFacts([step.productId])).get(step.productId) };
    case 'reserve': {
      const { plan, reservationKey } = step.attempt;
      try {
        return {
          ...step,
          held: await deps.reservations.reserve(plan.productId, plan.week, reservationKey),
          at: deps.now(),
        };
      } catch (refused) {
        return { ...step, refused };
      }
    }
    case 'consume':
      try {
        return {
          ...step,
          won: await redeemVoucher(deps.kit, step.attempt.plan.voucherId, step.consumption, step.event),
        };
      } catch (failed) {
        return { ...step, failed };
      }
    case 'compensate':
      await compensate(deps, step.attempt);
      return step;
    case 'advanceRound':
      await advanceRound(deps.kit.db, step.attempt.plan.voucherId, step.attempt.round);
      return step;
    case 'reload':
      return { ...step, stored: await findVoucherById(deps.kit.db, step.attempt.plan.voucherId) };
    case 'release':
      await releaseLost(deps, step.attempt);
      return step;
  }
}

/** A unit of a request that cannot consume any more goes back now; if that fails, the sweeper frees it. */
async function releaseLost(deps: CampaignDeps, { plan, reservationKey: key }: OrderAttempt): Promise<void> {
  await deps.reservations.release(plan.productId, plan.week, key).catch((err: unknown) => {
    deps.kit.logger.warn({ err, key }, 'release of a losing reservation failed; the sweeper will');
  });
}

/**
 * After a failure of step 3: give the unit back and close the round if the voucher is still unused (else the
 * sweeper decides).
 */
async function compensate(deps: CampaignDeps, { plan, round, reservationKey }: OrderAttempt): Promise<void> {
  const { voucherId, productId, week, idempotencyKey } = plan;
  try {
    await releaseWhileUnused(deps.kit, voucherId, { round, idempotencyKey }, () =>
      deps.reservations.release(productId, week, reservationKey),
    );
  } catch (err) {
    deps.kit.logger.warn({ err, voucherId }, 'compensation failed; svc-catalog sweeper releases the reservation');
  }
}

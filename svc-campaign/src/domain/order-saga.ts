import {
  ErrorKeys,
  voucherReservationKey,
  type LocalizedText,
  type OfferType,
  type ProductFacts,
  type SwissAddress,
  type VoucherOrderAnswer,
  type VoucherRedeemed,
} from '@cadeau/contracts';
import { isoWeekOf } from '@cadeau/contracts/values';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import {
  assertDeliverable,
  assertOrderable,
  assertRedeemable,
  assertSwissAddress,
  confirmationAddress,
} from './redemption-rules';

/**
 * The order saga of ADR 0021 (POST /voucher/{code}/order) as decisions: given what the request asked and the last
 * step's result, `nextOrderStep` says the next step, or throws the refusal the request ends with. The handler only
 * runs the steps (api/order-voucher.ts); nothing here reads a clock, a database or the network.
 *
 * 1. Look the code up; a used one answers the stored order to the winner's Idempotency-Key (200), else 409
 *    `error.voucher.alreadyUsed`. An unused one must be redeemable today, the chosen gift one of the campaign's,
 *    orderable, with a Swiss address for a physical one and somewhere to mail a digital one.
 * 2. Reserve one unit of the gift's ISO week (Zurich) in svc-catalog under the key of the voucher's attempt round,
 *    `voucher:<voucherId>:<productId>:<week>[:<round>]`: every request for this voucher and gift this week shares
 *    it, until a release moves the round on.
 * 3. Consume the voucher (one conditional UPDATE, only in that round) with the outbox event `voucher.redeemed`:
 *    201 with the new order.
 * A failure of step 3 gives the reservation back while the voucher is still unused and closes the round
 * (compensate): a retry with that Idempotency-Key is refused as sold out, a new attempt reserves afresh. A key
 * svc-catalog answers released (its sweeper freed it after a crash) moves the round on (advance the round). After a
 * lost step 3 or a moved round the voucher is read again: a unit this request holds that no order holds goes back
 * (release), a used voucher is answered as in step 1, an unused one is tried again in its current round, at most
 * MAX_ROUNDS rounds per request.
 */

/** Attempt rounds one request walks through: a release it runs into moves the round on once, rarely twice. */
export const MAX_ROUNDS = 3;

/** What the saga reads of the voucher row (db/voucher-redemption.ts `RedemptionRow` has these columns). */
export interface OrderVoucher {
  id: string;
  status: 'unused' | 'used';
  /** The attempt round whose keys may consume; frozen once used. */
  reservation_round: number;
  /** Idempotency-Keys of attempts the saga compensated: their retries are refused. */
  compensated_attempts: readonly string[];
  /** The consuming order: its reservation key, Idempotency-Key, id, number and product. */
  order_reservation_key: string | null;
  order_idempotency_key: string | null;
  order_id: string | null;
  order_number: string | null;
  order_product_id: string | null;
  /** The address the code was mailed to (the confirmation's fallback), and whether it is a valid one. */
  recipient_email: string;
  recipient_email_valid: boolean;
  campaign_id: string;
  campaign_name: string;
  campaign_status: string;
  organization_id: string;
  /** `YYYY-MM-DD` (Zurich days). */
  start_date: string | null;
  end_date: string | null;
  product_ids: readonly string[];
}

/** One request to order, as the handler read it (made once, the same for every step). */
export interface OrderRequest {
  /** The request's Idempotency-Key, or null. */
  idempotencyKey: string | null;
  productId: string;
  address?: SwissAddress;
  email?: string;
  language: 'de' | 'en';
  /** Today in Zurich, `YYYY-MM-DD`: the day the voucher is judged by and whose ISO week is reserved. */
  today: string;
  /** The order's id and number if this request wins (made at random by the handler). */
  orderId: string;
  orderNumber: string;
}

/** What this request orders once the voucher and the gift passed the rules. */
export interface OrderPlan {
  voucherId: string;
  campaignId: string;
  campaignName: string;
  giverOrganizationId: string;
  productId: string;
  productName: LocalizedText;
  sellerOrganizationId: string;
  type: OfferType;
  /** The ISO week reserved in. */
  week: string;
  /** A physical gift's address as delivered: its locality as Swiss Post writes it, not as typed. */
  address?: SwissAddress;
  /** Where the confirmation goes (`confirmationAddress`). */
  email: string | null;
  language: 'de' | 'en';
  idempotencyKey: string | null;
  orderId: string;
  orderNumber: string;
}

/** One try of the plan: its number (1 to MAX_ROUNDS), the voucher's round it runs in, and that round's key. */
export interface OrderAttempt {
  plan: OrderPlan;
  try: number;
  round: number;
  reservationKey: string;
}

/** The conditional UPDATE that consumes the voucher (db/voucher-redemption.ts `consumeVoucher`). */
export interface VoucherConsumption {
  /** The order's reservation in svc-catalog (`voucherReservationKey` of the round). */
  reservationKey: string;
  /** The attempt round the key belongs to: only the voucher's current round may consume. */
  round: number;
  orderId: string;
  orderNumber: string;
  productId: string;
  week: string;
  idempotencyKey: string | null;
  at: Date;
}

/** What the handler does next. */
export type OrderStep =
  /** Find the voucher of the code in the path (through the failed-lookup gate). */
  | { do: 'lookUp' }
  /** Read svc-catalog's facts of the chosen gift (one of the campaign's). */
  | { do: 'loadOffer'; voucher: OrderVoucher; productId: string }
  /** Reserve the attempt's unit under its key (step 2). */
  | { do: 'reserve'; attempt: OrderAttempt }
  /** Consume the voucher with the outbox event `voucher.redeemed`, in one transaction (step 3). */
  | { do: 'consume'; attempt: OrderAttempt; consumption: VoucherConsumption; event: VoucherRedeemed }
  /** Consuming failed: close the round and give the unit back while the voucher is unused (then `failure` ends it). */
  | { do: 'compensate'; attempt: OrderAttempt; failure: unknown }
  /** svc-catalog answered the key released: move the voucher's round past the attempt's. */
  | { do: 'advanceRound'; attempt: OrderAttempt }
  /** Read the voucher again by id (after a lost step 3 or a moved round); `held`: the attempt holds its unit. */
  | { do: 'reload'; attempt: OrderAttempt; held: boolean }
  /** Give back the attempt's unit, which no order holds (failures are the sweeper's to mend). */
  | { do: 'release'; attempt: OrderAttempt; stored: OrderVoucher }
  /** Read the stored order's gift, for the answer to the winner's retry. */
  | { do: 'loadStoredOrder'; productId: string; orderId: string; orderNumber: string; email: string | null }
  /** Answer the request. */
  | { do: 'answer'; status: 200 | 201; body: VoucherOrderAnswer };

type Step<K extends OrderStep['do']> = Extract<OrderStep, { do: K }>;

/** What came of a step: the step itself, with what it found. */
export type OrderStepResult =
  | (Step<'lookUp'> & { voucher: OrderVoucher })
  | (Step<'loadOffer'> & { facts: ProductFacts | undefined })
  /** `held`: whether the key's unit is held (false: it was released since); `at`: when the answer came. */
  | (Step<'reserve'> & { held: boolean; at: Date })
  /** svc-catalog refused (or could not be asked): the error as it came. */
  | (Step<'reserve'> & { refused: unknown })
  | (Step<'consume'> & { won: boolean })
  | (Step<'consume'> & { failed: unknown })
  | Step<'compensate'>
  | Step<'advanceRound'>
  | (Step<'reload'> & { stored: OrderVoucher | undefined })
  | Step<'release'>
  | (Step<'loadStoredOrder'> & { facts: ProductFacts | undefined });

/** The step every order starts with. */
export const FIRST_ORDER_STEP: OrderStep = { do: 'lookUp' };

/** The next step after `result`, or the refusal (a DomainError, or the error a step ended with) thrown. */
export function nextOrderStep(request: OrderRequest, result: OrderStepResult): OrderStep {
  switch (result.do) {
    case 'lookUp': {
      const { voucher } = result;
      if (voucher.status === 'used')
        return replay(request.idempotencyKey, voucher, confirmationAddress(request, voucher));
      assertRedeemable(
        {
          status: voucher.status,
          campaignStatus: voucher.campaign_status,
          campaignName: voucher.campaign_name,
          startDate: voucher.start_date,
          endDate: voucher.end_date,
        },
        request.today,
      );
      // Only a gift of the campaign's is asked about; any other is refused without a call.
      return voucher.product_ids.includes(request.productId)
        ? { do: 'loadOffer', voucher, productId: request.productId }
        : firstAttempt(request, voucher, undefined);
    }
    case 'loadOffer':
      return firstAttempt(request, result.voucher, result.facts);
    case 'reserve':
      if ('refused' in result) throw reservationRefusal(result.refused);
      // The key's unit was given back (the sweeper after a crash, or another request whose round ended): no key of
      // this round may consume any more, and the next round's key reserves afresh.
      return result.held ? consumption(result.attempt, result.at) : { do: 'advanceRound', attempt: result.attempt };
    case 'consume':
      if ('failed' in result) return { do: 'compensate', attempt: result.attempt, failure: result.failed };
      if (!result.won) return { do: 'reload', attempt: result.attempt, held: true };
      return { do: 'answer', status: 201, body: answerOf(result.attempt.plan) };
    case 'compensate':
      throw result.failure;
    case 'advanceRound':
      return { do: 'reload', attempt: result.attempt, held: false };
    case 'reload':
      if (!result.stored) throw errors.notFound(ErrorKeys.voucher.invalid);
      // This request's unit belongs to no order when the winner holds another key, or when the voucher is still
      // unused in a later round (no key of this round can consume now): it goes back at once.
      if (result.held && result.stored.order_reservation_key !== result.attempt.reservationKey)
        return { do: 'release', attempt: result.attempt, stored: result.stored };
      return afterLoss(result.attempt, result.stored);
    case 'release':
      return afterLoss(result.attempt, result.stored);
    case 'loadStoredOrder':
      return {
        do: 'answer',
        status: 200,
        body: {
          orderId: result.orderId,
          orderNumber: result.orderNumber,
          productName: result.facts?.name ?? { de: '', en: '' },
          type: result.facts?.type ?? 'physical',
          email: result.email,
        },
      };
  }
}

/** The answer to the request whose order consumed the voucher (201). */
const answerOf = (plan: OrderPlan): VoucherOrderAnswer => ({
  orderId: plan.orderId,
  orderNumber: plan.orderNumber,
  productName: plan.productName,
  type: plan.type,
  email: plan.email,
});

/** The rules of an order on an unused voucher, then its first attempt in the voucher's current round. */
function firstAttempt(request: OrderRequest, voucher: OrderVoucher, facts: ProductFacts | undefined): OrderStep {
  const product = assertOrderable(request.productId, voucher.product_ids, facts, !!request.address);
  const address =
    product.type === 'physical' ? { ...request.address!, city: assertSwissAddress(request.address!) } : undefined;
  const email = confirmationAddress(request, voucher);
  assertDeliverable(product.type, email);
  const plan: OrderPlan = {
    voucherId: voucher.id,
    campaignId: voucher.campaign_id,
    campaignName: voucher.campaign_name,
    giverOrganizationId: voucher.organization_id,
    productId: request.productId,
    productName: facts!.name,
    sellerOrganizationId: facts!.organizationId,
    type: product.type,
    week: isoWeekOf(request.today),
    ...(address ? { address } : {}),
    email,
    language: request.language,
    idempotencyKey: request.idempotencyKey,
    orderId: request.orderId,
    orderNumber: request.orderNumber,
  };
  return attempt(plan, voucher, 1);
}

/**
 * Try number `n` in the voucher's current round, unless this request's Idempotency-Key is one whose reservation
 * was given back after a failure: its retry does not start another one (409 `error.voucher.soldOut`).
 */
function attempt(plan: OrderPlan, voucher: OrderVoucher, n: number): OrderStep {
  if (plan.idempotencyKey && voucher.compensated_attempts.includes(plan.idempotencyKey))
    throw errors.conflict(ErrorKeys.voucher.soldOut);
  const round = voucher.reservation_round;
  return {
    do: 'reserve',
    attempt: {
      plan,
      try: n,
      round,
      reservationKey: voucherReservationKey(plan.voucherId, plan.productId, plan.week, round),
    },
  };
}

/** Step 3 for a held unit: the consumption in the attempt's round and the event svc-catalog makes the order from. */
function consumption(attempt: OrderAttempt, at: Date): OrderStep {
  const { plan, round, reservationKey } = attempt;
  return {
    do: 'consume',
    attempt,
    consumption: {
      reservationKey,
      round,
      orderId: plan.orderId,
      orderNumber: plan.orderNumber,
      productId: plan.productId,
      week: plan.week,
      idempotencyKey: plan.idempotencyKey,
      at,
    },
    event: {
      voucherId: plan.voucherId,
      campaignId: plan.campaignId,
      campaignName: plan.campaignName,
      giverOrganizationId: plan.giverOrganizationId,
      orderId: plan.orderId,
      orderNumber: plan.orderNumber,
      productId: plan.productId,
      sellerOrganizationId: plan.sellerOrganizationId,
      type: plan.type,
      week: plan.week,
      reservationKey,
      ...(plan.address ? { address: plan.address } : {}),
      email: plan.email,
      language: plan.language,
      redeemedAt: at.toISOString(),
    },
  };
}

/**
 * Another request consumed the voucher first, or the round moved on meanwhile: a used voucher is answered as a
 * replay, an unused one tried again in its current round, until MAX_ROUNDS tries are spent (409 soldOut).
 */
function afterLoss(last: OrderAttempt, stored: OrderVoucher): OrderStep {
  if (stored.status === 'used') return replay(last.plan.idempotencyKey, stored, last.plan.email);
  if (last.try >= MAX_ROUNDS) throw errors.conflict(ErrorKeys.voucher.soldOut);
  return attempt(last.plan, stored, last.try + 1);
}

/**
 * A used voucher: the stored order again for a retry with the winner's Idempotency-Key (then its gift is read for
 * the answer), else 409 `error.voucher.alreadyUsed`.
 */
function replay(idempotencyKey: string | null, voucher: OrderVoucher, email: string | null): OrderStep {
  if (!idempotencyKey || voucher.order_idempotency_key !== idempotencyKey || !voucher.order_id)
    throw errors.conflict(ErrorKeys.voucher.alreadyUsed);
  return {
    do: 'loadStoredOrder',
    productId: voucher.order_product_id!,
    orderId: voucher.order_id,
    orderNumber: voucher.order_number!,
    email,
  };
}

/**
 * svc-catalog's refusals of a reservation as the recipient reads them (choose another gift): a sold-out week is
 * 409 `error.voucher.soldOut`, a product no longer available or unknown 409 `error.voucher.productUnavailable`;
 * anything else (svc-catalog unreachable) goes on as it came.
 */
export function reservationRefusal(err: unknown): unknown {
  if (err instanceof DomainError && err.key === ErrorKeys.product.soldOut)
    return errors.conflict(ErrorKeys.voucher.soldOut);
  if (err instanceof DomainError && (err.key === ErrorKeys.product.unavailable || err.status === 404))
    return errors.conflict(ErrorKeys.voucher.productUnavailable);
  return err;
}

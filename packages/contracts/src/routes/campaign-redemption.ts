import { z } from 'zod';
import * as redemption from '../campaign-redemption';
import { ErrorKeys } from '../errors';
import type { RouteDef } from './types';

/**
 * The gift code in the path: 16 digits or formatted. The table only bounds its length; svc-campaign parses it,
 * computes its HMAC and looks it up every time, so a malformed code, a wrong check digit and an unknown code get
 * the same answer (404 `error.voucher.invalid`) in comparable time. The gateway logs these paths as
 * `/voucher/****`.
 */
const codeParams = z.object({ code: z.string().min(1).max(64, { error: ErrorKeys.voucher.invalid }) });

/** The header a retried order carries to get its first answer again (the gateway passes it through). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * Public redemption routes (issue 12, spec section 7 "Voucher"), rate-limited per client by the `voucher`
 * policy at the gateway; svc-campaign counts failed lookups per client address and in one global budget
 * besides (429 `error.voucher.tooManyAttempts`). Errors of a lookup (spec section 8): 404 `error.voucher.invalid`,
 * 409 `error.voucher.alreadyUsed`, 409 `error.voucher.campaignBlocked`, 409 `error.voucher.expired` (params
 * `campaignName`, `endDate`), 409 `error.voucher.tooEarly` (param `startDate`), 429 `error.voucher.tooManyAttempts`.
 */
export const voucherRoute = {
  method: 'GET',
  path: '/voucher/{code}',
  service: 'campaign',
  access: 'public',
  params: codeParams,
  response: redemption.voucherAnswerSchema,
  rateLimit: 'voucher',
} as const satisfies RouteDef;

/** Feedback or thanks on a used code, within VOUCHER_FEEDBACK_DAYS of the redemption (204). */
export const voucherFeedbackRoute = {
  method: 'PUT',
  path: '/voucher/{code}',
  service: 'campaign',
  access: 'public',
  params: codeParams,
  body: redemption.voucherFeedbackBody,
  rateLimit: 'voucher',
} as const satisfies RouteDef;

/**
 * Consumes the code and orders the gift (the saga of ADR 0021): 201 with the order; 200 with the same order for
 * a retry with the same `Idempotency-Key`; 409 `error.voucher.alreadyUsed`, 409 `error.voucher.soldOut` (the
 * week is full: choose again), 409 `error.voucher.productUnavailable`, 404 `error.voucher.productNotOffered`,
 * 400 `error.address.unknownZip` / `error.address.cityMismatch` (issues at `address.zip` / `address.city`).
 */
export const voucherOrderRoute = {
  method: 'POST',
  path: '/voucher/{code}/order',
  service: 'campaign',
  access: 'public',
  params: codeParams,
  body: redemption.voucherOrderBody,
  response: redemption.voucherOrderAnswerSchema,
  rateLimit: 'voucher',
  forwardHeaders: [IDEMPOTENCY_KEY_HEADER],
} as const satisfies RouteDef;

/**
 * The order a used code made (issue 23): its number, gift, status and QR image, never the address. The lookup goes
 * through the same failed-lookup gate as `GET /voucher/{code}` (a wrong code spends a point of both budgets, 404
 * `error.voucher.invalid`; past the address's budget a used code is refused 429 as there), so it finds no code the
 * lookup would not. An unused code has no order yet: 404 `error.order.notFound`. `Cache-Control: no-store`.
 */
export const voucherUsedOrderRoute = {
  method: 'GET',
  path: '/voucher/{code}/order',
  service: 'campaign',
  access: 'public',
  params: codeParams,
  response: redemption.usedVoucherOrderSchema,
  rateLimit: 'voucher',
} as const satisfies RouteDef;

/**
 * The page's beacon once it showed a code's campaign (204): counts the voucher as clicked once (not for headless
 * agents, which link scanners use; the gateway forwards the user agent). Answers 204 for any code, so it tells nothing about codes.
 */
export const voucherVisitRoute = {
  method: 'POST',
  path: '/voucher/{code}/visit',
  service: 'campaign',
  access: 'public',
  params: codeParams,
  rateLimit: 'voucher',
} as const satisfies RouteDef;

/**
 * svc-catalog's reservation sweeper asks how the vouchers of old reservations were used (ADR 0021): a
 * reservation whose voucher is unused, unknown or used for another product or week is released.
 */
export const voucherConsumptionRoute = {
  method: 'POST',
  path: '/internal/vouchers/consumption',
  service: 'campaign',
  access: 'internal',
  body: redemption.voucherConsumptionBody,
  response: redemption.voucherConsumptionAnswer,
} as const satisfies RouteDef;

/** svc-campaign's redemption routes (literal `/voucher/{code}/…` paths before the bare `{code}` ones do not clash). */
export const campaignRedemptionRoutes = [
  voucherRoute,
  voucherFeedbackRoute,
  voucherOrderRoute,
  voucherUsedOrderRoute,
  voucherVisitRoute,
  voucherConsumptionRoute,
] as const satisfies readonly RouteDef[];

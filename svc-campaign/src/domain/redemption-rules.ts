import { ErrorKeys, VOUCHER_FEEDBACK_DAYS, ZodMessageKeys, type OfferType } from '@cadeau/contracts';
import { localitiesOf, matchedLocality } from '@cadeau/contracts/swiss-postcodes';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { daysBetween } from '@cadeau/contracts/values';

/** What the rules read of a voucher and its campaign. */
export interface VoucherState {
  status: 'unused' | 'used';
  campaignStatus: string;
  campaignName: string;
  /** Zurich days `YYYY-MM-DD`; null only for a campaign that never had a timespan (no voucher has one). */
  startDate: string | null;
  endDate: string | null;
}

/**
 * Whether a code may be shown and ordered with today (a Zurich day), else the refusal of spec section 8. A used
 * code says so first (the recipient who ordered comes back); a blocked campaign next (nothing of it is
 * redeemable); then the timespan: valid from the start date through the end date. A finished campaign is past
 * its end even when the clock moved it a day late.
 */
export function assertRedeemable(v: VoucherState, today: string): void {
  if (v.status === 'used') throw errors.conflict(ErrorKeys.voucher.alreadyUsed);
  if (v.campaignStatus === 'blocked') throw errors.conflict(ErrorKeys.voucher.campaignBlocked);
  const expired = () =>
    new DomainError(409, ErrorKeys.voucher.expired, undefined, undefined, {
      campaignName: v.campaignName,
      endDate: v.endDate ?? '',
    });
  if (v.campaignStatus === 'finished' || !v.endDate || today > v.endDate) throw expired();
  if (!v.startDate || today < v.startDate)
    throw new DomainError(409, ErrorKeys.voucher.tooEarly, undefined, undefined, { startDate: v.startDate ?? '' });
  // A voucher exists only from approval on; any other status (a reopened draft would be a bug) redeems nothing.
  if (v.campaignStatus !== 'approved' && v.campaignStatus !== 'running') throw expired();
}

/**
 * Whether feedback may be given: only on a used code (409 `error.voucher.notRedeemed`), within
 * VOUCHER_FEEDBACK_DAYS days of the redemption (409 `error.voucher.feedbackClosed`, param `days`).
 */
export function assertFeedbackOpen(status: 'unused' | 'used', redeemedDay: string | null, today: string): void {
  if (status !== 'used' || !redeemedDay) throw errors.conflict(ErrorKeys.voucher.notRedeemed);
  if (daysBetween(redeemedDay, today) > VOUCHER_FEEDBACK_DAYS)
    throw new DomainError(409, ErrorKeys.voucher.feedbackClosed, undefined, undefined, { days: VOUCHER_FEEDBACK_DAYS });
}

/** What an order needs of the chosen product. */
export interface OfferedProduct {
  type: OfferType;
  status: string;
}

/** Product statuses whose units may be reserved by a campaign that holds them (svc-catalog `assertReservable`). */
const ORDERABLE = new Set(['approved', 'replaced', 'finished']);

/**
 * The chosen product must be one of the campaign's (404 `error.voucher.productNotOffered`), known to the catalog
 * and orderable (409 `error.voucher.productUnavailable`), and a physical gift needs an address (400 with
 * `zod.required` at `address`).
 */
export function assertOrderable(
  productId: string,
  campaignProductIds: readonly string[],
  product: OfferedProduct | undefined,
  hasAddress: boolean,
): OfferedProduct {
  if (!campaignProductIds.includes(productId)) throw errors.notFound(ErrorKeys.voucher.productNotOffered);
  if (!product || !ORDERABLE.has(product.status)) throw errors.conflict(ErrorKeys.voucher.productUnavailable);
  if (product.type === 'physical' && !hasAddress)
    throw new DomainError(400, ZodMessageKeys.invalid, undefined, [
      { path: ['address'], message: ZodMessageKeys.required },
    ]);
  return product;
}

/**
 * Where the confirmation (and a digital gift) goes: the address the recipient typed, else the delivery address's,
 * else the recipient's own, the one the code was mailed to, so a confirmation always goes out (null only for a
 * recipient address that is not a valid one, which nothing was mailed to either).
 */
export function confirmationAddress(
  typed: { email?: string; address?: { email?: string } },
  recipient: { recipient_email: string; recipient_email_valid: boolean },
): string | null {
  return typed.email ?? typed.address?.email ?? (recipient.recipient_email_valid ? recipient.recipient_email : null);
}

/**
 * A digital gift is delivered by mail: it needs an address to go to (the one typed, else the recipient's own when
 * that is a valid one), or it would be lost. 400 `zod.required` at `email`, the field the page then marks.
 */
export function assertDeliverable(type: OfferedProduct['type'], email: string | null): void {
  if (type === 'digital' && !email)
    throw new DomainError(400, ZodMessageKeys.invalid, undefined, [
      { path: ['email'], message: ZodMessageKeys.required },
    ]);
}

/**
 * A Swiss delivery address: the postcode exists (400 `error.address.unknownZip` at `address.zip`) and the locality
 * is one of its localities (400 `error.address.cityMismatch` at `address.city`, param `localities`). Answers the
 * locality as Swiss Post writes it (`zurich` → `Zürich`): the order's address keeps that, not what was typed.
 */
export function assertSwissAddress(address: { zip: string; city: string }): string {
  const localities = localitiesOf(address.zip);
  if (!localities.length)
    throw new DomainError(400, ErrorKeys.address.unknownZip, undefined, [
      { path: ['address', 'zip'], message: ErrorKeys.address.unknownZip },
    ]);
  const city = matchedLocality(address.zip, address.city);
  if (city === null) {
    const params = { localities: localities.join(', ') };
    throw new DomainError(
      400,
      ErrorKeys.address.cityMismatch,
      undefined,
      [{ path: ['address', 'city'], message: ErrorKeys.address.cityMismatch, params }],
      params,
    );
  }
  return city;
}

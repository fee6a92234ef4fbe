/**
 * A physical gift's shipment as the seller names it (issue 23): the carrier and the parcel's tracking number,
 * which the recipient's mail carries. No zod here: the browser imports this (`@cadeau/contracts/shipment`) for
 * the carrier list, the number's rule and the tracking link, and the schemas in `catalog-orders.ts` build on it.
 */

/** Who carries the parcel; `other` is a carrier the list does not name (the mail then gives the number alone). */
export const shipmentCarriers = ['swissPost', 'dhl', 'dpd', 'ups', 'planzer', 'other'] as const;
export type ShipmentCarrier = (typeof shipmentCarriers)[number];

/** A tracking number as carriers print it (Swiss Post `99.00.123456.12345678`, `RR123456789CH`). */
export const TRACKING_NUMBER_MAX = 64;
const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** Whether a trimmed, non-empty tracking number keeps the rule: letters, digits, spaces, `.`, `/`, `-`, at most 64. */
export const isTrackingNumber = (value: string): boolean =>
  value.length <= TRACKING_NUMBER_MAX && TRACKING_NUMBER_PATTERN.test(value);

/**
 * Where the recipient follows a parcel, for the carriers whose public tracking page takes the number in its
 * address (Swiss Post, without the spaces people type); null for the others.
 */
export function trackingUrlOf(carrier: ShipmentCarrier | null | undefined, trackingNumber: string): string | null {
  if (carrier !== 'swissPost') return null;
  return `https://service.post.ch/ekp-web/ui/entry/search/${encodeURIComponent(trackingNumber.replace(/\s+/g, ''))}`;
}

import { z } from 'zod';
import { ErrorKeys } from './errors';
import { listQuery, pageOf } from './pagination';
import { productTypeSchema } from './catalog-products';
import { isTrackingNumber, shipmentCarriers } from './shipment';
import { languages, orderStatuses, orderTargetStatuses } from './values/lists';

/**
 * Orders (spec sections 3, 4, 7; issue 12). svc-catalog creates an order when svc-campaign publishes
 * `voucher.redeemed` (the order's id and number are made there), keeps the product as it was ordered (name,
 * version, price) and lets the seller move it through its statuses. Donations are orders too (ADR 0020): they
 * are created `done` at once.
 */

/** placed → shipped → done; placed → canceled (`values/lists.ts`; svc-catalog's `domain/order-status.ts` guards). */
export const orderStatusSchema = z.enum(orderStatuses);

const uuid = z.string().uuid();
const iso = z.string();

/** The carriers of a shipped parcel (issue 23), from the zod-free `shipment.ts` the browser imports too. */
export const shipmentCarrierSchema = z.enum(shipmentCarriers);

/** A parcel's tracking number, trimmed (`isTrackingNumber`: letters, digits, spaces, `.`, `/`, `-`, at most 64). */
export const trackingNumberSchema = z
  .string()
  .trim()
  .min(1)
  .refine(isTrackingNumber, { message: ErrorKeys.order.trackingNumberInvalid });

/**
 * The delivery address a recipient entered for a physical gift (Swiss only; svc-campaign checked the postcode
 * and locality against the Swiss Post list before it published the redemption).
 */
export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  zip: z.string(),
  city: z.string(),
  co: z.string().optional(),
  /** E.164 (`formatPhone` shows it grouped); an order placed before issue 23 holds the number as it was typed. */
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * One order as its reader may see it. A giver (its campaigns' orders) sees no address beyond the city:
 * `address`, `email` and `fulfilment` are null for it; `city` is set for every reader of a physical order.
 * `nextStatuses` are the statuses this caller may set now (empty for givers and for final orders);
 * `qrPath` is the public QR image of the order number (`/api/order/{orderId}/qr.png`).
 */
export const orderSchema = z.object({
  id: uuid,
  /** `XXXXX-XXXXX` (10 Crockford base32 characters), made by svc-campaign. */
  number: z.string(),
  productId: uuid,
  productVersion: z.number().int(),
  productNumber: z.string(),
  /** The product's name when it was ordered, in both languages. */
  productName: z.object({ de: z.string(), en: z.string() }),
  type: productTypeSchema,
  /** Gross price and shipping of the ordered version (Rappen), for billing. */
  priceRappen: z.number().int(),
  shippingRappen: z.number().int(),
  sellerOrganizationId: uuid,
  sellerOrganizationName: z.string().nullable(),
  giverOrganizationId: uuid,
  giverOrganizationName: z.string().nullable(),
  campaignId: uuid,
  campaignName: z.string(),
  voucherId: uuid,
  address: orderAddressSchema.nullable(),
  city: z.string().nullable(),
  /** The recipient's address for the order mails. */
  email: z.string().nullable(),
  language: z.enum(languages),
  deliveryDays: z.number().int(),
  /** The ISO week the unit was reserved in (`YYYY-Www`). */
  week: z.string(),
  status: orderStatusSchema,
  /** Digital gifts: what the seller entered for the recipient when shipping (a voucher code, a link, …). */
  fulfilment: z.string().nullable(),
  /** Physical gifts (issue 23): who carries the parcel, when the seller named it on shipping. */
  carrier: shipmentCarrierSchema.nullable(),
  /** Physical gifts (issue 23): the parcel's tracking number, when given; null for the giver, as the address. */
  trackingNumber: z.string().nullable(),
  /** Why it was canceled, when the canceller gave a reason. */
  cancelReason: z.string().nullable(),
  placedAt: iso,
  shippedAt: iso.nullable(),
  doneAt: iso.nullable(),
  canceledAt: iso.nullable(),
  updatedAt: iso,
  nextStatuses: z.array(orderStatusSchema),
  qrPath: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * Which orders a list shows:
 * - `own` (default): the current organisation's: as seller (seller feature) the orders of its products, as
 *   giver (giver feature) the orders of its campaigns; `side` narrows to one of the two.
 * - `all`: every order (platform administrators only, else 403): the all-orders list.
 */
export const orderListScopes = ['own', 'all'] as const;
export const orderSortKeys = ['placedAt', 'number', 'status', 'product', 'campaign', 'city', 'updatedAt'] as const;
export const orderListQuery = listQuery(orderSortKeys, {
  scope: z.enum(orderListScopes).default('own'),
  side: z.enum(['seller', 'giver']).optional(),
  status: orderStatusSchema.optional(),
  type: productTypeSchema.optional(),
  campaignId: uuid.toLowerCase().optional(),
  productId: uuid.toLowerCase().optional(),
  /** Scope `all`: the orders of one organisation (as seller or as giver). */
  organizationId: uuid.toLowerCase().optional(),
  /** Sorting by `product` uses this language's name (default en). */
  language: z.enum(languages).default('en'),
}).extend({ order: z.enum(['asc', 'desc']).default('desc') });
export type OrderListQuery = z.output<typeof orderListQuery>;
export type OrderListQueryInput = z.input<typeof orderListQuery>;
export const orderPage = pageOf(orderSchema);
export type OrderPage = z.infer<typeof orderPage>;

/**
 * POST /order/{orderId}/status. Shipping a digital order needs `fulfilment` (what the recipient receives; it is
 * mailed to them): without it 400 `error.order.fulfilmentRequired` at `fulfilment`; on a physical or donation
 * order `fulfilment` is refused (`error.order.fulfilmentDigitalOnly`). A transition the status does not allow
 * is 409 `error.order.invalidStatus`. `reason` is kept with a cancellation. Shipping a physical order may name
 * the `carrier` and the parcel's `trackingNumber` (issue 23), which the recipient's mail carries; on any other
 * order or status they are refused (`error.order.trackingPhysicalOnly` at that field).
 */
export const orderStatusBody = z.object({
  status: z.enum(orderTargetStatuses),
  fulfilment: z.string().trim().min(1).max(4000).optional(),
  carrier: shipmentCarrierSchema.optional(),
  trackingNumber: trackingNumberSchema.optional(),
  reason: z.string().trim().min(1).max(4000).optional(),
});
export type OrderStatusBody = z.input<typeof orderStatusBody>;

/** Where the public QR image of an order's number is served (below PUBLIC_URL; the gateway serves /api). */
export const orderQrPath = (orderId: string) => `/api/order/${orderId}/qr.png`;

/** The QR image route's answer is a PNG; its only parameter is the order id. */
export const orderParams = z.object({ orderId: z.uuid({ error: ErrorKeys.order.notFound }).toLowerCase() });

/**
 * What every order event carries: enough for billing (seller, giver, price) and the notifications, without
 * the recipient's address. `byUserId` is who acted (null for the system: the redemption, a donation's done).
 */
const orderFacts = z.object({
  orderId: uuid,
  number: z.string(),
  productId: uuid,
  productVersion: z.number().int(),
  productName: z.object({ de: z.string(), en: z.string() }),
  type: productTypeSchema,
  priceRappen: z.number().int(),
  shippingRappen: z.number().int(),
  sellerOrganizationId: uuid,
  giverOrganizationId: uuid,
  campaignId: uuid,
  voucherId: uuid,
  week: z.string(),
  status: orderStatusSchema,
  at: iso,
  byUserId: uuid.nullable(),
});
export type OrderEventFacts = z.infer<typeof orderFacts>;

/** Order events of svc-catalog (stream CATALOG, subjects `order.>`), written through the outbox. */
export const orderEvents = {
  /** The order was created from a redemption (a donation publishes `order.done` right after). */
  'order.placed': orderFacts,
  /** added (issue 23): the carrier and tracking number, when the seller gave them (optional: older events lack them). */
  'order.shipped': orderFacts.extend({
    carrier: shipmentCarrierSchema.optional(),
    trackingNumber: z.string().optional(),
  }),
  /** Delivered (or, for a donation, recorded): billing pays it out to the seller. */
  'order.done': orderFacts,
  'order.canceled': orderFacts.extend({ reason: z.string().nullable() }),
} as const;

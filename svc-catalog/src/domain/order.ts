import { createHash } from 'node:crypto';
import {
  orderQrPath,
  type EventData,
  type MailSendCommand,
  type Order,
  type OrderAddress,
  type OrderEventFacts,
  type OrderStatus,
  type ProductType,
  type ShipmentCarrier,
} from '@cadeau/contracts';
import { initialStatusOf } from './order-status';
import type { OrderReader } from './order-access';

/** An order as stored (table `orders`, migration 007; carrier and tracking number migration 009). */
export interface OrderRow {
  id: string;
  number: string;
  product_id: string;
  product_version: number;
  product_number: string;
  product_name_de: string;
  product_name_en: string;
  type: ProductType;
  price_rappen: number;
  shipping_rappen: number;
  seller_organization_id: string;
  giver_organization_id: string;
  campaign_id: string;
  campaign_name: string;
  voucher_id: string;
  address: OrderAddress | null;
  city: string | null;
  email: string | null;
  language: 'de' | 'en';
  delivery_days: number;
  week: string;
  reservation_key: string;
  status: OrderStatus;
  fulfilment: string | null;
  carrier: ShipmentCarrier | null;
  tracking_number: string | null;
  cancel_reason: string | null;
  placed_at: Date;
  shipped_at: Date | null;
  done_at: Date | null;
  canceled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** An order row with the organisations' names of svc-catalog's projection (null while unknown there). */
export type OrderListRow = OrderRow & { seller_name: string | null; giver_name: string | null };

/** What the order keeps of the product version that was redeemed. */
export interface OrderedProduct {
  version: number;
  number: string;
  name: { de: string; en: string };
  type: ProductType;
  priceRappen: number;
  shippingRappen: number;
  deliveryDays: number;
  organizationId: string;
}

type Redemption = EventData<'voucher.redeemed'>;

/**
 * The row an order starts as, from svc-campaign's `voucher.redeemed` and the product as the catalog holds it:
 * id and number are the event's (made by svc-campaign), the product is kept as ordered; a physical gift keeps
 * the address (its city apart), other gifts none. A donation starts done (ADR 0020), at the redemption's time.
 * The type and seller are the catalog's (the product's own record), not the event's copy.
 */
export function orderRowOf(
  r: Redemption,
  product: OrderedProduct,
): Omit<OrderRow, 'created_at' | 'updated_at' | 'fulfilment' | 'carrier' | 'tracking_number' | 'cancel_reason'> {
  const placedAt = new Date(r.redeemedAt);
  const status = initialStatusOf(product.type);
  const address = product.type === 'physical' && r.address ? (r.address as OrderAddress) : null;
  return {
    id: r.orderId,
    number: r.orderNumber,
    product_id: r.productId,
    product_version: product.version,
    product_number: product.number,
    product_name_de: product.name.de,
    product_name_en: product.name.en,
    type: product.type,
    price_rappen: product.priceRappen,
    shipping_rappen: product.shippingRappen,
    seller_organization_id: product.organizationId,
    giver_organization_id: r.giverOrganizationId,
    campaign_id: r.campaignId,
    campaign_name: r.campaignName,
    voucher_id: r.voucherId,
    address,
    city: address?.city ?? null,
    email: r.email ?? address?.email ?? null,
    language: r.language,
    delivery_days: product.deliveryDays,
    week: r.week,
    reservation_key: r.reservationKey,
    status,
    placed_at: placedAt,
    shipped_at: null,
    done_at: status === 'done' ? placedAt : null,
    canceled_at: null,
  };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * An order as `reader` sees it (contracts `orderSchema`): a giver gets no address beyond the city, no e-mail, no
 * fulfilment (what the recipient received is between seller and recipient) and no tracking number (the carrier's
 * page tells more of the delivery than the city).
 */
export function toOrder(row: OrderListRow, reader: OrderReader, nextStatuses: OrderStatus[]): Order {
  const full = reader !== 'giver';
  return {
    id: row.id,
    number: row.number,
    productId: row.product_id,
    productVersion: row.product_version,
    productNumber: row.product_number,
    productName: { de: row.product_name_de, en: row.product_name_en },
    type: row.type,
    priceRappen: row.price_rappen,
    shippingRappen: row.shipping_rappen,
    sellerOrganizationId: row.seller_organization_id,
    sellerOrganizationName: row.seller_name,
    giverOrganizationId: row.giver_organization_id,
    giverOrganizationName: row.giver_name,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    voucherId: row.voucher_id,
    address: full ? row.address : null,
    city: row.city,
    email: full ? row.email : null,
    language: row.language,
    deliveryDays: row.delivery_days,
    week: row.week,
    status: row.status,
    fulfilment: full ? row.fulfilment : null,
    carrier: row.carrier ?? null,
    trackingNumber: full ? (row.tracking_number ?? null) : null,
    cancelReason: row.cancel_reason,
    placedAt: new Date(row.placed_at).toISOString(),
    shippedAt: iso(row.shipped_at),
    doneAt: iso(row.done_at),
    canceledAt: iso(row.canceled_at),
    updatedAt: new Date(row.updated_at).toISOString(),
    nextStatuses,
    qrPath: orderQrPath(row.id),
  };
}

/** The payload of every `order.*` event: the order without the recipient's address or e-mail. */
export function orderFacts(
  row: Pick<
    OrderRow,
    | 'id'
    | 'number'
    | 'product_id'
    | 'product_version'
    | 'product_name_de'
    | 'product_name_en'
    | 'type'
    | 'price_rappen'
    | 'shipping_rappen'
    | 'seller_organization_id'
    | 'giver_organization_id'
    | 'campaign_id'
    | 'voucher_id'
    | 'week'
  >,
  status: OrderStatus,
  at: Date,
  byUserId: string | null,
): OrderEventFacts {
  return {
    orderId: row.id,
    number: row.number,
    productId: row.product_id,
    productVersion: row.product_version,
    productName: { de: row.product_name_de, en: row.product_name_en },
    type: row.type,
    priceRappen: row.price_rappen,
    shippingRappen: row.shipping_rappen,
    sellerOrganizationId: row.seller_organization_id,
    giverOrganizationId: row.giver_organization_id,
    campaignId: row.campaign_id,
    voucherId: row.voucher_id,
    week: row.week,
    status,
    at: at.toISOString(),
    byUserId,
  };
}

type RecipientMailRow = Pick<
  OrderRow,
  | 'id'
  | 'number'
  | 'product_name_de'
  | 'product_name_en'
  | 'type'
  | 'campaign_name'
  | 'address'
  | 'email'
  | 'language'
  | 'delivery_days'
>;

const recipientBasics = (row: RecipientMailRow) => ({
  orderId: row.id,
  orderNumber: row.number,
  productName: row.language === 'de' ? row.product_name_de : row.product_name_en,
  type: row.type,
  campaignName: row.campaign_name,
});

/**
 * The confirmation to the recipient (with the QR image of the order number, and a physical gift's address
 * without phone or e-mail); none without an address to send it to. Keyed by the order: a redelivered event
 * never mails twice.
 */
export function confirmationMail(row: RecipientMailRow, giverName: string | null): MailSendCommand | null {
  if (!row.email) return null;
  const address = row.address
    ? {
        firstName: row.address.firstName,
        lastName: row.address.lastName,
        street: row.address.street,
        houseNumber: row.address.houseNumber,
        zip: row.address.zip,
        city: row.address.city,
        ...(row.address.co ? { co: row.address.co } : {}),
      }
    : undefined;
  return {
    template: 'orderConfirmation',
    locale: row.language,
    to: row.email,
    idempotencyKey: `order:${row.id}:confirmation`,
    data: {
      ...recipientBasics(row),
      deliveryDays: row.delivery_days,
      ...(address ? { address } : {}),
      ...(giverName ? { giverName } : {}),
    },
  };
}

/** What the seller gave with a shipment: a digital gift's text, a parcel's carrier and tracking number. */
export interface Shipment {
  fulfilment: string | null;
  carrier: ShipmentCarrier | null;
  trackingNumber: string | null;
}

/**
 * The recipient's mail of a shipment: `orderShipped` for a physical gift (with the carrier and tracking number
 * the seller gave), `digitalGiftDelivered` with the seller's fulfilment text for a digital one; none without an
 * e-mail address.
 */
export function shipmentMail(row: RecipientMailRow, shipment: Shipment): MailSendCommand | null {
  const { fulfilment, carrier, trackingNumber } = shipment;
  if (!row.email) return null;
  const base = { locale: row.language, to: row.email } as const;
  if (row.type === 'digital' && fulfilment)
    return {
      ...base,
      template: 'digitalGiftDelivered',
      idempotencyKey: `order:${row.id}:digitalGiftDelivered`,
      data: { ...recipientBasics(row), fulfilment },
    };
  return {
    ...base,
    template: 'orderShipped',
    idempotencyKey: `order:${row.id}:shipped`,
    data: {
      ...recipientBasics(row),
      deliveryDays: row.delivery_days,
      ...(carrier ? { carrier } : {}),
      ...(trackingNumber ? { trackingNumber } : {}),
    },
  };
}

/** Where a seller's order notifications go, and in which language (svc-identity's organisation facts). */
export interface OrderNotificationFacts {
  sendNotificationMails: boolean;
  notificationMails: string[];
  /** The organisation's admins (unblocked), the one who registered it first. */
  admins: { email: string; language: 'de' | 'en' }[];
}

/**
 * Who gets `orderPlaced` (spec section 3 and the organisation settings): the addresses of
 * Orders.NotificationMails when Orders.SendNotificationMails is on and the list is not empty, in the
 * organisation's language (its first admin's; German when it has none); otherwise every organisation admin,
 * each in their own language. Each address once.
 */
export function orderNotificationRecipients(facts: OrderNotificationFacts): { email: string; language: 'de' | 'en' }[] {
  const listed = [...new Set(facts.notificationMails.map((m) => m.trim()).filter(Boolean))];
  if (facts.sendNotificationMails && listed.length) {
    const language = facts.admins[0]?.language ?? 'de';
    return listed.map((email) => ({ email, language }));
  }
  const seen = new Set<string>();
  return facts.admins.filter((a) => !seen.has(a.email.toLowerCase()) && seen.add(a.email.toLowerCase()));
}

/** The seller's `orderPlaced` mail to one recipient, in their language; the city only, never the address. */
export function sellerNotificationMail(
  row: Pick<
    OrderRow,
    'id' | 'number' | 'product_name_de' | 'product_name_en' | 'product_number' | 'type' | 'campaign_name' | 'city'
  >,
  to: { email: string; language: 'de' | 'en' },
): MailSendCommand {
  return {
    template: 'orderPlaced',
    locale: to.language,
    to: to.email,
    // An address may be 320 characters; its digest keeps the key within the command's 255.
    idempotencyKey: `order:${row.id}:placed:${createHash('sha256').update(to.email.toLowerCase()).digest('hex').slice(0, 32)}`,
    data: {
      orderId: row.id,
      orderNumber: row.number,
      productName: to.language === 'de' ? row.product_name_de : row.product_name_en,
      productNumber: row.product_number,
      type: row.type,
      campaignName: row.campaign_name,
      ...(row.city ? { city: row.city } : {}),
    },
  };
}

import type { MyUser, Order } from '@cadeau/contracts';
import { orderTargetStatuses, type OrderStatus, type OrderTargetStatus } from '@cadeau/contracts/values';

/**
 * Who reads the orders: a platform administrator (every order, with both organisations), a seller (its products'
 * orders, which it changes) and/or a giver (its campaigns' orders, city only). Decides the list's scope and the
 * columns; what may change an order comes from the server (`nextStatuses`), which decides again on every call.
 */
export interface OrderViewer {
  platformAdmin: boolean;
  seller: boolean;
  giver: boolean;
}

export function orderViewerOf(user: MyUser | null | undefined): OrderViewer {
  const current = user?.organizations.find((o) => o.id === user.currentOrganizationId);
  return {
    platformAdmin: !!user?.isPlatformAdmin,
    seller: !!current?.features.includes('seller'),
    giver: !!current?.features.includes('giver'),
  };
}

/** The statuses a seller or administrator sets from the detail screen, in the order the buttons stand. */
export type OrderTarget = OrderTargetStatus;

/**
 * The actions the detail screen offers: the statuses the server says this caller may set now, in a fixed order
 * (ship, done, cancel). A giver and a final order get none.
 */
export function orderActionsOf(order: Pick<Order, 'nextStatuses'>): OrderTarget[] {
  return orderTargetStatuses.filter((s) => order.nextStatuses.includes(s));
}

/**
 * Shipping a digital order asks first what the recipient receives (a voucher code, a link, …): the server
 * mails it to them and refuses the shipment without it.
 */
export const needsFulfilment = (order: Pick<Order, 'type'>, target: OrderTarget) =>
  target === 'shipped' && order.type === 'digital';

/** One step of an order's history: the status and when it was reached. */
export interface OrderStep {
  status: OrderStatus;
  at: string;
}

/** The statuses an order went through, oldest first, from its time stamps per status. */
export function historyOf(order: Pick<Order, 'placedAt' | 'shippedAt' | 'doneAt' | 'canceledAt'>): OrderStep[] {
  const steps: (OrderStep | null)[] = [
    { status: 'placed', at: order.placedAt },
    order.shippedAt ? { status: 'shipped', at: order.shippedAt } : null,
    order.doneAt ? { status: 'done', at: order.doneAt } : null,
    order.canceledAt ? { status: 'canceled', at: order.canceledAt } : null,
  ];
  return steps
    .filter((s): s is OrderStep => s !== null)
    .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
}

/**
 * The day a physical order should have arrived by: the order day plus its delivery days. Null for digital and
 * donation orders (nothing travels) and once it is canceled.
 */
export function expectedBy(order: Pick<Order, 'type' | 'placedAt' | 'deliveryDays' | 'status'>): Date | null {
  if (order.type !== 'physical' || order.status === 'canceled') return null;
  const placed = new Date(order.placedAt);
  if (Number.isNaN(placed.getTime())) return null;
  const day = new Date(placed);
  day.setDate(day.getDate() + order.deliveryDays);
  return day;
}

/** The filters a link may open the list with (`?campaignId=`, `?productId=`, `?organizationId=`), beside status. */
export const LINKED_FILTERS = ['campaignId', 'productId', 'organizationId'] as const;
export type LinkedFilterName = (typeof LINKED_FILTERS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A linked filter's id as the server takes it (lower case), or undefined for anything that is no id. */
export const linkedId = (text: string | null): string | undefined =>
  text && UUID.test(text) ? text.toLowerCase() : undefined;

/**
 * The name of what a linked filter holds, read from an order of the answer that matches it (every order of a
 * filtered answer does): the campaign's name, the gift's name, the seller's or giver's name. Null when the
 * answer holds none.
 */
export function linkedFilterName(
  filter: LinkedFilterName,
  id: string,
  orders: readonly Order[],
  lang: 'de' | 'en',
): string | null {
  for (const o of orders) {
    if (filter === 'campaignId' && o.campaignId === id) return o.campaignName;
    if (filter === 'productId' && o.productId === id) return o.productName[lang] || o.productName.en;
    if (filter === 'organizationId' && o.sellerOrganizationId === id) return o.sellerOrganizationName;
    if (filter === 'organizationId' && o.giverOrganizationId === id) return o.giverOrganizationName;
  }
  return null;
}

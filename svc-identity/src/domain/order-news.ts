import type { EventData } from '@cadeau/contracts';

/** The order events svc-identity tells people about (svc-catalog's stream CATALOG). */
export const orderNewsSubjects = ['order.placed'] as const;

/** The roles of a seller's members who ship orders (docs/permissions.md: status changes of an order). */
export const SHIPPING_ROLES = ['admin', 'manager'] as const;

/**
 * A new order in-app for the seller's members who ship it (issue 23: "a new order arrives as an in-app
 * notification"): the notification with its number and gift, leading to the order. No notification mail: svc-catalog
 * already mails the order to the seller's order addresses (`orderPlaced`).
 */
export function planOrderNews(order: EventData<'order.placed'>) {
  return {
    organizationId: order.sellerOrganizationId,
    roles: SHIPPING_ROLES,
    notification: {
      type: 'notification.orderPlaced' as const,
      data: { orderId: order.orderId, number: order.number, productName: order.productName },
      path: `/cockpit/orders/${order.orderId}`,
      organizationId: order.sellerOrganizationId,
      mail: false,
    },
  };
}

import { streams } from '@cadeau/contracts';
import { DomainError, type ConsumerDef, type Kit } from '@cadeau/service-kit';
import type { IdentityAdapter } from '@cadeau/service-kit/identity';
import { orderById } from '../db/orders';
import { orderNotificationRecipients, sellerNotificationMail } from '../domain/order';

/**
 * Tells the seller about each new order (`order.placed` on svc-catalog's own CATALOG stream): the `orderPlaced`
 * mail to the addresses of its order settings or its admins (svc-identity's internal facts). Apart from the
 * order's creation, so an order is created even while svc-identity is away; this consumer then retries the
 * event (the kit redelivers a failed one later), and its inbox keeps a redelivery from mailing twice.
 */
export function orderNotificationsConsumer(
  kit: Pick<Kit<'catalog'>, 'queueMail' | 'db'>,
  identity: Pick<IdentityAdapter, 'orderNotifications'>,
  stream: string = streams.catalog.name,
): ConsumerDef<'order.placed'> {
  return {
    durable: 'catalog-order-notifications',
    stream,
    filterSubjects: ['order.placed'],
    async handle(trx, event) {
      const order = await orderById(trx, event.data.orderId);
      if (!order) return;
      const facts = await identity.orderNotifications(order.seller_organization_id).catch((err: unknown) => {
        // A seller svc-identity does not know has nobody to tell (its products were approved there, so this is
        // a removed organisation); anything else (svc-identity away) is retried.
        if (err instanceof DomainError && err.status === 404) return null;
        throw err;
      });
      if (!facts) return;
      for (const to of orderNotificationRecipients(facts)) await kit.queueMail(trx, sellerNotificationMail(order, to));
    },
  };
}

import { streams, type EventData } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { notify } from '../db/notifications';
import { membersWithRoles } from '../db/organizations';
import type { Outbox } from '../db/outbox';
import { orderNewsSubjects, planOrderNews } from '../domain/order-news';

/**
 * svc-catalog's new orders become the seller's notifications (issue 23), pushed to their sockets by the gateway;
 * the kit's inbox runs each event's effect once, in the transaction that records it.
 */
export function orderNewsConsumer(
  kit: Outbox,
  stream: string = streams.catalog.name,
): ConsumerDef<(typeof orderNewsSubjects)[number]> {
  return {
    durable: 'identity-order-news',
    stream,
    filterSubjects: orderNewsSubjects,
    async handle(trx, event) {
      const plan = planOrderNews(event.data as EventData<'order.placed'>);
      const recipients = await membersWithRoles(trx, plan.organizationId, plan.roles);
      await notify(kit, trx, recipients, plan.notification);
    },
  };
}

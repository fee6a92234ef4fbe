import { streams } from '@cadeau/contracts';
import type { ConsumerDef, Kit } from '@cadeau/service-kit';
import { createOrderFromRedemption } from '../db/orders';

/**
 * Creates orders from svc-campaign's `voucher.redeemed` (CAMPAIGN stream): a durable consumer with the kit's inbox,
 * so an event is handled once; the order's id is the event's `orderId` and its voucher is unique, so even a
 * second event for one order (a replay, a publish retried with a new id) creates nothing more. The kit's consumer
 * waits while svc-campaign has not created its stream yet.
 */
export function redemptionsConsumer(
  kit: Pick<Kit<'catalog'>, 'addEvent' | 'queueMail'>,
  stream: string = streams.campaign.name,
): ConsumerDef<'voucher.redeemed'> {
  return {
    durable: 'catalog-voucher-redemptions',
    stream,
    filterSubjects: ['voucher.redeemed'],
    async handle(trx, event) {
      await createOrderFromRedemption(kit, trx, event.data);
    },
  };
}

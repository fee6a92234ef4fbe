import { randomUUID } from 'node:crypto';
import { eventRegistry, type EventInput } from '@cadeau/contracts';
import { createOrderFromRedemption } from '../src/db/orders';
import { until } from '@cadeau/service-kit/testing';
import { addWeeks } from '@cadeau/contracts/values';
import { currentIsoWeek } from '../src/domain/iso-week';
import type { CatalogHarness } from './harness';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An order number as svc-campaign makes it: 10 Crockford base32 characters shown `XXXXX-XXXXX`. */
export function orderNumber(): string {
  const chars = Array.from({ length: 10 }, () => CROCKFORD[Math.floor(Math.random() * 32)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The saga's reservation key of one voucher, product and week (contracts `voucherReservationKey`). */
export const voucherKey = (voucherId: string, productId: string, week: string) =>
  `voucher:${voucherId}:${productId}:${week}`;

/**
 * A `voucher.redeemed` payload as svc-campaign publishes it: a physical gift with a Zurich address by default,
 * for `productId` of seller `sellerOrganizationId` from a campaign of `giverOrganizationId`.
 */
export function redemption(
  productId: string,
  parties: { sellerOrganizationId: string; giverOrganizationId: string },
  over: Partial<EventInput<'voucher.redeemed'>> = {},
): EventInput<'voucher.redeemed'> {
  const voucherId = over.voucherId ?? randomUUID();
  const week = over.week ?? addWeeks(currentIsoWeek(new Date()), 1);
  return {
    voucherId,
    campaignId: randomUUID(),
    campaignName: 'Weihnachten 2026',
    orderId: randomUUID(),
    orderNumber: orderNumber(),
    productId,
    type: 'physical',
    week,
    reservationKey: voucherKey(voucherId, productId, week),
    address: {
      firstName: 'Anna',
      lastName: 'Muster',
      street: 'Bahnhofstrasse',
      houseNumber: '1',
      zip: '8001',
      city: 'Zürich',
      phone: '+41791234567',
    },
    email: 'anna.muster@example.ch',
    language: 'de',
    redeemedAt: new Date().toISOString(),
    ...parties,
    ...over,
  };
}

/** Creates the order of a redemption as the consumer of `voucher.redeemed` does (in its own transaction). */
export async function storedOrder(h: CatalogHarness, data: EventInput<'voucher.redeemed'>) {
  const parsed = eventRegistry['voucher.redeemed'].parse(data);
  const order = await h.knex.transaction((trx) => createOrderFromRedemption(h.service.kit, trx, parsed));
  if (!order) throw new Error(`order ${data.orderId} existed already`);
  return order;
}

/**
 * An order whose background work is over: its `order.placed` published and handled by the seller notification
 * consumer (its inbox row written). Tests that compare the database before and after a call (the route
 * properties) start from here, so no consumer writes while they look.
 */
export async function settledOrder(h: CatalogHarness, data: EventInput<'voucher.redeemed'>) {
  const order = await storedOrder(h, data);
  await until(
    `order.placed of ${order.id} handled`,
    async () => {
      const event = await h
        .knex('outbox')
        .where({ subject: 'order.placed' })
        .whereRaw("payload->>'orderId' = ?", [order.id])
        .first('id');
      return (
        !!event &&
        !!(await h.knex('inbox').where({ consumer: 'catalog-order-notifications', event_id: event.id }).first())
      );
    },
    // The consumer may be backing off from a start before the CATALOG stream existed.
    60_000,
  );
  return order;
}

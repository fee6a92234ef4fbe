import type { EventData, OrderListQuery } from '@cadeau/contracts';
import { pageQuery, type Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import {
  confirmationMail,
  orderFacts,
  orderRowOf,
  shipmentMail,
  type OrderListRow,
  type OrderRow,
} from '../domain/order';
import type { StatusChange } from '../domain/order-status';
import { formatProductNumber } from '../domain/product';
import { recordAudit, type Actor } from './audit';
import { productColumns, type ProductRow } from './products';

type Writer = Pick<Kit<'catalog'>, 'addEvent' | 'queueMail'>;

const SYSTEM: Actor = { userId: null, ip: null };

/**
 * An order with its organisations' names: svc-catalog's projection of svc-identity's organisations, for the
 * seller falling back to the name its product was published under.
 */
const orderColumns = (db: Knex) =>
  db('orders as o')
    .leftJoin('organizations as so', 'so.id', 'o.seller_organization_id')
    .leftJoin('organizations as go', 'go.id', 'o.giver_organization_id')
    .select(
      'o.*',
      db.raw(
        'coalesce(so.name, (select p.organization_name from products p where p.id = o.product_id)) as seller_name',
      ),
      'go.name as giver_name',
    );

export function orderById(db: Knex, id: string): Promise<OrderListRow | undefined> {
  return orderColumns(db).where('o.id', id).first();
}

/** Only the number of an order (the public QR image), or undefined for an unknown id. */
export async function orderNumberById(db: Knex, id: string): Promise<string | undefined> {
  const row: { number: string } | undefined = await db('orders').where({ id }).first('number');
  return row?.number;
}

/**
 * Creates the order of one redeemed gift code (the consumer of `voucher.redeemed`), in the consumer's
 * transaction: the product as the catalog holds it, the row inserted unless the order (or an order of this
 * voucher) exists already, the reservation attached to it (the sweeper leaves it alone from then on), the
 * events `order.placed` (and `order.done` for a donation), the recipient's confirmation and an audit entry.
 * Returns the new order, or null when it existed (a redelivered event changes nothing).
 */
export async function createOrderFromRedemption(
  kit: Writer,
  trx: Knex.Transaction,
  redemption: EventData<'voucher.redeemed'>,
): Promise<OrderRow | null> {
  const product: (ProductRow & { number: number }) | undefined = await productColumns(trx)
    .where('p.id', redemption.productId)
    .first();
  // svc-campaign reserved a unit of this product in this service before it consumed the code, so the product
  // exists here; a miss is a fault worth retrying (the consumer redelivers), never an order without a product.
  if (!product) throw new Error(`order ${redemption.orderId}: product ${redemption.productId} is unknown`);
  const row = orderRowOf(redemption, {
    version: product.version,
    number: formatProductNumber(product.number),
    name: { de: product.name_de, en: product.name_en },
    type: product.type,
    priceRappen: product.price_rappen,
    shippingRappen: product.shipping_rappen,
    deliveryDays: product.delivery_days,
    organizationId: product.organization_id,
  });
  const inserted: OrderRow[] = await trx('orders')
    .insert({ ...row, address: row.address ? JSON.stringify(row.address) : null })
    // Only the order's own id makes a redelivery a no-op; a clash of number or voucher with another order would
    // be svc-campaign's fault and must stay loud (the consumer retries and logs it), never drop an order.
    .onConflict('id')
    .ignore()
    .returning('*');
  const order = inserted[0];
  if (!order) return null;
  await trx('availability_reservations')
    .where({ idempotency_key: row.reservation_key })
    .whereNull('order_id')
    .update({ order_id: order.id });
  await kit.addEvent(trx, 'order.placed', orderFacts(order, 'placed', order.placed_at, null));
  if (order.status === 'done') await kit.addEvent(trx, 'order.done', orderFacts(order, 'done', order.done_at!, null));
  const giver = await trx('organizations').where({ id: order.giver_organization_id }).first('name');
  const mail = confirmationMail(order, giver?.name ?? null);
  if (mail) await kit.queueMail(trx, mail);
  await recordAudit(kit, trx, SYSTEM, {
    action: 'insert',
    entity: 'order',
    entityId: order.id,
    organizationId: order.seller_organization_id,
    value: { number: order.number, productId: order.product_id, status: order.status, campaignId: order.campaign_id },
  });
  return order;
}

const timestampOf: Record<StatusChange['status'], 'shipped_at' | 'done_at' | 'canceled_at'> = {
  shipped: 'shipped_at',
  done: 'done_at',
  canceled: 'canceled_at',
};

/**
 * POST /order/{orderId}/status's write, in one transaction: the order locked, `decide` (the access rules and the
 * guarded transition, domain) on what is stored now, the new status with its time (a shipment's fulfilment, a
 * cancellation's reason), the event `order.<status>`, the recipient's mail of a shipment and the audit entry.
 * `decide` throws for anything refused; nothing is written then.
 */
export function changeOrderStatus(
  kit: Writer & { db: Knex },
  orderId: string,
  decide: (order: OrderListRow | undefined) => StatusChange,
  actor: Actor,
): Promise<OrderListRow> {
  return kit.db.transaction(async (trx) => {
    await trx('orders').where({ id: orderId }).forUpdate().first('id');
    const current = await orderById(trx, orderId);
    const change = decide(current);
    const order = current!;
    const at = new Date();
    await trx('orders')
      .where({ id: orderId })
      .update({
        status: change.status,
        [timestampOf[change.status]]: at,
        ...(change.fulfilment !== null ? { fulfilment: change.fulfilment } : {}),
        ...(change.carrier !== null ? { carrier: change.carrier } : {}),
        ...(change.trackingNumber !== null ? { tracking_number: change.trackingNumber } : {}),
        ...(change.reason !== null ? { cancel_reason: change.reason } : {}),
        updated_at: at,
      });
    const facts = orderFacts(order, change.status, at, actor.userId);
    if (change.status === 'canceled') await kit.addEvent(trx, 'order.canceled', { ...facts, reason: change.reason });
    else if (change.status === 'shipped')
      await kit.addEvent(trx, 'order.shipped', {
        ...facts,
        ...(change.carrier !== null ? { carrier: change.carrier } : {}),
        ...(change.trackingNumber !== null ? { trackingNumber: change.trackingNumber } : {}),
      });
    else await kit.addEvent(trx, `order.${change.status}`, facts);
    if (change.status === 'shipped') {
      const mail = shipmentMail(order, change);
      if (mail) await kit.queueMail(trx, mail);
    }
    await recordAudit(kit, trx, actor, {
      action: 'update',
      entity: 'order',
      entityId: order.id,
      organizationId: order.seller_organization_id,
      // The fulfilment is the recipient's gift (a code, a link): the audit says that it was given, not what.
      value: {
        status: { from: order.status, to: change.status },
        ...(change.reason !== null ? { reason: change.reason } : {}),
        ...(change.fulfilment !== null ? { fulfilment: 'given' } : {}),
        ...(change.carrier !== null ? { carrier: change.carrier } : {}),
        ...(change.trackingNumber !== null ? { trackingNumber: change.trackingNumber } : {}),
      },
    });
    return (await orderById(trx, orderId))!;
  });
}

/** Which orders a list may hold, as the domain resolved the caller (`listScopeOf`). */
export type OrderListFilter = { all: true } | { all: false; sellerOf: string | null; giverOf: string | null };

const listSpec = (language: 'de' | 'en') => ({
  sortColumns: {
    placedAt: 'o.placed_at',
    number: 'o.number',
    status: 'o.status',
    product: language === 'de' ? 'o.product_name_de' : 'o.product_name_en',
    campaign: 'o.campaign_name',
    city: 'o.city',
    updatedAt: 'o.updated_at',
  },
  searchColumns: ['o.number', 'o.product_name_de', 'o.product_name_en', 'o.city', 'o.campaign_name'],
  tieBreaker: 'o.id',
});

/**
 * GET /order: a page of the orders `filter` allows, filtered by status, type, campaign, product and (all
 * orders) organisation, searched in number, product name, city and campaign name. The rows keep their
 * parties, so the handler shows each as its reader may see it.
 */
export async function orderPage(db: Knex, filter: OrderListFilter, q: OrderListQuery) {
  const base = orderColumns(db);
  if (!filter.all) {
    const { sellerOf, giverOf } = filter;
    if (!sellerOf && !giverOf) base.whereRaw('false');
    else
      base.where((w) => {
        if (sellerOf) w.orWhere('o.seller_organization_id', sellerOf);
        if (giverOf) w.orWhere('o.giver_organization_id', giverOf);
      });
  } else if (q.organizationId) {
    const org = q.organizationId;
    base.where((w) => void w.where('o.seller_organization_id', org).orWhere('o.giver_organization_id', org));
  }
  if (q.status) base.where('o.status', q.status);
  if (q.type) base.where('o.type', q.type);
  if (q.campaignId) base.where('o.campaign_id', q.campaignId);
  if (q.productId) base.where('o.product_id', q.productId);
  return pageQuery<OrderListRow, OrderListRow>(base, q, listSpec(q.language), (r) => r);
}

import { randomUUID } from 'node:crypto';
import { eventRegistry, streams, type EventInput, type Order } from '@cadeau/contracts';
import { until } from '@cadeau/service-kit/testing';
import { JSONCodec, type NatsConnection } from 'nats';
import { setWeeklyCapacity } from '../src/db/availability';
import { orderTracking } from '../src/db/migrations/009_order_tracking';
import { SEED_VAT_CATEGORY_IDS } from '../src/db/seed-vat-categories';
import { member, platformAdmin, type Caller, type CatalogHarness } from './harness';
import { startCatalogConsuming } from './consuming-harness';
import { redemption, storedOrder } from './order-world';
import { buildProductWorld } from './product-world';

/**
 * Orders (issue 12) end to end inside svc-catalog: created from svc-campaign's `voucher.redeemed` on a real
 * CAMPAIGN stream (created here as svc-campaign creates it), read and moved by their seller, read by their
 * campaign's giver without the address, the mails and events they cause, and the public QR image.
 */
let h: CatalogHarness;
let nc: NatsConnection;
const codec = JSONCodec();

beforeAll(async () => {
  ({ h, nc } = await startCatalogConsuming(streams.campaign));
});
afterAll(async () => {
  await nc?.close();
  await h?.stop();
});

/** A seller (organisation with an approved physical product) and a giver, with their members. */
async function parties() {
  const sellerOrg = randomUUID();
  const giverOrg = randomUUID();
  const world = await buildProductWorld(h, sellerOrg, SEED_VAT_CATEGORY_IDS.normal);
  return {
    productId: world.approvedProductId,
    ids: { sellerOrganizationId: sellerOrg, giverOrganizationId: giverOrg },
    seller: member({ organizationId: sellerOrg }),
    sellerManager: member({ organizationId: sellerOrg, roles: ['manager'] }),
    sellerDesigner: member({ organizationId: sellerOrg, roles: ['designer'] }),
    giver: member({ organizationId: giverOrg, features: ['giver'] }),
  };
}

/** Publishes one `voucher.redeemed` as svc-campaign's relay does (envelope `id`: the outbox id). */
async function publishRedeemed(data: EventInput<'voucher.redeemed'>, id: string = randomUUID()) {
  const envelope = { id, type: 'voucher.redeemed', version: 1, occurredAt: new Date().toISOString() };
  await nc
    .jetstream()
    .publish('voucher.redeemed', codec.encode({ ...envelope, data: eventRegistry['voucher.redeemed'].parse(data) }), {
      msgID: id,
    });
}

/** Waits until the durable consumer handled everything published so far. */
async function drained(stream: string, durable: string) {
  const jsm = await nc.jetstreamManager();
  await until(
    `${durable} drained`,
    async () => {
      const info = await jsm.consumers.info(stream, durable).catch(() => null);
      return info !== null && info.num_pending === 0 && info.num_ack_pending === 0;
    },
    // The consumer may be backing off (up to 10 s) from a start before this test created the stream.
    60_000,
  );
}

interface Outboxed {
  subject: string;
  payload: Record<string, unknown> & { data?: Record<string, unknown> };
}
const parsed = (p: unknown) => (typeof p === 'string' ? JSON.parse(p) : p);
async function outbox(where: (row: Outboxed) => boolean): Promise<Outboxed[]> {
  const rows: { subject: string; payload: unknown }[] = await h
    .knex('outbox')
    .orderBy('seq')
    .select('subject', 'payload');
  return rows.map((r) => ({ subject: r.subject, payload: parsed(r.payload) })).filter(where);
}
const eventsOf = (orderId: string) =>
  outbox((r) => r.subject.startsWith('order.') && r.payload.orderId === orderId).then((rows) =>
    rows.map((r) => r.subject),
  );
const mailsOf = (orderId: string) =>
  outbox((r) => r.subject === 'mail.send.catalog' && r.payload.data?.orderId === orderId).then((rows) =>
    rows.map((r) => r.payload),
  );

const get = (caller: Caller, path: string) => h.http().get(path).set(h.as(caller));
const setStatus = (caller: Caller, orderId: string, body: object) =>
  h.http().post(`/order/${orderId}/status`).set(h.as(caller)).send(body);

describe('an order from a redeemed gift code', () => {
  it('is created once from voucher.redeemed, keeps the product as ordered and takes its reservation', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await setWeeklyCapacity(h.knex, p.productId, 3);
    const reserved = await h.internalCall(
      'POST',
      '/internal/availability/reserve',
      { productId: p.productId, week: data.week },
      data.reservationKey,
    );
    expect(reserved.status).toBe(201);

    const eventId = randomUUID();
    await publishRedeemed(data, eventId);
    await drained(streams.campaign.name, 'catalog-voucher-redemptions');
    // The same event again (a redelivery with a new stream sequence) and another event of the same order.
    await nc
      .jetstream()
      .publish(
        'voucher.redeemed',
        codec.encode({ id: eventId, type: 'voucher.redeemed', version: 1, occurredAt: new Date().toISOString(), data }),
      );
    await publishRedeemed(data);
    await drained(streams.campaign.name, 'catalog-voucher-redemptions');

    expect(await h.knex('orders').where({ voucher_id: data.voucherId }).count('* as n')).toEqual([{ n: '1' }]);
    const res = await get(p.seller, `/order/${data.orderId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: data.orderId,
      number: data.orderNumber,
      productId: p.productId,
      productVersion: 1,
      productNumber: expect.stringMatching(/^P-\d{4}$/),
      productName: { de: 'Tasse', en: 'Mug' },
      type: 'physical',
      priceRappen: 2500,
      shippingRappen: 700,
      sellerOrganizationId: p.ids.sellerOrganizationId,
      giverOrganizationId: p.ids.giverOrganizationId,
      campaignName: 'Weihnachten 2026',
      voucherId: data.voucherId,
      address: data.address,
      city: 'Zürich',
      email: 'anna.muster@example.ch',
      language: 'de',
      deliveryDays: 2,
      week: data.week,
      status: 'placed',
      fulfilment: null,
      nextStatuses: ['shipped', 'canceled'],
      qrPath: `/api/order/${data.orderId}/qr.png`,
    } satisfies Partial<Order>);
    const reservation = await h
      .knex('availability_reservations')
      .where({ idempotency_key: data.reservationKey })
      .first();
    expect(reservation.order_id).toBe(data.orderId);
    expect(await eventsOf(data.orderId)).toEqual(['order.placed']);

    const [confirmation] = await mailsOf(data.orderId);
    expect(confirmation).toMatchObject({
      template: 'orderConfirmation',
      locale: 'de',
      to: 'anna.muster@example.ch',
      idempotencyKey: `order:${data.orderId}:confirmation`,
      data: {
        orderId: data.orderId,
        orderNumber: data.orderNumber,
        productName: 'Tasse',
        type: 'physical',
        campaignName: 'Weihnachten 2026',
        deliveryDays: 2,
        address: {
          firstName: 'Anna',
          lastName: 'Muster',
          street: 'Bahnhofstrasse',
          houseNumber: '1',
          zip: '8001',
          city: 'Zürich',
        },
      },
    });
  });

  it('is never released by the reservation release once it is an order', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await setWeeklyCapacity(h.knex, p.productId, 3);
    const body = { productId: p.productId, week: data.week };
    await h.internalCall('POST', '/internal/availability/reserve', body, data.reservationKey);
    await storedOrder(h, data);
    const release = await h.internalCall('POST', '/internal/availability/release', body, data.reservationKey);
    expect(release.status).toBe(200);
    expect(release.body.status).toBe('reserved');
    const week = await h
      .knex('availability_weeks')
      .where({ group_id: (await h.knex('products').where({ id: p.productId }).first()).version_group_id })
      .first();
    expect(week.reserved).toBe(1);
  });

  it('of a donation is done at once: no address kept, order.placed and order.done, nothing to change', async () => {
    const p = await parties();
    await h
      .knex('products')
      .where({ id: p.productId })
      .update({ type: 'donation', shipping_rappen: 0, delivery_days: 0 });
    const data = redemption(p.productId, p.ids, { type: 'donation', email: 'spender@example.ch', language: 'en' });
    await storedOrder(h, data);
    const res = await get(p.seller, `/order/${data.orderId}`);
    expect(res.body).toMatchObject({ type: 'donation', status: 'done', address: null, city: null, nextStatuses: [] });
    expect(res.body.doneAt).toBe(res.body.placedAt);
    expect(await eventsOf(data.orderId)).toEqual(['order.placed', 'order.done']);
    const [mail] = await mailsOf(data.orderId);
    expect(mail).toMatchObject({
      template: 'orderConfirmation',
      locale: 'en',
      data: { type: 'donation', productName: 'Mug' },
    });
    expect(mail.data).not.toHaveProperty('address');
    expect((await setStatus(p.seller, data.orderId, { status: 'canceled' })).body).toEqual(
      expect.objectContaining({ message: 'error.order.invalidStatus' }),
    );
  });

  it('tells the seller: to Orders.NotificationMails when switched on, else every admin in their language', async () => {
    const listed = await parties();
    h.identity.orderNotifications.set(listed.ids.sellerOrganizationId, {
      sendNotificationMails: true,
      notificationMails: ['orders@seller.example', 'lager@seller.example'],
      admins: [{ email: 'chefin@seller.example', language: 'en' }],
    });
    const admins = await parties();
    h.identity.orderNotifications.set(admins.ids.sellerOrganizationId, {
      sendNotificationMails: false,
      notificationMails: ['ignored@seller.example'],
      admins: [
        { email: 'anna@seller.example', language: 'de' },
        { email: 'ben@seller.example', language: 'en' },
      ],
    });
    const first = redemption(listed.productId, listed.ids);
    const second = redemption(admins.productId, admins.ids);
    await storedOrder(h, first);
    await storedOrder(h, second);
    const placed = async (orderId: string) =>
      (await mailsOf(orderId))
        .filter((m) => m.template === 'orderPlaced')
        .map((m) => [m.to, m.locale, (m.data as { productName: string }).productName]);
    await until(
      'the sellers told',
      async () => (await placed(first.orderId)).length === 2 && (await placed(second.orderId)).length === 2,
      60_000,
    );
    expect(await placed(first.orderId)).toEqual([
      ['orders@seller.example', 'en', 'Mug'],
      ['lager@seller.example', 'en', 'Mug'],
    ]);
    expect(await placed(second.orderId)).toEqual([
      ['anna@seller.example', 'de', 'Tasse'],
      ['ben@seller.example', 'en', 'Mug'],
    ]);
    const [mail] = (await mailsOf(first.orderId)).filter((m) => m.template === 'orderPlaced');
    expect(mail.data).toEqual({
      orderId: first.orderId,
      orderNumber: first.orderNumber,
      productName: 'Mug',
      productNumber: expect.stringMatching(/^P-\d{4}$/),
      type: 'physical',
      campaignName: 'Weihnachten 2026',
      city: 'Zürich',
    });
  });
});

describe('the seller notification', () => {
  it('goes to nobody for a seller svc-identity does not know, and the consumer moves on', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await storedOrder(h, data);
    await until('order.placed published', async () => {
      const row = await h
        .knex('outbox')
        .where({ subject: 'order.placed' })
        .whereNotNull('published_at')
        .whereRaw("payload->>'orderId' = ?", [data.orderId])
        .first();
      return !!row;
    });
    await drained(streams.catalog.name, 'catalog-order-notifications');
    expect((await mailsOf(data.orderId)).map((m) => m.template)).toEqual(['orderConfirmation']);
  });
});

describe('GET /order/{orderId}', () => {
  it('shows the giver its campaign’s order without the address beyond the city; others find none', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await storedOrder(h, data);
    const asGiver = await get(p.giver, `/order/${data.orderId}`);
    expect(asGiver.status).toBe(200);
    expect(asGiver.body).toMatchObject({
      address: null,
      email: null,
      fulfilment: null,
      city: 'Zürich',
      nextStatuses: [],
    });
    const asAdmin = await get(platformAdmin(), `/order/${data.orderId}`);
    expect(asAdmin.body).toMatchObject({ address: data.address, nextStatuses: ['shipped', 'canceled'] });
    for (const other of [
      member(),
      member({ features: ['giver'] }),
      member({ organizationId: p.ids.giverOrganizationId }),
    ]) {
      const res = await get(other, `/order/${data.orderId}`);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 404,
        message: 'error.order.notFound',
      });
    }
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await get(p.seller, `/order/${id}`);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 404,
        message: 'error.order.notFound',
      });
    }
  });
});

describe('POST /order/{orderId}/status', () => {
  it('ships and finishes a physical order, mails the recipient and records events and audit', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await storedOrder(h, data);
    const shipped = await setStatus(p.sellerManager, data.orderId, { status: 'shipped' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', nextStatuses: ['done'], shippedAt: expect.any(String) });
    const canceled = await setStatus(p.seller, data.orderId, { status: 'canceled' });
    expect({ status: canceled.status, message: canceled.body.message }).toEqual({
      status: 409,
      message: 'error.order.invalidStatus',
    });
    const done = await setStatus(p.seller, data.orderId, { status: 'done' });
    expect(done.body).toMatchObject({ status: 'done', nextStatuses: [], doneAt: expect.any(String) });
    expect(await eventsOf(data.orderId)).toEqual(['order.placed', 'order.shipped', 'order.done']);
    const mails = await mailsOf(data.orderId);
    expect(mails.filter((m) => m.template === 'orderShipped')).toEqual([
      expect.objectContaining({
        to: 'anna.muster@example.ch',
        locale: 'de',
        data: expect.objectContaining({ deliveryDays: 2, productName: 'Tasse' }),
      }),
    ]);
    const audits = await outbox((r) => r.subject === 'audit.catalog.recorded' && r.payload.entityId === data.orderId);
    expect(audits.map((a) => [a.payload.action, a.payload.entity, a.payload.userId])).toEqual([
      ['insert', 'order', null],
      ['update', 'order', p.sellerManager.userId],
      ['update', 'order', p.seller.userId],
    ]);
  });

  it('ships a parcel with its carrier and tracking number, in the answer, the event and the recipient’s mail (issue 23)', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await storedOrder(h, data);
    const invalid = await setStatus(p.seller, data.orderId, { status: 'shipped', trackingNumber: 'RR <script>' });
    expect(invalid.body.issues).toEqual([{ path: ['trackingNumber'], message: 'error.order.trackingNumberInvalid' }]);
    const shipped = await setStatus(p.seller, data.orderId, {
      status: 'shipped',
      carrier: 'swissPost',
      trackingNumber: ' 99.00.123456.12345678 ',
    });
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      carrier: 'swissPost',
      trackingNumber: '99.00.123456.12345678',
    });
    const [event] = await outbox((r) => r.subject === 'order.shipped' && r.payload.orderId === data.orderId);
    expect(event.payload).toMatchObject({ carrier: 'swissPost', trackingNumber: '99.00.123456.12345678' });
    const [mail] = (await mailsOf(data.orderId)).filter((m) => m.template === 'orderShipped');
    expect(mail.data).toMatchObject({ carrier: 'swissPost', trackingNumber: '99.00.123456.12345678' });
    // The giver sees who carries the parcel, not the number that opens its delivery on the carrier's page.
    expect((await get(p.giver, `/order/${data.orderId}`)).body).toMatchObject({
      carrier: 'swissPost',
      trackingNumber: null,
    });
    // Done keeps them; a shipment without them has none, and says so in the event and the mail.
    const done = await setStatus(p.seller, data.orderId, { status: 'done' });
    expect(done.body).toMatchObject({ carrier: 'swissPost', trackingNumber: '99.00.123456.12345678' });
    const plain = redemption(p.productId, p.ids);
    await storedOrder(h, plain);
    const bare = await setStatus(p.seller, plain.orderId, { status: 'shipped' });
    expect(bare.body).toMatchObject({ carrier: null, trackingNumber: null });
    const [bareEvent] = await outbox((r) => r.subject === 'order.shipped' && r.payload.orderId === plain.orderId);
    expect(bareEvent.payload).not.toHaveProperty('trackingNumber');
    const [bareMail] = (await mailsOf(plain.orderId)).filter((m) => m.template === 'orderShipped');
    expect(bareMail.data).not.toHaveProperty('carrier');
  });

  it('refuses a carrier or tracking number for a digital gift, and the database for a parcel not shipped', async () => {
    const p = await parties();
    await h.knex('products').where({ id: p.productId }).update({ type: 'digital', shipping_rappen: 0 });
    const data = redemption(p.productId, p.ids, { type: 'digital', address: undefined });
    await storedOrder(h, data);
    const refused = await setStatus(p.seller, data.orderId, { status: 'shipped', fulfilment: 'CODE', carrier: 'dhl' });
    expect(refused.body.issues).toEqual([{ path: ['carrier'], message: 'error.order.trackingPhysicalOnly' }]);
    // Migration 009's checks hold the rule for every writer: no tracking on a digital order, no unknown carrier.
    await expect(h.knex('orders').where({ id: data.orderId }).update({ tracking_number: 'RR1' })).rejects.toThrow(
      /orders_tracking/,
    );
    await expect(h.knex('orders').where({ id: data.orderId }).update({ carrier: 'pigeon' })).rejects.toThrow(
      /orders_carrier/,
    );
    // Its down drops both columns and its up adds them again (in a transaction rolled back).
    const outcome = h.knex.transaction(async (trx) => {
      await orderTracking.down(trx);
      const without = Object.keys(await trx('orders').columnInfo());
      await orderTracking.up(trx);
      const withThem = Object.keys(await trx('orders').columnInfo());
      throw Object.assign(new Error('roll back'), { seen: { without, withThem } });
    });
    await expect(outcome).rejects.toMatchObject({
      seen: {
        without: expect.not.arrayContaining(['carrier', 'tracking_number']),
        withThem: expect.arrayContaining(['carrier', 'tracking_number']),
      },
    });
  });

  it('ships a digital gift only with what the recipient receives, mailed to them, and keeps it from the giver', async () => {
    const p = await parties();
    await h.knex('products').where({ id: p.productId }).update({ type: 'digital', shipping_rappen: 0 });
    const data = redemption(p.productId, p.ids, { type: 'digital', address: undefined });
    await storedOrder(h, data);
    const missing = await setStatus(p.seller, data.orderId, { status: 'shipped' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: ['fulfilment'], message: 'error.order.fulfilmentRequired' }]);
    const shipped = await setStatus(p.seller, data.orderId, { status: 'shipped', fulfilment: '  KINO-2026-ABCD  ' });
    expect(shipped.body).toMatchObject({ status: 'shipped', fulfilment: 'KINO-2026-ABCD' });
    const [delivered] = (await mailsOf(data.orderId)).filter((m) => m.template === 'digitalGiftDelivered');
    expect(delivered).toMatchObject({ to: 'anna.muster@example.ch', data: { fulfilment: 'KINO-2026-ABCD' } });
    expect((await get(p.giver, `/order/${data.orderId}`)).body.fulfilment).toBeNull();
    const audit = await outbox(
      (r) =>
        r.subject === 'audit.catalog.recorded' && r.payload.entityId === data.orderId && r.payload.action === 'update',
    );
    expect(JSON.stringify(audit)).not.toContain('KINO-2026-ABCD');
  });

  it('cancels a placed order with its reason; refuses a fulfilment for a physical one', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await storedOrder(h, data);
    const refused = await setStatus(p.seller, data.orderId, { status: 'shipped', fulfilment: 'x' });
    expect(refused.body.issues).toEqual([{ path: ['fulfilment'], message: 'error.order.fulfilmentDigitalOnly' }]);
    const canceled = await setStatus(platformAdmin(), data.orderId, { status: 'canceled', reason: 'Address unknown' });
    expect(canceled.body).toMatchObject({ status: 'canceled', cancelReason: 'Address unknown', nextStatuses: [] });
    const [event] = await outbox((r) => r.subject === 'order.canceled' && r.payload.orderId === data.orderId);
    expect(event.payload).toMatchObject({ reason: 'Address unknown', status: 'canceled' });
    expect(event.payload).not.toHaveProperty('address');
  });

  it('is refused to the giver and to members who only read (403 readOnly), and to others as not found', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await storedOrder(h, data);
    for (const reader of [p.giver, p.sellerDesigner]) {
      const res = await setStatus(reader, data.orderId, { status: 'shipped' });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 403,
        message: 'error.order.readOnly',
      });
    }
    const other = await setStatus(member(), data.orderId, { status: 'shipped' });
    expect({ status: other.status, message: other.body.message }).toEqual({
      status: 404,
      message: 'error.order.notFound',
    });
    expect((await get(p.seller, `/order/${data.orderId}`)).body.status).toBe('placed');
    expect(await eventsOf(data.orderId)).toEqual(['order.placed']);
  });
});

describe('GET /order', () => {
  it('lists the seller’s and the giver’s orders, all of them only to platform administrators', async () => {
    const p = await parties();
    const q = await parties();
    const a = redemption(p.productId, p.ids, { campaignName: 'Frühling' });
    const b = redemption(p.productId, p.ids, {
      address: { ...redemption(p.productId, p.ids).address!, zip: '3011', city: 'Bern' },
    });
    const c = redemption(q.productId, { ...q.ids, giverOrganizationId: p.ids.giverOrganizationId });
    for (const r of [a, b, c]) await storedOrder(h, r);
    const ids = async (caller: Caller, query: Record<string, string> = {}) => {
      const res = await h.http().get('/order').query(query).set(h.as(caller));
      expect(res.status).toBe(200);
      return { total: res.body.total as number, ids: (res.body.items as Order[]).map((o) => o.id) };
    };
    expect((await ids(p.seller, { sort: 'number', order: 'asc' })).ids).toEqual(
      [a, b].sort((x, y) => x.orderNumber.localeCompare(y.orderNumber)).map((r) => r.orderId),
    );
    expect((await ids(p.giver)).total).toBe(3);
    const giverItems = (await h.http().get('/order').set(h.as(p.giver))).body.items as Order[];
    expect(giverItems.every((o) => o.address === null && o.email === null)).toBe(true);
    expect((await ids(p.giver, { q: 'bern' })).ids).toEqual([b.orderId]);
    expect((await ids(p.seller, { q: b.orderNumber.slice(0, 7) })).ids).toEqual([b.orderId]);
    expect((await ids(p.seller, { campaignId: a.campaignId })).ids).toEqual([a.orderId]);
    expect((await ids(p.seller, { side: 'giver' })).total).toBe(0);
    expect((await ids(member(), {})).total).toBe(0);
    expect((await ids(p.seller, { status: 'shipped' })).total).toBe(0);
    expect(
      (await ids(p.seller, { type: 'physical', pageSize: '1', page: '2', sort: 'number', order: 'asc' })).ids,
    ).toHaveLength(1);
    const all = await ids(platformAdmin(), { scope: 'all', organizationId: p.ids.giverOrganizationId });
    expect(all.ids.sort()).toEqual([a.orderId, b.orderId, c.orderId].sort());
    const refused = await h.http().get('/order?scope=all').set(h.as(p.seller));
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: 'error.forbidden',
    });
  });
});

describe('GET /order/{orderId}/qr.png', () => {
  it('answers the PNG of the order number to anyone, and 404 for an unknown order', async () => {
    const p = await parties();
    const data = redemption(p.productId, p.ids);
    await storedOrder(h, data);
    const res = await h.http().get(`/order/${data.orderId}/qr.png`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((res.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
    const unknown = await h.http().get(`/order/${randomUUID()}/qr.png`);
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 404,
      message: 'error.order.notFound',
    });
  });
});

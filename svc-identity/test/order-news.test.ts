import { randomUUID } from 'node:crypto';
import { catalogStream } from './catalog-stream';
import type { Identity } from './harness';
import { newsWorld } from './news-world';

/**
 * svc-catalog's new orders, published on a real NATS into CATALOG, become an in-app notification for the seller's
 * members who ship them (issue 23): admins and managers, not plain users nor blocked members, not the giver;
 * pushed live, no notification mail (svc-catalog mails the order itself), once however often it is delivered.
 */
const DURABLE = 'identity-order-news';
const world = newsWorld(catalogStream, DURABLE, 'orderId');
const { publishTwice, notificationsOf, mailsAbout, pushedAbout } = world;
let id: Identity;
let admin: { id: string };
let manager: { id: string };
let plain: { id: string };
let blocked: { id: string };
let giverAdmin: { id: string };
let seller: string;
let giver: string;

beforeAll(async () => {
  ({ id } = await world.start());
  [admin, manager, plain, blocked, giverAdmin] = [
    await id.createUser({ language: 'de' }),
    await id.createUser({ language: 'en' }),
    await id.createUser(),
    await id.createUser({ blocked: true }),
    await id.createUser(),
  ];
  seller = await id.createOrganization(
    'Berner Chocolatier',
    [
      { userId: admin.id, roles: ['admin'] },
      { userId: manager.id, roles: ['manager'] },
      { userId: plain.id, roles: ['user', 'designer'] },
      { userId: blocked.id, roles: ['admin'] },
    ],
    'approved',
    ['seller'],
  );
  giver = await id.createOrganization('Schenkt AG', [{ userId: giverAdmin.id, roles: ['admin'] }], 'approved', [
    'giver',
  ]);
});
afterAll(() => world.stop());

it("tells the seller's admins and managers of a new order in-app, once, without a mail", async () => {
  const orderId = randomUUID();
  const { redeliver } = await publishTwice('order.placed', {
    orderId,
    number: 'B-000042',
    productId: randomUUID(),
    productVersion: 1,
    productName: { de: 'Pralinés', en: 'Pralines' },
    type: 'physical',
    priceRappen: 4_500,
    shippingRappen: 700,
    sellerOrganizationId: seller,
    giverOrganizationId: giver,
    campaignId: randomUUID(),
    voucherId: randomUUID(),
    week: '2026-W49',
    status: 'placed',
    at: new Date().toISOString(),
    byUserId: null,
  });
  const rows = await notificationsOf(orderId);
  expect(rows.map((r) => r.user_id).sort()).toEqual([admin.id, manager.id].sort());
  for (const row of rows)
    expect(row).toMatchObject({
      type: 'notification.orderPlaced',
      path: `/cockpit/orders/${orderId}`,
      organization_id: seller,
      data: { orderId, number: 'B-000042', productName: { de: 'Pralinés', en: 'Pralines' } },
    });
  expect((await pushedAbout(orderId)).map((e) => e.payload.userId).sort()).toEqual([admin.id, manager.id].sort());
  expect(await mailsAbout(orderId)).toEqual([]);
  await redeliver();
  expect(await notificationsOf(orderId)).toHaveLength(2);
  expect(await pushedAbout(orderId)).toHaveLength(2);
});

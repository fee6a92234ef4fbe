import { randomUUID } from 'node:crypto';
import { catalogStream, type CatalogStream } from './catalog-stream';
import { startIdentity, type Identity } from './harness';

/**
 * The one audit log (spec section 3): svc-catalog's `audit.catalog.recorded` events, published on a real
 * NATS as its outbox relay would, become entries of GET /audit with the acting user's name.
 */
let id: Identity;
let catalog: CatalogStream;
beforeAll(async () => {
  id = await startIdentity();
  // After the service started, as on a fresh platform where svc-catalog comes up second: the consumer waits
  // and retries with a growing pause (the first retries come after 1.5 s and 7.5 s), hence the first test's
  // longer wait below.
  catalog = await catalogStream(id.nats.url);
});
afterAll(async () => {
  await catalog?.close();
  await id?.stop();
});

const DURABLE = 'identity-audit-catalog';

it("stores a catalog entry once, at the time of the change, and GET /audit shows it with the user's name", async () => {
  const platform = await id.createUser({ roles: ['platformAdmin'] });
  const seller = await id.createUser({ email: `seller-${randomUUID().slice(0, 8)}@example.ch` });
  const org = await id.createOrganization('Audit Seller AG', [{ userId: seller.id, roles: ['admin'] }], 'approved', [
    'seller',
  ]);
  const productId = randomUUID();
  const occurredAt = new Date(Date.now() - 60_000);
  const entry = {
    action: 'update' as const,
    entity: 'product',
    entityId: productId,
    organizationId: org,
    userId: seller.id,
    value: { status: { from: 'draft', to: 'pending' } },
    ip: '203.0.113.9',
  };
  const eventId = await catalog.publish('audit.catalog.recorded', entry, { occurredAt });
  await catalog.drained(DURABLE, 60_000);
  // The same event again (a redelivery after a lost ack): still one entry.
  await catalog.publish('audit.catalog.recorded', entry, { id: eventId, occurredAt });
  await catalog.drained(DURABLE);
  expect(await id.knex('audit').where({ entity: 'product', entity_id: productId }).count({ n: '*' })).toEqual([
    { n: '1' },
  ]);

  const asPlatform = (await id.loginAs(platform.email)).headers;
  const page = await id.http().get('/audit').set(asPlatform).query({ entity: 'product', entityId: productId });
  expect(page.status).toBe(200);
  expect(page.body.items).toEqual([
    {
      id: eventId,
      action: 'update',
      entity: 'product',
      entityId: productId,
      organizationId: org,
      user: { id: seller.id, name: 'Test User', email: seller.email },
      value: { status: { from: 'draft', to: 'pending' } },
      ip: '203.0.113.9',
      createdAt: occurredAt.toISOString(),
    },
  ]);

  // The seller's admin reads it among the organisation's own entries.
  const asSeller = (await id.loginAs(seller.email)).headers;
  const own = await id.http().get('/audit').set(asSeller).query({ entity: 'product' });
  expect(own.body.items.map((e: { id: string }) => e.id)).toEqual([eventId]);
}, 90_000);

it("keeps a system entry, an entity id that is no UUID, and an entry naming a user or organisation it doesn't know", async () => {
  const stranger = randomUUID();
  const system = await catalog.publish('audit.catalog.recorded', {
    action: 'trigger',
    entity: 'availability',
    entityId: 'P-1001:2026-W49',
    organizationId: randomUUID(),
    userId: null,
    value: { reserved: 3 },
    ip: null,
  });
  const unknownUser = await catalog.publish('audit.catalog.recorded', {
    action: 'insert',
    entity: 'vatCategory',
    entityId: randomUUID(),
    organizationId: null,
    userId: stranger,
    value: undefined,
    ip: null,
  });
  await catalog.drained(DURABLE);
  const rows = await id.knex('audit').whereIn('id', [system, unknownUser]).orderBy('entity');
  expect(rows.map((r) => [r.entity, r.entity_id, r.user_id, r.organization_id])).toEqual([
    ['availability', 'P-1001:2026-W49', null, null],
    ['vatCategory', expect.any(String), null, null],
  ]);
});

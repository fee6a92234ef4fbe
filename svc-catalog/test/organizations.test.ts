import { randomUUID } from 'node:crypto';
import { eventRegistry, streams, type EventInput, type Product } from '@cadeau/contracts';
import { until } from '@cadeau/service-kit/testing';
import { JSONCodec, type NatsConnection } from 'nats';
import { SEED_VAT_CATEGORY_IDS } from '../src/db/seed-vat-categories';
import { member, type CatalogHarness } from './harness';
import { startCatalogConsuming } from './consuming-harness';
import { buildProductWorld } from './product-world';

/**
 * svc-catalog's projection of organisations (issue 10), fed by `organization.updated` on the IDENTITY stream
 * of a real NATS (created here as svc-identity creates it): a blocked seller's products leave the givers'
 * catalog and come back when it is unblocked, a renamed seller's products show the new name, an older event
 * delivered late changes nothing.
 */
let h: CatalogHarness;
let nc: NatsConnection;
const codec = JSONCodec();
const DURABLE = 'catalog-organizations';

beforeAll(async () => {
  ({ h, nc } = await startCatalogConsuming(streams.identity));
});
afterAll(async () => {
  await nc?.close();
  await h?.stop();
});

/** Publishes one `organization.updated` as svc-identity's relay does and waits until the consumer handled it. */
async function organizationUpdated(data: EventInput<'organization.updated'>, occurredAt = new Date()) {
  const envelope = { id: randomUUID(), type: 'organization.updated', version: 1, occurredAt: occurredAt.toISOString() };
  await nc
    .jetstream()
    .publish(
      'organization.updated',
      codec.encode({ ...envelope, data: eventRegistry['organization.updated'].parse(data) }),
    );
  const jsm = await nc.jetstreamManager();
  await until(
    `${DURABLE} drained`,
    async () => {
      const info = await jsm.consumers.info(streams.identity.name, DURABLE).catch(() => null);
      return info !== null && info.num_pending === 0 && info.num_ack_pending === 0;
    },
    // The consumer may be backing off (up to 10 s) from a start before this test created the stream.
    60_000,
  );
}

const catalogIds = async (organizationId: string) => {
  const res = await h
    .http()
    .get(`/product/list?scope=catalog&organizationId=${organizationId}`)
    .set(h.as(member({ features: ['giver'] })));
  expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ status: 200, body: null });
  return (res.body.items as Product[]).map((p) => p.id);
};

describe('a blocked seller', () => {
  it('leaves the givers’ catalog while blocked and comes back unchanged when unblocked', async () => {
    const org = randomUUID();
    const world = await buildProductWorld(h, org, SEED_VAT_CATEGORY_IDS.normal);
    const other = randomUUID();
    const kept = await buildProductWorld(h, other, SEED_VAT_CATEGORY_IDS.normal);
    expect(await catalogIds(org)).toEqual([world.approvedProductId]);

    await organizationUpdated({ organizationId: org, name: 'Seller A', status: 'blocked', features: ['seller'] });
    expect(await catalogIds(org)).toEqual([]);
    // Another seller is not concerned; the product itself was not changed.
    expect(await catalogIds(other)).toEqual([kept.approvedProductId]);
    expect((await h.knex('products').where({ id: world.approvedProductId }).first()).status).toBe('approved');

    // An older event delivered late (a blocked state before the unblock) does not undo the newer one.
    const unblockedAt = new Date();
    await organizationUpdated(
      { organizationId: org, name: 'Seller A', status: 'approved', features: ['seller'] },
      unblockedAt,
    );
    await organizationUpdated(
      { organizationId: org, name: 'Seller A', status: 'blocked', features: ['seller'] },
      new Date(unblockedAt.getTime() - 60_000),
    );
    expect(await catalogIds(org)).toEqual([world.approvedProductId]);
  });
});

describe('a seller that loses the seller feature', () => {
  it('leaves the givers’ catalog until it has the feature again', async () => {
    const org = randomUUID();
    const world = await buildProductWorld(h, org, SEED_VAT_CATEGORY_IDS.normal);
    expect(await catalogIds(org)).toEqual([world.approvedProductId]);
    await organizationUpdated({ organizationId: org, name: 'Seller B', status: 'approved', features: ['giver'] });
    expect(await catalogIds(org)).toEqual([]);
    await organizationUpdated({
      organizationId: org,
      name: 'Seller B',
      status: 'approved',
      features: ['giver', 'seller'],
    });
    expect(await catalogIds(org)).toEqual([world.approvedProductId]);
  });
});

describe('a renamed seller', () => {
  it('gives every product of the organisation its new name, which the search by seller finds', async () => {
    const org = randomUUID();
    const world = await buildProductWorld(h, org, SEED_VAT_CATEGORY_IDS.normal);
    // A name no other product of this database carries, so the search finds only this seller.
    const name = `Chocolatier${org.slice(0, 8)}`;
    await organizationUpdated({
      organizationId: org,
      name,
      status: 'approved',
      features: ['seller'],
    });
    const names = await h.knex('products').where({ organization_id: org }).orderBy('id').pluck('organization_name');
    expect(names).toEqual([world.draftProductId, world.pendingProductId, world.approvedProductId].map(() => name));
    const found = await h
      .http()
      .get(`/product/list?scope=catalog&q=${name}`)
      .set(h.as(member({ features: ['giver'] })));
    expect((found.body.items as Product[]).map((p) => p.id)).toEqual([world.approvedProductId]);
  });
});

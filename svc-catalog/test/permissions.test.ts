import { describeRoutePermissions } from '@cadeau/service-kit/testing';
import { startCatalog, type CatalogHarness } from './harness';
import { allowedBy, buildWorld, personas, type Persona, type World } from './permission-world';
import { samples, type Sample } from './route-samples';

let catalog: CatalogHarness;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog.stop());

/**
 * Every catalog route as every persona (service-kit's describeRoutePermissions, generated from the route table):
 * refused personas get 401/403 from the rule, allowed ones are never refused by it and never get a 5xx. The
 * other seller's admin also proves the isolation of organisation A: a sample naming A's data (`foreign`) is
 * refused or not found for them (no existence leak), never a success.
 */
describeRoutePermissions<Persona, World, Sample>(
  'every catalog route as every persona (generated from the route table)',
  {
    service: 'catalog',
    personas,
    allowedBy,
    // Approving what givers may offer, written by hand (issue 23): a wrong rule cannot move these expectations.
    pinned: { 'POST /product/{productId}/approve': ['platformAdmin'] },
    app: () => catalog.service.app.callback(),
    world: (route) => buildWorld(catalog, route),
    samples,
    headersOf: (persona, w) => w.headersOf(persona),
    async around(persona, { route, sample }, call) {
      const res = await call();
      if (persona === 'otherSeller' && sample.foreign)
        expect({ crossOrganization: `${res.status} ${res.body?.message ?? ''}`.trim() }).toEqual({
          crossOrganization: expect.stringMatching(/^(400|403|404|409)/),
        });
      // Issue 23: organisation members with the user or designer role read their products and change none of them.
      if (
        (persona === 'sellerUser' || persona === 'sellerDesigner') &&
        PRODUCT_WRITES.includes(`${route.method} ${route.path}`)
      )
        expect({ readerChanges: `${res.status} ${res.body?.message ?? ''}` }).toEqual({
          readerChanges: '403 error.product.readOnly',
        });
      if (
        (persona === 'sellerManager' || persona === 'sellerAdmin') &&
        PRODUCT_WRITES.includes(`${route.method} ${route.path}`)
      )
        expect({ writerChanges: res.body?.message }).not.toEqual({ writerChanges: 'error.product.readOnly' });
      if (`${route.method} ${route.path}` === 'POST /order/{orderId}/status') {
        const actual = `${res.status} ${res.body?.message ?? ''}`.trim();
        const through = res.status < 500 && res.status !== 401 && res.status !== 403 && res.status !== 404;
        expect({ [persona]: ORDER_STATUS_CALLERS[persona] === ALLOWED && through ? ALLOWED : actual }).toEqual({
          [persona]: ORDER_STATUS_CALLERS[persona],
        });
      }
      return res;
    },
  },
);

const ALLOWED = 'allowed';
/**
 * Who may move an order along (shipped, done: done leads to the seller's payout), written by hand (issue 23) with
 * each persona's outcome, whatever the route table's rule and the order rights say: the seller's admins and
 * managers and platform administrators; the seller's readers and the giver read the order and change nothing,
 * another seller does not learn it exists.
 */
const ORDER_STATUS_CALLERS: Record<Persona, string> = {
  anonymous: '401 error.unauthorized',
  sellerUser: '403 error.order.readOnly',
  sellerDesigner: '403 error.order.readOnly',
  sellerManager: ALLOWED,
  sellerAdmin: ALLOWED,
  otherSeller: '404 error.order.notFound',
  giver: '403 error.order.readOnly',
  platformAdmin: ALLOWED,
};

/** The product routes that change a product, written by hand (issue 23): admins and managers only. */
const PRODUCT_WRITES = [
  'POST /product',
  'PUT /product',
  'POST /product/{productId}/create-template',
  'POST /product/{productId}/version',
  'PUT /product/{productId}/pause',
  'PUT /product/{productId}/delete',
  'POST /product/{productId}/publish',
];

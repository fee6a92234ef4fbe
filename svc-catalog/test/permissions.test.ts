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
      return res;
    },
  },
);

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

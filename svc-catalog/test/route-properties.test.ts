import { describeRouteProperties } from '@cadeau/service-kit/testing';
import { startCatalog, type CatalogHarness } from './harness';
import { buildWorld, type Persona, type World } from './permission-world';
import { samples, type Sample } from './route-samples';

let catalog: CatalogHarness;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog.stop());

/**
 * Issue 8's property for svc-catalog: every catalog route of the table, fed generated bodies, parameters and
 * queries around its permission sample (fast-check), as a platform administrator (passes every user rule), a
 * seller's admin and anonymously. Never a 5xx; a refused call and every GET write nothing.
 */
describeRouteProperties<Persona, World, Sample>('generated requests to every catalog route', {
  service: 'catalog',
  personas: ['platformAdmin', 'sellerAdmin', 'anonymous'],
  app: () => catalog.service.app.callback(),
  world: (route) => buildWorld(catalog, route),
  samples,
  headersOf: (persona, w) => w.headersOf(persona),
  db: () => catalog.knex,
});

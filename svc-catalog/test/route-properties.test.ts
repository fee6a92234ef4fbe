import type { RouteDef } from '@cadeau/contracts';
import { signInternalCall } from '@cadeau/service-kit';
import { describeRouteProperties, type SentRequest } from '@cadeau/service-kit/testing';
import { SECRET, startCatalog, type CatalogHarness } from './harness';
import { buildWorld, type Persona, type World } from './permission-world';
import { samples, type Sample } from './route-samples';

let catalog: CatalogHarness;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog.stop());

/** The permission test's personas and another service (svc-campaign) calling the `internal` routes, signed. */
type Caller = Persona | 'service';

/**
 * Who calls a route, the first of them making the fixed examples (NUL and unpaired surrogates in each field): the
 * one that passes the route's rules. No one caller passes all of them: the seller's admin owns organisation A's
 * products and uploads, only the platform administrator passes `platformAdmin` routes (and sees every
 * organisation's products), only a signed service call passes `internal` ones. A giver reads the catalog.
 */
function callersOf(route: RouteDef): readonly Caller[] {
  if (route.access === 'internal') return ['service', 'sellerAdmin', 'anonymous'];
  if (route.access === 'platformAdmin') return ['platformAdmin', 'sellerAdmin', 'anonymous'];
  return ['sellerAdmin', 'platformAdmin', 'giver', 'anonymous'];
}

/**
 * A signed internal call of the request exactly as it is sent (the signature covers method, path with query,
 * idempotency key and body). The key is the world's reservation's: a repeat, a release, or another product or
 * week under the same key (a conflict), whatever the generator made of the body.
 */
function serviceHeaders(world: World, sent: SentRequest): Record<string, string> {
  return signInternalCall(SECRET, {
    ...sent,
    caller: 'svc-campaign',
    timestampSec: Math.floor(Date.now() / 1000),
    idempotencyKey: world.reservationKey,
  });
}

/**
 * Issue 8's property for svc-catalog: every catalog route of the table, fed generated bodies, parameters and
 * queries around its permission sample (fast-check), from the callers above. Never a 5xx; a refused call and
 * every GET write nothing.
 */
describeRouteProperties<Caller, World, Sample>('generated requests to every catalog route', {
  service: 'catalog',
  personas: callersOf,
  app: () => catalog.service.app.callback(),
  world: (route) => buildWorld(catalog, route),
  samples,
  headersOf: (caller, w, sent) => (caller === 'service' ? serviceHeaders(w, sent) : w.headersOf(caller)),
  db: () => catalog.knex,
});

import type { RouteDef } from '@cadeau/contracts';
import { signInternalCall } from '@cadeau/service-kit';
import { describeRouteProperties, type SentRequest } from '@cadeau/service-kit/testing';
import { SECRET, startCampaignWithNeighbours, type CampaignWithNeighbours } from './harness';
import { buildWorld, type Persona, type World } from './permission-world';
import { samples, type Sample } from './route-samples';

let h: CampaignWithNeighbours;
beforeAll(async () => {
  h = await startCampaignWithNeighbours();
});
afterAll(() => h?.stop());

/**
 * Who calls a route, the first of them making the fixed examples (NUL and unpaired surrogates in each field): the
 * one that passes the route's rules. Organisation A's admin manages its campaigns; only the platform administrator
 * passes the review; another giver and a seller are refused by the service's finer rules.
 */
/** The personas and svc-mail calling the `internal` routes, signed (issue 12). */
type Caller = Persona | 'service';

function callersOf(route: RouteDef): readonly Caller[] {
  if (route.access === 'internal') return ['service', 'giverAdmin', 'anonymous'];
  if (route.access === 'platformAdmin') return ['platformAdmin', 'giverAdmin', 'anonymous'];
  return ['giverAdmin', 'giverDesigner', 'platformAdmin', 'otherGiver', 'seller', 'anonymous'];
}

const IMPORT = 'POST /campaign/{campaignId}/recipients/import';

/**
 * The samples as the generator takes them. The CSV import's body is a file, not JSON, which the generator cannot
 * vary: its parameters and query are varied without a body here, and its malformed files (encoding, quotes,
 * columns, sizes) are the recipients area's own suite (csv-import.test.ts).
 */
const propertySamples: Record<string, (w: World) => Sample> = {
  ...samples,
  [IMPORT]: (w) => ({ ...samples[IMPORT]!(w), body: undefined, headers: undefined }),
};

/**
 * Issue 8's property for svc-campaign: every campaign route of the table, fed generated bodies, parameters and
 * queries around its permission sample (fast-check), from the callers above. Never a 5xx; a refused call and
 * every GET write nothing.
 */
/** A signed internal call of the request exactly as it is sent, as svc-mail makes them. */
const serviceHeaders = (sent: SentRequest): Record<string, string> =>
  signInternalCall(SECRET, { ...sent, caller: 'svc-mail', timestampSec: Math.floor(Date.now() / 1000) });

describeRouteProperties<Caller, World, Sample>('generated requests to every campaign route', {
  service: 'campaign',
  personas: callersOf,
  app: () => h.service.app.callback(),
  world: (route) => buildWorld(h, h.catalog, route),
  samples: propertySamples,
  headersOf: (caller, w, sent) => (caller === 'service' ? serviceHeaders(sent) : w.headersOf(caller)),
  db: () => h.knex,
  // Failed gift-code lookups spend the lookup budgets on purpose (issue 12, rate-limiter-flexible's counters).
  writtenOnRefusal: ['voucher_lookup_limits'],
});

import { campaignRightRoles, campaignRouteRights, routes, type CampaignRight, type RouteDef } from '@cadeau/contracts';
import request, { type Response } from 'supertest';
import { startCampaignWithNeighbours, type CampaignWithNeighbours } from './harness';
import { buildWorld, personas, roleInA, type Persona, type World } from './permission-world';
import { samples, type Sample } from './route-samples';

let h: CampaignWithNeighbours;
beforeAll(async () => {
  h = await startCampaignWithNeighbours();
});
afterAll(() => h?.stop());

const campaignRoutes = (routes as readonly RouteDef[]).filter((r) => r.service === 'campaign');
const key = (r: RouteDef) => `${r.method} ${r.path}`;
const ALLOWED = 'allowed';

/**
 * What a persona must get from a route, from the route table and the campaign roles (contracts campaign-roles.ts,
 * docs/permissions.md): `allowed` (neither 401 nor 403, never a 5xx; a state refusal such as 409 is allowed), or
 * the exact refusal `<status> <key>`.
 * - internal routes (svc-mail's calls): 403 `error.forbidden` for every persona, a signed call is no persona;
 * - anonymous: 401; a seller (no giver feature): 403 `error.campaign.giverOnly`;
 * - a member of organisation A: allowed when its role holds the route's right, else 403 `error.forbidden`;
 * - another giver's admin: allowed for what is its own (its list, a new campaign), 404 `error.campaign.notFound`
 *   for organisation A's campaign (no existence leak);
 * - a platform administrator (no giver organisation of his own here): reads every campaign, changes none of A's
 *   (403 `error.forbidden`), reviews.
 */
function expected(route: RouteDef, persona: Persona, sample: Sample): string {
  // Only a signed service call passes an internal route (ADR 0008): every user, signed in or not, is refused.
  if (route.access === 'internal') return '403 error.forbidden';
  // The public redemption (issue 12): anyone, signed in or not, gets the same answer for a code.
  if (route.access === 'public') return ALLOWED;
  if (persona === 'anonymous') return '401 error.unauthorized';
  if (route.access === 'platformAdmin') return persona === 'platformAdmin' ? ALLOWED : '403 error.forbidden';
  const right: CampaignRight = campaignRouteRights[key(route)] ?? 'manage';
  if (persona === 'seller') return '403 error.campaign.giverOnly';
  if (persona === 'platformAdmin') return right === 'read' ? ALLOWED : '403 error.forbidden';
  if (persona === 'otherGiver') return sample.foreign ? '404 error.campaign.notFound' : ALLOWED;
  return campaignRightRoles[right].includes(roleInA[persona]!) ? ALLOWED : '403 error.forbidden';
}

/**
 * The review, the release and the platform's reports, written by hand (issues 20, 23): who gets through, whatever the route table and the role
 * rights say, so a wrong rule there cannot move its own expectation. Everyone else is refused by the rule.
 */
const platformAdminsOnly: Record<Persona, string> = {
  anonymous: '401 error.unauthorized',
  seller: '403 error.forbidden',
  otherGiver: '403 error.forbidden',
  platformAdmin: ALLOWED,
  giverUser: '403 error.forbidden',
  giverDesigner: '403 error.forbidden',
  giverManager: '403 error.forbidden',
  giverAdmin: '403 error.forbidden',
};
const pinned: Record<string, Record<Persona, string>> = {
  'POST /campaign/{campaignId}/approve': {
    anonymous: '401 error.unauthorized',
    seller: '403 error.forbidden',
    otherGiver: '403 error.forbidden',
    platformAdmin: ALLOWED,
    giverUser: '403 error.forbidden',
    giverDesigner: '403 error.forbidden',
    giverManager: '403 error.forbidden',
    giverAdmin: '403 error.forbidden',
  },
  'GET /platform/statistics': platformAdminsOnly,
  'GET /platform/tasks': platformAdminsOnly,
  'GET /platform/reports/engagement-funnel': platformAdminsOnly,
  'GET /platform/reports/engagement-funnel/export': platformAdminsOnly,
  'GET /platform/reports/products-per-week': platformAdminsOnly,
  'GET /platform/reports/products-per-week/export': platformAdminsOnly,
  'GET /platform/reports/campaign-product-planning': platformAdminsOnly,
  'GET /platform/reports/campaign-product-planning/export': platformAdminsOnly,
  'POST /campaign/{campaignId}/release': {
    anonymous: '401 error.unauthorized',
    seller: '403 error.campaign.giverOnly',
    otherGiver: '404 error.campaign.notFound',
    platformAdmin: '403 error.forbidden',
    giverUser: '403 error.forbidden',
    giverDesigner: '403 error.forbidden',
    giverManager: ALLOWED,
    giverAdmin: ALLOWED,
  },
};

function outcomeOf(res: Response, wanted: string): string {
  const actual = `${res.status} ${res.body?.message ?? ''}`.trim();
  if (wanted !== ALLOWED || res.status >= 500) return actual;
  return res.status === 401 || res.status === 403 ? actual : ALLOWED;
}

function send(route: RouteDef, sample: Sample, headers: Record<string, string>) {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(sample.params![name]!));
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const req = request(h.service.app.callback())[method](path).set(headers);
  if (sample.headers) req.set(sample.headers);
  if (sample.query) req.query(sample.query);
  return sample.body === undefined ? req : req.send(sample.body);
}

describe('every campaign route as every persona (generated from the route table and the campaign roles)', () => {
  it('has a sample call and a role right for every campaign route, and none (nor a pinned one) without a route', () => {
    const keys = campaignRoutes.map(key);
    expect(keys.filter((k) => !(k in samples))).toEqual([]);
    expect(Object.keys(samples).filter((k) => !keys.includes(k))).toEqual([]);
    // A pinned route gone from the table (renamed, moved) would silently lose its hand-written expectation.
    expect(Object.keys(pinned).filter((k) => !keys.includes(k))).toEqual([]);
    const orgMemberKeys = campaignRoutes.filter((r) => r.access === 'orgMember').map(key);
    expect(orgMemberKeys.filter((k) => !(k in campaignRouteRights))).toEqual([]);
    expect(Object.keys(campaignRouteRights).filter((k) => !orgMemberKeys.includes(k))).toEqual([]);
  });

  for (const route of campaignRoutes) {
    it(`${key(route)} (${route.access}, ${campaignRouteRights[key(route)] ?? 'review'})`, async () => {
      const world: World = await buildWorld(h, h.catalog, route);
      const sample = samples[key(route)]!(world);
      const outcomes: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      for (const persona of personas) {
        wanted[persona] = pinned[key(route)]?.[persona] ?? expected(route, persona, sample);
        outcomes[persona] = outcomeOf(await send(route, sample, world.headersOf(persona)), wanted[persona]);
      }
      expect(outcomes).toEqual(wanted);
    });
  }
});

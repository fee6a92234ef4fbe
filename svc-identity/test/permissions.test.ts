import type { AccessRule, RouteDef } from '@cadeau/contracts';
import { identityRoutes } from '../src/api';
import { startIdentity, type Identity } from './harness';
import { buildWorld, personas, SECRET_MARKER, type Persona } from './permission-world';
import { samples } from './route-samples';

/** Who passes each access rule (contracts `AccessRule`); `self` samples name the plain user. */
const allowedBy: Record<AccessRule, readonly Persona[]> = {
  public: personas,
  authenticated: ['user', 'designer', 'manager', 'otherOrgAdmin', 'orgAdmin', 'platformAdmin'],
  self: ['user', 'platformAdmin'],
  orgMember: ['user', 'designer', 'manager', 'otherOrgAdmin', 'orgAdmin', 'platformAdmin'],
  orgAdmin: ['otherOrgAdmin', 'orgAdmin', 'platformAdmin'],
  platformAdmin: ['platformAdmin'],
};

const fill = (path: string, params: Record<string, string> = {}) => path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name]));
const key = (r: RouteDef) => `${r.method} ${r.path}`;

describe('every identity route as every persona (generated from the route table)', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('has a known rule and a sample call for every identity route, and no sample without a route', () => {
    const keys = identityRoutes().map(key);
    for (const r of identityRoutes()) {
      expect({ route: key(r), rule: Object.keys(allowedBy).includes(r.access) }).toEqual({ route: key(r), rule: true });
      expect({ route: key(r), sample: key(r) in samples }).toEqual({ route: key(r), sample: true });
    }
    expect(Object.keys(samples).filter((k) => !keys.includes(k))).toEqual([]);
  });

  for (const route of identityRoutes()) {
    it(`${key(route)} (${route.access})`, async () => {
      const w = await buildWorld(id);
      const sample = samples[key(route)]?.(w);
      if (!sample) throw new Error(`no sample call for ${key(route)}`);
      const outcomes: Record<string, string> = {};
      for (const persona of personas) {
        const before = persona === 'otherOrgAdmin' ? await w.snapshotA() : null;
        const req = id.http()[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](fill(route.path, sample.params)).set(w.headersOf(persona));
        if (sample.query) req.query(sample.query);
        const res = sample.body === undefined ? await req : await req.send(sample.body as object);
        const refused = (res.status === 401 && res.body.message === 'error.unauthorized') || (res.status === 403 && res.body.message === 'error.forbidden');
        const allowed = allowedBy[route.access].includes(persona);
        outcomes[persona] = `${res.status} ${res.body?.message ?? ''}`.trim();
        expect({ persona, status: res.status < 500 }).toEqual({ persona, status: true });
        if (!allowed) expect({ persona, refused, got: outcomes[persona] }).toEqual({ persona, refused: true, got: expect.stringMatching(persona === 'anonymous' ? /^401/ : /^403/) });
        else expect({ persona, refusedByRule: refused, got: outcomes[persona] }).toEqual({ persona, refusedByRule: false, got: outcomes[persona] });
        if (persona === 'otherOrgAdmin') {
          if (sample.foreign) expect({ crossOrganization: outcomes[persona] }).toEqual({ crossOrganization: expect.stringMatching(/^(400|403|404|409)/) });
          if (!sample.revealsByToken) {
            expect(JSON.stringify(res.body ?? {})).not.toContain(SECRET_MARKER);
            expect(JSON.stringify(res.body ?? {})).not.toContain(w.orgA);
          }
          expect(await w.snapshotA()).toEqual(before);
        }
      }
    });
  }
});

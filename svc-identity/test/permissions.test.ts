import { describeRoutePermissions } from '@cadeau/service-kit/testing';
import { startIdentity, type Identity } from './harness';
import { buildWorld, personas, SECRET_MARKER, type Persona, type World } from './permission-world';
import { samples, type Sample } from './route-samples';

/** Who passes each user rule (contracts `AccessRule`); `self` samples name the plain user. */
const allowedBy = {
  public: personas,
  authenticated: ['user', 'designer', 'manager', 'otherOrgAdmin', 'orgAdmin', 'platformAdmin'],
  self: ['user', 'platformAdmin'],
  orgMember: ['user', 'designer', 'manager', 'otherOrgAdmin', 'orgAdmin', 'platformAdmin'],
  orgAdmin: ['otherOrgAdmin', 'orgAdmin', 'platformAdmin'],
  platformAdmin: ['platformAdmin'],
} as const satisfies Record<string, readonly Persona[]>;

let id: Identity;
beforeAll(async () => {
  id = await startIdentity();
});
afterAll(() => id.stop());

/**
 * Every identity route as every persona (service-kit's describeRoutePermissions, generated from the route
 * table): refused personas get 401/403 from the rule, allowed ones are never refused by it and never get
 * a 5xx. Organisation B's admin additionally proves the isolation of organisation A: a sample naming A's
 * data is refused (400/403/404/409), no answer carries A's marker or id, and A's data is unchanged.
 */
describeRoutePermissions<Persona, World, Sample>(
  'every identity route as every persona (generated from the route table)',
  {
    service: 'identity',
    personas,
    allowedBy,
    // Approving organisations, written by hand (issue 23): a wrong rule cannot move this expectation.
    pinned: { 'PUT /organization/status': ['platformAdmin'] },
    app: () => id.service.app.callback(),
    world: () => buildWorld(id),
    samples,
    headersOf: (persona, w) => w.headersOf(persona),
    async around(persona, { world: w, sample }, call) {
      if (persona !== 'otherOrgAdmin') return call();
      const before = await w.snapshotA();
      const res = await call();
      const outcome = `${res.status} ${res.body?.message ?? ''}`.trim();
      if (sample.foreign)
        expect({ crossOrganization: outcome }).toEqual({
          crossOrganization: expect.stringMatching(/^(400|403|404|409)/),
        });
      if (!sample.revealsByToken) {
        expect(JSON.stringify(res.body ?? {})).not.toContain(SECRET_MARKER);
        expect(JSON.stringify(res.body ?? {})).not.toContain(w.orgA);
      }
      expect(await w.snapshotA()).toEqual(before);
      return res;
    },
  },
);

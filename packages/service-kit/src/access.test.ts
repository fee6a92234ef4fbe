import { routes, type AccessRule, type RouteDef, type UserContext } from '@cadeau/contracts';
import request from 'supertest';
import { createService, type Service } from './service';
import { signUserContext } from './user-context';

const secret = 'access-test-secret';
const ORG = '11111111-1111-4111-8111-111111111111';
const OTHER_ORG = '22222222-2222-4222-8222-222222222222';
const ME = '33333333-3333-4333-8333-333333333333';
const SOMEONE = '44444444-4444-4444-8444-444444444444';

const base: Omit<UserContext, 'iat'> = {
  userId: ME,
  sessionId: '55555555-5555-4555-8555-555555555555',
  roles: [],
  organizations: [],
  currentOrganizationId: null,
  impersonatorId: null,
  language: 'en',
};
const users: Record<string, Omit<UserContext, 'iat'> | null> = {
  anonymous: null,
  plain: base,
  member: { ...base, organizations: [{ id: ORG, roles: ['user'], features: [] }], currentOrganizationId: ORG },
  memberOfOtherCurrent: {
    ...base,
    organizations: [{ id: ORG, roles: ['admin'], features: [] }],
    currentOrganizationId: OTHER_ORG,
  },
  orgAdmin: { ...base, organizations: [{ id: ORG, roles: ['admin'], features: [] }], currentOrganizationId: ORG },
  platformAdmin: { ...base, userId: SOMEONE, roles: ['platformAdmin'] },
};

// Expected status per rule and caller; `self` is probed on the caller's own id and on someone else's.
const expected: Record<string, Record<string, number>> = {
  public: { anonymous: 200, plain: 200, member: 200, memberOfOtherCurrent: 200, orgAdmin: 200, platformAdmin: 200 },
  authenticated: {
    anonymous: 401,
    plain: 200,
    member: 200,
    memberOfOtherCurrent: 200,
    orgAdmin: 200,
    platformAdmin: 200,
  },
  'self:own': { anonymous: 401, plain: 200, member: 200, memberOfOtherCurrent: 200, orgAdmin: 200, platformAdmin: 200 },
  'self:other': {
    anonymous: 401,
    plain: 403,
    member: 403,
    memberOfOtherCurrent: 403,
    orgAdmin: 403,
    platformAdmin: 200,
  },
  orgMember: { anonymous: 401, plain: 403, member: 200, memberOfOtherCurrent: 403, orgAdmin: 200, platformAdmin: 200 },
  orgAdmin: { anonymous: 401, plain: 403, member: 403, memberOfOtherCurrent: 403, orgAdmin: 200, platformAdmin: 200 },
  platformAdmin: {
    anonymous: 401,
    plain: 403,
    member: 403,
    memberOfOtherCurrent: 403,
    orgAdmin: 403,
    platformAdmin: 200,
  },
  // Only a signed service call passes (test/internal-calls.test.ts); no user does, anonymous included.
  internal: {
    anonymous: 403,
    plain: 403,
    member: 403,
    memberOfOtherCurrent: 403,
    orgAdmin: 403,
    platformAdmin: 403,
  },
};

const rules: AccessRule[] = ['public', 'authenticated', 'self', 'orgMember', 'orgAdmin', 'platformAdmin', 'internal'];

describe('kit.route access rules', () => {
  let service: Service;
  beforeAll(async () => {
    service = await createService({
      name: 'access-test',
      secret,
      setup(kit) {
        for (const rule of rules) {
          const path = rule === 'self' ? '/probe/self/{userId}' : `/probe/${rule}`;
          kit.route({ method: 'GET', path, service: 'identity', access: rule }, async (_ctx, { user }) => ({
            userId: user?.userId ?? null,
          }));
        }
      },
    });
  });
  afterAll(() => service.close());

  const cases = Object.entries(expected).flatMap(([rule, byUser]) =>
    Object.entries(byUser).map(([who, status]) => [rule, who, status] as const),
  );
  it.each(cases)('%s as %s answers %i', async (rule, who, status) => {
    const user = users[who];
    let path = `/probe/${rule}`;
    if (rule === 'self:own') path = `/probe/self/${user?.userId ?? ME}`;
    if (rule === 'self:other') path = `/probe/self/${user?.userId === SOMEONE ? ME : SOMEONE}`;
    const res = await request(service.app.callback())
      .get(path)
      .set(user ? signUserContext(user, secret) : {});
    expect(res.status).toBe(status);
    if (status === 401) expect(res.body.message).toBe('error.unauthorized');
    if (status === 403) expect(res.body.message).toBe('error.forbidden');
  });

  it('covers every access rule of the contracts', () => {
    const covered = new Set(Object.keys(expected).map((k) => k.split(':')[0]));
    expect([...covered].sort()).toEqual([...rules].sort());
    for (const r of routes as readonly RouteDef[]) expect(rules).toContain(r.access);
  });

  it('cannot register a route with an unknown rule', async () => {
    await expect(
      createService({
        name: 'bad-rule',
        secret,
        setup(kit) {
          kit.route(
            { method: 'GET', path: '/x', service: 'identity', access: 'friends' as AccessRule },
            async () => 'x',
          );
        },
      }),
    ).rejects.toThrow('Unknown access rule: friends');
    await expect(
      createService({
        name: 'no-rule',
        secret,
        setup(kit) {
          kit.route({ method: 'GET', path: '/x', service: 'identity' } as unknown as RouteDef, async () => 'x');
        },
      }),
    ).rejects.toThrow('Unknown access rule');
  });
});

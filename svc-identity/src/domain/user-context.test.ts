import { refusal } from '@cadeau/service-kit/errors';
import { currentOrganizationId, myUserOf, userContextFor, type Membership } from './user-context';
import { profileChanges } from './user';
import { messageTypeOf, reasonType } from './conversation';

const m = (id: string, status: Membership['status']): Membership => ({ id, status, features: [], roles: ['user'] });

describe('user context', () => {
  const ms = [m('blocked', 'blocked'), m('first', 'approved'), m('second', 'pending')];

  it('keeps the session organisation while the user is in it, else the first not blocked one', () => {
    expect(currentOrganizationId(ms, 'second')).toBe('second');
    expect(currentOrganizationId(ms, 'blocked')).toBe('first');
    expect(currentOrganizationId(ms, null)).toBe('first');
    expect(currentOrganizationId([m('b', 'blocked')], null)).toBeNull();
    expect(currentOrganizationId(ms, 'anywhere', true)).toBe('anywhere');
  });

  it('signs only organisations that grant access', () => {
    const ctx = userContextFor({ id: 'u', roles: [], language: 'en' }, ms, {
      id: 's',
      current_organization_id: null,
      impersonator_id: 'admin',
    });
    expect(ctx.organizations.map((o) => o.id)).toEqual(['first', 'second']);
    expect(ctx).toMatchObject({ userId: 'u', sessionId: 's', currentOrganizationId: 'first', impersonatorId: 'admin' });
  });
});

describe('profile edits and conversation messages', () => {
  it('changes only given, different fields', () => {
    const current = { first_name: 'Anna', last_name: 'Muster', language: 'de' };
    expect(profileChanges(current, { firstName: 'Anna', language: 'en' })).toEqual({
      columns: { language: 'en' },
      changes: { language: { from: 'de', to: 'en' } },
    });
    expect(profileChanges(current, {})).toEqual({ columns: {}, changes: {} });
  });

  it('posts status reasons by their kind and the platform as the platform', () => {
    expect(['pending', 'approved', 'rejected', 'blocked'].map((s) => reasonType(s as never))).toEqual([
      'platform',
      'approvalReason',
      'rejectionReason',
      'rejectionReason',
    ]);
    const admin = { roles: ['platformAdmin'], organizations: [{ id: 'own', roles: [], features: [] }] };
    expect(messageTypeOf(admin, 'other')).toBe('platform');
    expect(messageTypeOf(admin, 'own')).toBe('user');
    expect(messageTypeOf({ roles: [], organizations: [] }, 'other')).toBe('user');
  });
});

describe('myUserOf', () => {
  const anna = { id: 'u1', first_name: 'Anna', last_name: 'Muster', email: 'anna@example.ch', language: 'de' as const };
  const session = { id: 's1', current_organization_id: 'o2', impersonator_id: null };
  const memberships = [
    { id: 'o1', name: 'Blocked AG', status: 'blocked' as const, features: [], roles: ['admin'] },
    { id: 'o2', name: 'Muster GmbH', status: 'approved' as const, features: ['b2b'], roles: ['user'] },
  ];

  it('answers the user with every membership and the session organisation they still belong to', () => {
    expect(myUserOf({ ...anna, roles: [] }, memberships, session)).toEqual({
      id: 'u1',
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
      language: 'de',
      roles: [],
      isPlatformAdmin: false,
      organizations: [
        { id: 'o1', name: 'Blocked AG', status: 'blocked', roles: ['admin'], features: [] },
        { id: 'o2', name: 'Muster GmbH', status: 'approved', roles: ['user'], features: ['b2b'] },
      ],
      currentOrganizationId: 'o2',
      inpersonated: false,
      sessionId: 's1',
    });
  });

  it("keeps a platform administrator's choice and says when the session is impersonated", () => {
    const admin = { ...anna, roles: ['platformAdmin'] };
    const chosen = { id: 's2', current_organization_id: 'elsewhere', impersonator_id: 'u9' };
    expect(myUserOf(admin, [], chosen)).toMatchObject({
      isPlatformAdmin: true,
      organizations: [],
      currentOrganizationId: 'elsewhere',
      inpersonated: true,
      sessionId: 's2',
    });
  });

  it('answers a user who is gone with 404 error.noUserFound', () => {
    expect(refusal(() => myUserOf(undefined, memberships, session))).toEqual({ status: 404, key: 'error.noUserFound' });
  });
});

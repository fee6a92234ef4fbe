import type { UserContext } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import { assertMayRemoveMember, assertMayUpdateMember, assertMemberFound } from './membership';
import { assertMayChoose, currentOrgOf, isOrgAdmin } from './current-organization';

const me = (roles: string[], orgRoles: string[], current: string | null = 'o1'): UserContext =>
  ({
    userId: 'me',
    sessionId: 's',
    roles,
    organizations: [{ id: 'o1', roles: orgRoles, features: [] }],
    currentOrganizationId: current,
    impersonatorId: null,
    language: 'de',
  }) as unknown as UserContext;

describe('members and the current organisation', () => {
  it('nobody changes or removes themselves; an admin dropping their admin role is told so', () => {
    expect(refusal(() => assertMayUpdateMember(me([], ['admin']), 'o1', 'other', ['user']))).toBeNull();
    expect(refusal(() => assertMayUpdateMember(me([], ['admin']), 'o1', 'me', ['user']))).toEqual({
      status: 400,
      key: 'error.user.cannotRemoveOwnAdminRole',
    });
    expect(refusal(() => assertMayUpdateMember(me([], ['admin']), 'o1', 'me', ['admin', 'user']))?.key).toBe(
      'error.organization.cannotUpdateSelf',
    );
    expect(refusal(() => assertMayRemoveMember(me([], ['admin']), 'me'))?.key).toBe(
      'error.organization.cannotRemoveSelf',
    );
    expect(refusal(() => assertMayRemoveMember(me([], ['admin']), 'other'))).toBeNull();
    // Ids compare as uuids: case does not make another user of oneself (issue 8).
    const self = { ...me([], ['admin']), userId: 'a0b1c2d3-0000-4000-8000-00000000000a' } as UserContext;
    expect(refusal(() => assertMayRemoveMember(self, self.userId.toUpperCase()))?.key).toBe(
      'error.organization.cannotRemoveSelf',
    );
    expect(refusal(() => assertMayUpdateMember(self, 'o1', self.userId.toUpperCase(), ['user']))?.key).toBe(
      'error.user.cannotRemoveOwnAdminRole',
    );
  });

  it('a member chooses one of their organisations that is not blocked, never none', () => {
    const memberships = [
      { id: 'o1', status: 'approved' as const, features: [], roles: ['user'] },
      { id: 'o2', status: 'blocked' as const, features: [], roles: ['admin'] },
    ];
    expect(refusal(() => assertMayChoose('o1', { memberships }))).toBeNull();
    expect(refusal(() => assertMayChoose('o2', { memberships }))).toEqual({
      status: 403,
      key: 'error.organization.userNotInOrganization',
    });
    expect(refusal(() => assertMayChoose(null, { memberships }))?.key).toBe('error.organization.noneSelected');
  });

  it('a platform administrator chooses any existing organisation, or none', () => {
    expect(refusal(() => assertMayChoose(null, { exists: false }))).toBeNull();
    expect(refusal(() => assertMayChoose('x', { exists: true }))).toBeNull();
    expect(refusal(() => assertMayChoose('x', { exists: false }))).toEqual({
      status: 404,
      key: 'error.organization.notFound',
    });
  });

  it('knows the current organisation and who administers it', () => {
    expect(currentOrgOf(me([], ['user']))).toBe('o1');
    expect(refusal(() => currentOrgOf(me(['platformAdmin'], [], null)))?.key).toBe('error.organization.noneSelected');
    expect(isOrgAdmin(me([], ['admin']))).toBe(true);
    expect(isOrgAdmin(me([], ['user']))).toBe(false);
    expect(isOrgAdmin(me(['platformAdmin'], []))).toBe(true);
  });
});

describe('assertMemberFound', () => {
  it('answers a change of a membership that does not exist with 404', () => {
    expect(refusal(() => assertMemberFound(false))).toEqual({
      status: 404,
      key: 'error.organization.userNotInOrganization',
    });
    expect(refusal(() => assertMemberFound(true))).toBeNull();
  });
});

import { PLATFORM_ADMIN } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import { assertMayImpersonate, impersonatorOf, mayResume } from './impersonation';

const ADMIN = '00000000-0000-4000-8000-0000000000a1';
const USER = '00000000-0000-4000-8000-0000000000b2';
const cannot = { status: 400, key: 'error.user.cannotImpersonate' };

describe('impersonation rules', () => {
  it('lets a platform administrator impersonate an unblocked user who is not an administrator', () => {
    expect(refusal(() => assertMayImpersonate(ADMIN, { id: USER, roles: [], blocked: false }))).toBeNull();
  });

  it('refuses oneself, another platform administrator and a blocked user', () => {
    expect(refusal(() => assertMayImpersonate(ADMIN, { id: ADMIN, roles: [], blocked: false }))).toEqual(cannot);
    expect(refusal(() => assertMayImpersonate(ADMIN, { id: USER, roles: [PLATFORM_ADMIN], blocked: false }))).toEqual(
      cannot,
    );
    expect(refusal(() => assertMayImpersonate(ADMIN, { id: USER, roles: [], blocked: true }))).toEqual(cannot);
  });

  it('ends only an impersonation session', () => {
    expect(impersonatorOf({ impersonatorId: ADMIN })).toBe(ADMIN);
    expect(refusal(() => impersonatorOf({ impersonatorId: null }))).toEqual({
      status: 400,
      key: 'error.user.notImpersonating',
    });
  });

  it('resumes the administrator only while they exist and are not blocked', () => {
    expect(mayResume({ blocked: false })).toBe(true);
    expect(mayResume({ blocked: true })).toBe(false);
    expect(mayResume(undefined)).toBe(false);
  });
});

import { PLATFORM_ADMIN } from '@cadeau/contracts';
import { firstAdminOptions, planFirstAdmin } from './first-admin';

describe("create-first-admin's options", () => {
  it('take an address as the API does, with names and language for an account made from it alone', () => {
    expect(firstAdminOptions.parse({ email: ' ops@Example.CH ' })).toEqual({
      email: 'ops@example.ch',
      firstName: 'Platform',
      lastName: 'Administrator',
      language: 'de',
    });
    expect(
      firstAdminOptions.parse({ email: 'ops@example.ch', firstName: ' Ada ', lastName: 'Admin', language: 'en' }),
    ).toMatchObject({ firstName: 'Ada', lastName: 'Admin', language: 'en' });
  });

  it.each([['not-an-address'], ['a@b'], ['x@@example.ch'], [`${'a'.repeat(65)}@example.ch`], ['']])(
    'refuse the address %j',
    (email) => {
      const parsed = firstAdminOptions.safeParse({ email });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0].path).toEqual(['email']);
    },
  );

  it('refuse a language the platform does not speak and an empty or overlong name', () => {
    expect(firstAdminOptions.safeParse({ email: 'ops@example.ch', language: 'fr' }).success).toBe(false);
    expect(firstAdminOptions.safeParse({ email: 'ops@example.ch', firstName: ' ' }).success).toBe(false);
    expect(firstAdminOptions.safeParse({ email: 'ops@example.ch', lastName: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('the first platform administrator', () => {
  it('is a new account when the address has none and there is no administrator', () => {
    expect(planFirstAdmin('ops@example.ch', { administrators: 0 })).toEqual({
      action: 'create',
      roles: [PLATFORM_ADMIN],
    });
  });

  it('is the account the address has (its owner registered first), keeping its other roles and its password', () => {
    expect(
      planFirstAdmin('ops@example.ch', {
        administrators: 0,
        account: { id: 'u1', roles: ['betaTester'], blocked: false, emailConfirmed: true },
      }),
    ).toEqual({ action: 'promote', userId: 'u1', roles: ['betaTester', PLATFORM_ADMIN], lockOut: false });
  });

  it('locks out whoever registered the address without confirming it: the mailed link is the only way in', () => {
    expect(
      planFirstAdmin('ops@example.ch', {
        administrators: 0,
        account: { id: 'u1', roles: [], blocked: false, emailConfirmed: false },
      }),
    ).toEqual({ action: 'promote', userId: 'u1', roles: [PLATFORM_ADMIN], lockOut: true });
  });

  it('is refused once any administrator exists, and for a blocked account', () => {
    for (const administrators of [1, 3]) {
      const plan = planFirstAdmin('ops@example.ch', { administrators });
      expect(plan).toMatchObject({ action: 'refuse' });
      expect(plan.action === 'refuse' && plan.reason).toContain('nothing was changed');
    }
    expect(
      planFirstAdmin('ops@example.ch', {
        administrators: 0,
        account: { id: 'u1', roles: [], blocked: true, emailConfirmed: false },
      }),
    ).toEqual({
      action: 'refuse',
      reason: 'ops@example.ch belongs to a blocked account: unblock it or choose another address',
    });
  });
});

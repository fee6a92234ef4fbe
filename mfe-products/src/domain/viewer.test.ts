import type { MyUser } from '@cadeau/contracts';
import { aUser } from '@cadeau/ui/testing';
import { mayChangeProducts, viewerOf } from './viewer';

const ORG = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e00aa';
const sellerWith = (roles: string[], extra: Record<string, unknown> = {}) =>
  aUser({
    organizations: [{ id: ORG, name: 'Seller GmbH', status: 'approved', roles, features: ['seller'] }],
    currentOrganizationId: ORG,
    ...extra,
  }) as unknown as MyUser;

describe('who changes products (issue 23)', () => {
  it.each([
    [['admin'], true],
    [['manager'], true],
    [['designer'], false],
    [['user'], false],
  ])('a seller member with roles %j: %s', (roles, changes) => {
    expect(mayChangeProducts(sellerWith(roles))).toBe(changes);
    expect(viewerOf(sellerWith(roles), ORG).seller).toBe(changes);
  });

  it('a platform administrator in a seller organisation changes its products; nobody changes another one', () => {
    expect(mayChangeProducts(sellerWith(['user'], { isPlatformAdmin: true }))).toBe(true);
    expect(viewerOf(sellerWith(['admin']), '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e00bb').seller).toBe(false);
    expect(mayChangeProducts(aUser() as unknown as MyUser)).toBe(false);
  });
});

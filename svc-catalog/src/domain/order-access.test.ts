import { randomUUID } from 'node:crypto';
import { DomainError } from '@cadeau/service-kit/errors';
import { assertMayChange, assertReadable, listScopeOf, nextStatusesFor, readerOf } from './order-access';

const SELLER = randomUUID();
const GIVER = randomUUID();
const order = { seller_organization_id: SELLER, giver_organization_id: GIVER };

const member = (id: string, features: string[], roles: string[] = ['admin']) => ({
  roles: [] as string[],
  organizations: [{ id, roles, features }],
  currentOrganizationId: id,
});
const admin = { roles: ['platformAdmin'], organizations: [], currentOrganizationId: null };

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError) return [err.status, err.message];
    throw err;
  }
  return null;
};

describe('who reads an order', () => {
  it('is its seller, its campaign giver and platform administrators; anyone else gets 404 notFound', () => {
    expect(readerOf(member(SELLER, ['seller']), order)).toBe('seller');
    expect(readerOf(member(GIVER, ['giver']), order)).toBe('giver');
    expect(readerOf(admin, order)).toBe('admin');
    expect(readerOf(member(randomUUID(), ['seller', 'giver']), order)).toBeNull();
    expect(refusal(() => assertReadable(member(randomUUID(), ['seller']), order))).toEqual([
      404,
      'error.order.notFound',
    ]);
    expect(refusal(() => assertReadable(admin, undefined))).toEqual([404, 'error.order.notFound']);
  });

  it('needs the feature of its side: a seller organisation without the giver feature is no giver', () => {
    expect(readerOf(member(GIVER, ['seller']), order)).toBeNull();
    expect(readerOf(member(SELLER, ['giver']), order)).toBeNull();
  });

  it('reads as seller when the organisation sold the gift of its own campaign', () => {
    const both = { ...order, giver_organization_id: SELLER };
    expect(readerOf(member(SELLER, ['seller', 'giver']), both)).toBe('seller');
  });

  it('follows the current organisation, not every membership', () => {
    const user = {
      roles: [],
      organizations: [
        { id: SELLER, roles: ['admin'], features: ['seller'] },
        { id: randomUUID(), roles: ['admin'], features: ['seller'] },
      ],
      currentOrganizationId: null as string | null,
    };
    user.currentOrganizationId = user.organizations[1].id;
    expect(readerOf(user, order)).toBeNull();
  });
});

describe('who changes an order', () => {
  it("is the seller's admins and managers and platform administrators, never the giver", () => {
    expect(refusal(() => assertMayChange(member(SELLER, ['seller'], ['manager']), 'seller'))).toBeNull();
    expect(refusal(() => assertMayChange(member(SELLER, ['seller'], ['designer']), 'seller'))).toEqual([
      403,
      'error.order.readOnly',
    ]);
    expect(refusal(() => assertMayChange(member(GIVER, ['giver']), 'giver'))).toEqual([403, 'error.order.readOnly']);
    expect(refusal(() => assertMayChange(admin, 'admin'))).toBeNull();
  });

  it('offers the next statuses only to those who change it', () => {
    expect(nextStatusesFor(member(SELLER, ['seller']), 'seller', 'placed')).toEqual(['shipped', 'canceled']);
    expect(nextStatusesFor(member(GIVER, ['giver']), 'giver', 'placed')).toEqual([]);
    expect(nextStatusesFor(member(SELLER, ['seller'], []), 'seller', 'placed')).toEqual([]);
    expect(nextStatusesFor(admin, 'admin', 'shipped')).toEqual(['done']);
  });
});

describe('which orders a list shows', () => {
  it('gives every order to platform administrators only', () => {
    expect(listScopeOf(admin, { scope: 'all' })).toEqual({ all: true });
    expect(refusal(() => listScopeOf(member(SELLER, ['seller']), { scope: 'all' }))).toEqual([403, 'error.forbidden']);
  });

  it("shows the current organisation's orders by its features, narrowed by side", () => {
    const both = member(SELLER, ['seller', 'giver']);
    expect(listScopeOf(both, { scope: 'own' })).toEqual({ all: false, sellerOf: SELLER, giverOf: SELLER });
    expect(listScopeOf(both, { scope: 'own', side: 'giver' })).toEqual({ all: false, sellerOf: null, giverOf: SELLER });
    expect(listScopeOf(member(GIVER, ['giver']), { scope: 'own' })).toEqual({
      all: false,
      sellerOf: null,
      giverOf: GIVER,
    });
    expect(listScopeOf(member(GIVER, []), { scope: 'own' })).toEqual({ all: false, sellerOf: null, giverOf: null });
  });
});

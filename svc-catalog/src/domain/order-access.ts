import { ErrorKeys, type OrderStatus, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { currentOrganizationWith, isPlatformAdmin } from './product';
import { nextStatusesOf } from './order-status';

type Caller = Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>;

/** The two organisations of an order. */
export interface OrderParties {
  seller_organization_id: string;
  giver_organization_id: string;
}

/**
 * How the caller reads an order (issue 12):
 * - `admin`: platform administrators, every order, in full;
 * - `seller`: the current organisation (seller feature) sold it: in full;
 * - `giver`: the current organisation (giver feature) ran the campaign: without the address beyond the city;
 * - null: anyone else, answered as unknown (404, no existence leak).
 * An organisation that is both seller and giver of one order reads it as its seller.
 */
export type OrderReader = 'admin' | 'seller' | 'giver';

export function readerOf(user: Caller, order: OrderParties): OrderReader | null {
  if (isPlatformAdmin(user)) return 'admin';
  if (currentOrganizationWith(user, 'seller') === order.seller_organization_id) return 'seller';
  if (currentOrganizationWith(user, 'giver') === order.giver_organization_id) return 'giver';
  return null;
}

/** An order the caller may read, else 404 `error.order.notFound`. */
export function assertReadable(user: Caller, order: OrderParties | undefined): OrderReader {
  const reader = order ? readerOf(user, order) : null;
  if (!reader) throw errors.notFound(ErrorKeys.order.notFound);
  return reader;
}

/** Organisation roles that change a seller's orders (the designer and default user only read them). */
const CHANGING_ROLES = ['admin', 'manager'];

/** Whether the caller changes orders it reads as `reader`: administrators, and the seller's admins and managers. */
export function mayChange(user: Caller, reader: OrderReader): boolean {
  if (reader === 'admin') return true;
  if (reader === 'giver') return false;
  const membership = user.organizations.find((o) => o.id === user.currentOrganizationId);
  return !!membership && membership.roles.some((r) => CHANGING_ROLES.includes(r));
}

/** A status change by the caller: a giver, or a seller's member without a changing role, gets 403 `readOnly`. */
export function assertMayChange(user: Caller, reader: OrderReader): void {
  if (!mayChange(user, reader)) throw errors.forbidden(ErrorKeys.order.readOnly);
}

/** The statuses the caller may set on an order now: none for readers who do not change orders. */
export const nextStatusesFor = (user: Caller, reader: OrderReader, status: OrderStatus): OrderStatus[] =>
  mayChange(user, reader) ? nextStatusesOf(status) : [];

/**
 * Which orders a list shows the caller (`GET /order`): `all` only for platform administrators (else 403); `own`
 * the current organisation's as seller and as giver (by its features), `side` narrowing to one. An organisation
 * without either feature has no orders (an empty list, not an error).
 */
export function listScopeOf(
  user: Caller,
  query: { scope: 'own' | 'all'; side?: 'seller' | 'giver' },
): { all: true } | { all: false; sellerOf: string | null; giverOf: string | null } {
  if (query.scope === 'all') {
    if (!isPlatformAdmin(user)) throw errors.forbidden(ErrorKeys.forbidden);
    return { all: true };
  }
  const seller = query.side === 'giver' ? null : currentOrganizationWith(user, 'seller');
  const giver = query.side === 'seller' ? null : currentOrganizationWith(user, 'giver');
  return { all: false, sellerOf: seller, giverOf: giver };
}

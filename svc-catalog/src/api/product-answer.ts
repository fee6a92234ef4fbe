import type { ProductDetail, UserContext } from '@cadeau/contracts';
import { clientAddress } from '@cadeau/service-kit';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Actor } from '../db/audit';
import { toDetail, type ProductRow } from '../db/products';
import { canRead } from '../domain/product';
import { todayInZurich } from '@cadeau/contracts/values';

/** Who acted, for audit entries and events: the administrator while impersonating, and the signed client address. */
export const actorOf = (ctx: Koa.Context, user: UserContext): Actor => ({
  userId: user.impersonatorId ?? user.userId,
  ip: clientAddress(ctx) || null,
});

/**
 * A product as the caller may see it: the seller and platform administrators with the version history, a
 * giver an approved product without it (DESIGN: one shape, less for fewer rights). VAT at today's rate (Zurich).
 */
export function productAnswer(db: Knex, row: ProductRow, user: UserContext): Promise<ProductDetail> {
  const reader = canRead(user, row);
  return toDetail(db, row, todayInZurich(), reader === 'owner' || reader === 'admin');
}

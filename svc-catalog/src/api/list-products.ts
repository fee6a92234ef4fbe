import { productPage, type ListFilter } from '../db/products';
import { isPlatformAdmin, sellerOrganizationOf } from '../domain/product';
import { todayInZurich } from '@cadeau/contracts/values';
import { errors } from '@cadeau/service-kit/errors';
import type { UserContext, ProductListQuery } from '@cadeau/contracts';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * Which products a scope means for the caller: `own` the current seller organisation's; `catalog` every
 * seller's approved products (any organisation member; administrators may narrow it to one seller); `all`
 * every product, for platform administrators only (403 otherwise: the scope itself is theirs).
 */
export function listFilterOf(user: UserContext, q: ProductListQuery): ListFilter {
  if (q.scope === 'own') return { scope: 'own', organizationId: sellerOrganizationOf(user) };
  if (q.scope === 'catalog') return { scope: 'catalog', organizationId: q.organizationId };
  if (!isPlatformAdmin(user)) throw errors.forbidden();
  return { scope: 'all', organizationId: q.organizationId };
}

/** GET /product/list: paginated, sorted and filtered on the server, VAT at today's rate. */
export const handleListProducts =
  ({ kit }: CatalogDeps): Handler<'GET /product/list'> =>
  async (_ctx, { query, user }) =>
    productPage(kit.db, listFilterOf(user!, query), query, todayInZurich());

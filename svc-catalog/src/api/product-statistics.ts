import { productStatistics } from '../db/products';
import { isPlatformAdmin, sellerOrganizationOf } from '../domain/product';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /product/statistics: products per status of the current seller organisation; platform administrators
 * get every organisation's, or one's with `organizationId` (ignored for anyone else).
 */
export const handleProductStatistics =
  ({ kit }: CatalogDeps): Handler<'POST /product/statistics'> =>
  async (_ctx, { body, user }) => {
    if (isPlatformAdmin(user!)) return productStatistics(kit.db, body.organizationId ?? null);
    return productStatistics(kit.db, sellerOrganizationOf(user!));
  };

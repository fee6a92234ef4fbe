import { productStatistics } from '../db/products';
import { statisticsOrganizationOf } from '../domain/product';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /product/statistics: products per status of the current seller organisation; platform administrators
 * get every organisation's, or one's with `organizationId`; a seller naming another organisation is 403.
 */
export const handleProductStatistics =
  ({ kit }: CatalogDeps): Handler<'POST /product/statistics'> =>
  async (_ctx, { body, user }) =>
    productStatistics(kit.db, statisticsOrganizationOf(user!, body.organizationId));

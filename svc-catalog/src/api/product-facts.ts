import { productFactsOf } from '../db/product-facts';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/products/facts (svc-campaign): status, type, prices and names of the named products, so a
 * campaign checks its rules (approved products, physical ones, maxPrice) without reading this schema.
 */
export const handleProductFacts =
  ({ kit }: CatalogDeps): Handler<'POST /internal/products/facts'> =>
  async (_ctx, { body }) => ({ products: await productFactsOf(kit.db, body.productIds) });

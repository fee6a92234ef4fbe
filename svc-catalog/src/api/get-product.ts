import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { productById } from '../db/products';
import { canRead } from '../domain/product';
import type { CatalogDeps } from './deps';
import { productAnswer } from './product-answer';
import type { Handler } from './routes';

/**
 * GET /product/{productId}: for its seller and platform administrators with the version history; for any
 * other organisation member only when approved (the givers' catalog); anything else 404.
 */
export const handleGetProduct =
  ({ kit }: CatalogDeps): Handler<'GET /product/{productId}'> =>
  async (_ctx, { params, user }) => {
    const row = await productById(kit.db, params.productId);
    if (!row || !canRead(user!, row)) throw errors.notFound(ErrorKeys.product.notFound);
    return productAnswer(kit.db, row, user!);
  };

import { reviewProduct } from '../db/product-changes';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';

/**
 * POST /product/{productId}/approve (platform administrators): approve or reject a pending product; a
 * rejection's reason reaches the seller through `product.rejected` (svc-identity: message and notification).
 */
export const handleReviewProduct =
  ({ kit }: CatalogDeps): Handler<'POST /product/{productId}/approve'> =>
  async (ctx, { params, body, user }) => {
    const row = await reviewProduct(kit, params.productId, body, actorOf(ctx, user!));
    return productAnswer(kit.db, row, user!);
  };

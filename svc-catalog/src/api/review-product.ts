import { reviewProduct } from '../db/product-changes';
import { productById } from '../db/products';
import { planReview } from '../domain/product-changes';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';
import { assertSellerInGoodStanding } from './seller-standing';

/**
 * POST /product/{productId}/approve (platform administrators): approve or reject a pending product; a
 * rejection's reason reaches the seller through `product.rejected` (svc-identity: message and notification).
 * An approval first asks svc-identity whether the seller may still offer products (blocked, or without the
 * seller feature since it published: 409 `error.product.organizationNotApproved`, the product stays pending).
 */
export const handleReviewProduct =
  ({ kit, identity }: CatalogDeps): Handler<'POST /product/{productId}/approve'> =>
  async (ctx, { params, body, user }) => {
    if (body.decision === 'approve') {
      // An unknown product is left to planReview, which answers it 404 as for a rejection.
      const current = await productById(kit.db, params.productId);
      if (current) await assertSellerInGoodStanding(identity, current.organization_id);
    }
    const row = await reviewProduct(
      kit,
      params.productId,
      (stored, released) => planReview(stored, released, body),
      actorOf(ctx, user!),
    );
    return productAnswer(kit.db, row, user!);
  };

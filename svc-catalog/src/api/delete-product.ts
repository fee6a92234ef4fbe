import { changeProductStatus } from '../db/product-changes';
import { productWriterOrganizationOf } from '../domain/product';
import { planDeletion } from '../domain/product-changes';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';

/**
 * PUT /product/{productId}/delete: deletes an own draft or rejected product, ends (finished) an approved or
 * paused one. The answer is the product in its new state (a deleted one for the last time).
 */
export const handleDeleteProduct =
  ({ kit }: CatalogDeps): Handler<'PUT /product/{productId}/delete'> =>
  async (ctx, { params, user }) => {
    const organizationId = productWriterOrganizationOf(user!);
    const row = await changeProductStatus(
      kit,
      params.productId,
      (stored) => planDeletion(stored, organizationId),
      actorOf(ctx, user!),
    );
    return productAnswer(kit.db, row, user!);
  };

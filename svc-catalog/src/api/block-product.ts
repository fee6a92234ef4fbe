import { changeProductStatus } from '../db/product-changes';
import { planBlock } from '../domain/product-changes';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';

/** POST /product/{productId}/block (platform administrators): blocks any product but a deleted one, with a reason. */
export const handleBlockProduct =
  ({ kit }: CatalogDeps): Handler<'POST /product/{productId}/block'> =>
  async (ctx, { params, body, user }) => {
    const row = await changeProductStatus(
      kit,
      params.productId,
      (stored) => planBlock(stored, body.reason),
      actorOf(ctx, user!),
    );
    return productAnswer(kit.db, row, user!);
  };

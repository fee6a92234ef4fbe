import { changeProductStatus } from '../db/product-changes';
import { productWriterOrganizationOf } from '../domain/product';
import { planPause } from '../domain/product-changes';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';

/** PUT /product/{productId}/pause: `{ paused: true }` pauses an own approved product, `false` resumes it. */
export const handlePauseProduct =
  ({ kit }: CatalogDeps): Handler<'PUT /product/{productId}/pause'> =>
  async (ctx, { params, body, user }) => {
    const organizationId = productWriterOrganizationOf(user!);
    const row = await changeProductStatus(
      kit,
      params.productId,
      (stored) => planPause(stored, organizationId, body.paused),
      actorOf(ctx, user!),
    );
    return productAnswer(kit.db, row, user!);
  };

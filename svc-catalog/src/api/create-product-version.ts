import { createVersion } from '../db/product-changes';
import { productWriterOrganizationOf } from '../domain/product';
import { planNewVersion } from '../domain/product-changes';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';

/**
 * POST /product/{productId}/version: a new draft version of an own released product (the answer is the new
 * version); 409 `newVersionCreated` while the group already has one in the making.
 */
export const handleCreateProductVersion =
  ({ kit }: CatalogDeps): Handler<'POST /product/{productId}/version'> =>
  async (ctx, { params, user }) => {
    const organizationId = productWriterOrganizationOf(user!);
    const row = await createVersion(
      kit,
      params.productId,
      (stored, inTheMaking) => planNewVersion(stored, organizationId, inTheMaking),
      actorOf(ctx, user!),
    );
    ctx.status = 201;
    return productAnswer(kit.db, row, user!);
  };

import { createFromTemplate } from '../db/product-changes';
import { productById } from '../db/products';
import { assertOwnProduct, productWriterOrganizationOf } from '../domain/product';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';
import { organizationNameOf } from './seller-standing';

/**
 * POST /product/{productId}/create-template: a new product (new number and group, draft, version 1) with the
 * fields of one of the organisation's products; the seller edits it before publishing.
 */
export const handleCreateProductFromTemplate =
  ({ kit, identity }: CatalogDeps): Handler<'POST /product/{productId}/create-template'> =>
  async (ctx, { params, user }) => {
    const organizationId = productWriterOrganizationOf(user!);
    const name = await organizationNameOf(identity, organizationId, kit.logger);
    const template = await productById(kit.db, params.productId);
    assertOwnProduct(template, organizationId);
    const row = await createFromTemplate(kit, organizationId, template, actorOf(ctx, user!), name);
    ctx.status = 201;
    return productAnswer(kit.db, row, user!);
  };

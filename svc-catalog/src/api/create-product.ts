import { createProduct } from '../db/product-changes';
import { imageBoundsOf, sellerOrganizationOf } from '../domain/product';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';

/** POST /product: a new draft of the current organisation (seller feature), checked against the settings in force. */
export const handleCreateProduct =
  ({ kit, identity }: CatalogDeps): Handler<'POST /product'> =>
  async (ctx, { body, user }) => {
    const organizationId = sellerOrganizationOf(user!);
    const bounds = imageBoundsOf(await identity.settingValues());
    const row = await createProduct(kit, organizationId, body, bounds, actorOf(ctx, user!));
    ctx.status = 201;
    return productAnswer(kit.db, row, user!);
  };

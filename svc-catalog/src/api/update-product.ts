import { updateProduct } from '../db/product-changes';
import { imageBoundsOf, productWriterOrganizationOf } from '../domain/product';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';

/** PUT /product: the fields of an own draft or rejected product; a released one answers 409 `notEditable`. */
export const handleUpdateProduct =
  ({ kit, identity }: CatalogDeps): Handler<'PUT /product'> =>
  async (ctx, { body, user }) => {
    const organizationId = productWriterOrganizationOf(user!);
    const { id, ...fields } = body;
    const bounds = imageBoundsOf(await identity.settingValues());
    const row = await updateProduct(kit, organizationId, id, fields, bounds, actorOf(ctx, user!));
    return productAnswer(kit.db, row, user!);
  };

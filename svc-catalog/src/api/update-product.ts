import { fieldFacts, updateProduct } from '../db/product-changes';
import { productById } from '../db/products';
import { assertOwnProduct, assertValidFields, imageBoundsOf, productWriterOrganizationOf } from '../domain/product';
import { planFieldsUpdate } from '../domain/product-changes';
import { assertEditable } from '../domain/product-status';
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
    const current = await productById(kit.db, id);
    assertOwnProduct(current, organizationId);
    assertEditable(current.status);
    // Checked against the rules in force; a later version never goes below the group's released availability.
    assertValidFields(fields, { bounds, ...(await fieldFacts(kit.db, organizationId, fields, current)) });
    const row = await updateProduct(
      kit,
      id,
      (stored) => planFieldsUpdate(stored, organizationId, fields),
      actorOf(ctx, user!),
    );
    return productAnswer(kit.db, row, user!);
  };

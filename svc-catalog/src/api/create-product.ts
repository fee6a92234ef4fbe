import { createProduct, fieldFacts } from '../db/product-changes';
import { assertValidFields, imageBoundsOf, productWriterOrganizationOf } from '../domain/product';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';
import { organizationNameOf } from './seller-standing';

/**
 * POST /product: a new draft of the current organisation (seller feature), checked against the settings in force,
 * with the organisation's name (null while svc-identity does not answer).
 */
export const handleCreateProduct =
  ({ kit, identity }: CatalogDeps): Handler<'POST /product'> =>
  async (ctx, { body, user }) => {
    const organizationId = productWriterOrganizationOf(user!);
    const bounds = imageBoundsOf(await identity.settingValues());
    const name = await organizationNameOf(identity, organizationId, kit.logger);
    assertValidFields(body, { bounds, ...(await fieldFacts(kit.db, organizationId, body)) });
    const row = await createProduct(kit, organizationId, body, actorOf(ctx, user!), name);
    ctx.status = 201;
    return productAnswer(kit.db, row, user!);
  };

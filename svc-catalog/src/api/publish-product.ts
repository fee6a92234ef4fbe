import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { fieldFacts, fieldsOf, publishProduct } from '../db/product-changes';
import { productById } from '../db/products';
import {
  assertMayPublish,
  assertOwnProduct,
  assertValidFields,
  imageBoundsOf,
  productWriterOrganizationOf,
} from '../domain/product';
import { planPublication } from '../domain/product-changes';
import { assertMove } from '../domain/product-status';
import type { CatalogDeps } from './deps';
import { actorOf, productAnswer } from './product-answer';
import type { Handler } from './routes';

/**
 * POST /product/{productId}/publish: an own draft or rejected product goes to review. Its status is checked
 * first (409 `notPublishable`, no call needed), then svc-identity is asked whether the organisation is
 * approved and has the seller feature (409 `organizationNotApproved`); the transaction checks the status again.
 */
export const handlePublishProduct =
  ({ kit, identity }: CatalogDeps): Handler<'POST /product/{productId}/publish'> =>
  async (ctx, { params, user }) => {
    const organizationId = productWriterOrganizationOf(user!);
    const current = await productById(kit.db, params.productId);
    assertOwnProduct(current, organizationId);
    assertMove(current.status, 'pending');
    const organization = await identity.organizationFacts(organizationId).catch((err: unknown) => {
      // svc-identity no longer knows the caller's organisation: answered in the product's words.
      if (err instanceof DomainError && err.status === 404)
        throw errors.notFound(ErrorKeys.product.organizationNotFound);
      throw err;
    });
    assertMayPublish(organization);
    const bounds = imageBoundsOf(await identity.settingValues());
    // The fields again against the settings in force now (they may have changed since the draft was saved).
    const fields = fieldsOf(current);
    assertValidFields(fields, { bounds, ...(await fieldFacts(kit.db, organizationId, fields, current)) });
    const row = await publishProduct(
      kit,
      params.productId,
      (stored) => planPublication(stored, organizationId),
      organization.name,
      actorOf(ctx, user!),
    );
    return productAnswer(kit.db, row, user!);
  };

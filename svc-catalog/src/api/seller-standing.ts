import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import type { IdentityAdapter } from '../adapters/identity';
import { assertMayPublish } from '../domain/product';

/**
 * Whether an organisation may offer products now, as svc-identity answers (its word counts, not a cached
 * user context): approved with the seller feature, else 409 `error.product.organizationNotApproved`; an
 * organisation svc-identity no longer knows is 404 `error.product.organizationNotFound`. Asked before an
 * administrator approves a product, so a seller blocked (or no longer a seller) after releasing it for review
 * does not get it on offer.
 */
export async function assertSellerInGoodStanding(identity: IdentityAdapter, organizationId: string): Promise<void> {
  const organization = await identity.organizationFacts(organizationId).catch((err: unknown) => {
    if (err instanceof DomainError && err.status === 404) throw errors.notFound(ErrorKeys.product.organizationNotFound);
    throw err;
  });
  assertMayPublish(organization);
}

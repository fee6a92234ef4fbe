import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import type { Kit } from '@cadeau/service-kit';
import type { IdentityAdapter } from '@cadeau/service-kit/identity';
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

/**
 * The organisation's name for a new draft (the administrators' list shows it and the search by seller finds
 * it), as svc-identity answers now. A draft needs no answer to exist: unreachable or unknown, the name stays
 * null and is filled at publish (which asks anyway) or by the next `organization.updated`.
 */
export async function organizationNameOf(
  identity: IdentityAdapter,
  organizationId: string,
  logger: Kit['logger'],
): Promise<string | null> {
  try {
    return (await identity.organizationFacts(organizationId)).name;
  } catch (err) {
    logger.warn({ err, organizationId }, 'organisation name unknown for a new draft; filled at publish');
    return null;
  }
}

import { ErrorKeys, unreleasedProductStatuses, type ProductStatus } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

export type { ProductStatus };

/**
 * A product version's life (spec section 4, issue 10). Cadeau's reading where the spec is open:
 * - draft → pending: the seller publishes it for review; a rejected product, corrected, is published again.
 * - pending → approved | rejected: a platform administrator's review (a rejection carries a reason).
 * - approved ⇄ paused: the seller pauses and resumes it.
 * - approved | paused → finished: the seller ends it; it still serves the campaigns that hold it.
 * - approved | paused → replaced: a newer version of its group was approved (the system, never a person).
 * - draft | rejected → deleted: never released, so nothing holds it.
 * - any but deleted → blocked: a platform administrator withdraws it (fraud, complaints); final.
 * Nothing moves to itself; deleted is final.
 */
export const productTransitions: Readonly<Record<ProductStatus, readonly ProductStatus[]>> = {
  draft: ['pending', 'deleted', 'blocked'],
  pending: ['approved', 'rejected', 'blocked'],
  rejected: ['pending', 'deleted', 'blocked'],
  approved: ['paused', 'finished', 'replaced', 'blocked'],
  paused: ['approved', 'finished', 'replaced', 'blocked'],
  finished: ['blocked'],
  replaced: ['blocked'],
  blocked: [],
  deleted: [],
};

export const canMove = (from: ProductStatus, to: ProductStatus) => productTransitions[from].includes(to);

/**
 * Guards a status change: only from an allowed state, else 409 with the key of the refused action.
 * Publishing from a wrong state answers the catalogue's `notPublishable`; every other action `invalidStatus`.
 */
export function assertMove(from: ProductStatus, to: ProductStatus): void {
  if (canMove(from, to)) return;
  throw errors.conflict(to === 'pending' ? ErrorKeys.product.notPublishable : ErrorKeys.product.invalidStatus);
}

/** Only a product that was never released is edited in place: a released one gets a new version instead. */
export const isEditable = (status: ProductStatus) => status === 'draft' || status === 'rejected';

/** PUT /product on a released product: 409 `notEditable` (the seller makes a new version). */
export function assertEditable(status: ProductStatus): void {
  if (!isEditable(status)) throw errors.conflict(ErrorKeys.product.notEditable);
}

/** The version a group offers to new campaigns and from which a new version is made: approved or paused. */
export const isReleased = (status: ProductStatus) => status === 'approved' || status === 'paused';

/** A version still in the making (the contracts' unreleasedProductStatuses): a group has at most one. */
export const isUnreleased = (status: ProductStatus) => unreleasedProductStatuses.includes(status);

/**
 * PUT /product/{productId}/delete: a product nothing holds is deleted; an approved or paused one is ended
 * (finished), since campaigns may hold it. Other states answer `invalidStatus` through assertMove.
 */
export const deletionTarget = (status: ProductStatus): ProductStatus => (isReleased(status) ? 'finished' : 'deleted');

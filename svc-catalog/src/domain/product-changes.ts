import { ErrorKeys, type ProductFields, type ProductStatus } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { assertOwnProduct, type OwnedProduct } from './product';
import { assertEditable, assertMove, deletionTarget, isReleased } from './product-status';

/**
 * The changes of a product version as plans (issue 22): each planner reads the stored version (as db/ found it
 * under its lock) and the request, and answers what to write, or throws the refusal. db/product-changes.ts writes
 * a plan as it is (status, audit entry, event); the handlers hand the planner to it, as for orders
 * (`planStatusChange`).
 */

/** What a change reads of a stored version. */
export interface StoredProduct extends OwnedProduct {
  id: string;
}

/** A version's status change: from what it is to what it becomes. */
export interface ProductMove {
  from: ProductStatus;
  to: ProductStatus;
}

/** A product platform administrators act on: any but a deleted one, whoever owns it (else 404 `notFound`). */
function assertPresent<P extends StoredProduct>(product: P | undefined): asserts product is P {
  if (!product || product.status === 'deleted') throw errors.notFound(ErrorKeys.product.notFound);
}

/** `{ field: { from, to } }` for the fields that change. */
export function fieldChanges(
  before: ProductFields,
  after: ProductFields,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ProductFields)[])
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { from: before[key], to: after[key] };
  return out;
}

/**
 * PUT /product: the fields of the organisation's draft or rejected version (404 for anyone else's, 409
 * `notEditable` for a released one) become `fields`: what to write with the changes per field, or null when nothing
 * changes (then nothing is written).
 */
export function planFieldsUpdate(
  product: (StoredProduct & { fields: ProductFields }) | undefined,
  organizationId: string,
  fields: ProductFields,
): { fields: ProductFields; changes: Record<string, { from: unknown; to: unknown }> } | null {
  assertOwnProduct(product, organizationId);
  assertEditable(product.status);
  const changes = fieldChanges(product.fields, fields);
  return Object.keys(changes).length ? { fields, changes } : null;
}

/** POST /product/{productId}/publish: the organisation's draft or rejected version → pending (409 `notPublishable`). */
export function planPublication(product: StoredProduct | undefined, organizationId: string): ProductMove {
  assertOwnProduct(product, organizationId);
  assertMove(product.status, 'pending');
  return { from: product.status, to: 'pending' };
}

/** The review's outcome: a rejection with its reason, or an approval that may replace the released version. */
export type ReviewPlan =
  | (ProductMove & { to: 'rejected'; reason: string })
  | (ProductMove & {
      to: 'approved';
      /** The group's released version (approved or paused), which becomes `replaced`; null for a first release. */
      replaces: (ProductMove & { id: string; to: 'replaced' }) | null;
      /** The reviewer's note to the seller, if any. */
      note: string | null;
    });

/**
 * POST /product/{productId}/approve by a platform administrator: pending → rejected with the reason, or pending →
 * approved, replacing the group's released version if there is one (it keeps serving the campaigns that hold
 * it). 404 for an unknown or deleted product, 409 `invalidStatus` for anything but pending (and for a released
 * version that cannot be replaced).
 */
export function planReview(
  product: StoredProduct | undefined,
  released: StoredProduct | undefined,
  review: { decision: 'approve' | 'reject'; reason?: string },
): ReviewPlan {
  assertPresent(product);
  if (review.decision === 'reject') {
    assertMove(product.status, 'rejected');
    return { from: product.status, to: 'rejected', reason: review.reason! };
  }
  assertMove(product.status, 'approved');
  if (released) assertMove(released.status, 'replaced');
  return {
    from: product.status,
    to: 'approved',
    replaces: released ? { id: released.id, from: released.status, to: 'replaced' } : null,
    note: review.reason ? review.reason : null,
  };
}

/**
 * PUT /product/{productId}/pause by the seller: approved → paused (`paused`), paused → approved (resume); a resume
 * of a version that is not paused is 409 `invalidStatus`.
 */
export function planPause(
  product: StoredProduct | undefined,
  organizationId: string,
  paused: boolean,
): ProductMove & { event: 'product.paused' | 'product.resumed' } {
  assertOwnProduct(product, organizationId);
  const to: ProductStatus = paused ? 'paused' : 'approved';
  if (!paused && product.status !== 'paused') throw errors.conflict(ErrorKeys.product.invalidStatus);
  assertMove(product.status, to);
  return { from: product.status, to, event: paused ? 'product.paused' : 'product.resumed' };
}

/**
 * PUT /product/{productId}/delete by the seller: a draft or rejected version is deleted; an approved or paused one
 * ended (finished), since campaigns may hold it; anything else 409 `invalidStatus`.
 */
export function planDeletion(
  product: StoredProduct | undefined,
  organizationId: string,
): ProductMove & { action: 'delete' | 'update'; event: 'product.deleted' | 'product.finished' } {
  assertOwnProduct(product, organizationId);
  const to = deletionTarget(product.status);
  assertMove(product.status, to);
  return to === 'deleted'
    ? { from: product.status, to, action: 'delete', event: 'product.deleted' }
    : { from: product.status, to, action: 'update', event: 'product.finished' };
}

/** POST /product/{productId}/block by a platform administrator: any version but a deleted (or blocked) one. */
export function planBlock(
  product: StoredProduct | undefined,
  reason: string,
): ProductMove & { reason: string; event: 'product.blocked' } {
  assertPresent(product);
  assertMove(product.status, 'blocked');
  return { from: product.status, to: 'blocked', reason, event: 'product.blocked' };
}

/**
 * POST /product/{productId}/version: a new draft copied from the organisation's released (approved or paused)
 * version (else 409 `invalidStatus`), unless another version of the group is in the making (409
 * `newVersionCreated`: the seller edits that one). Answers the version it copies.
 */
export function planNewVersion(
  product: StoredProduct | undefined,
  organizationId: string,
  versionsInTheMaking: number,
): { copyOf: string } {
  assertOwnProduct(product, organizationId);
  if (!isReleased(product.status)) throw errors.conflict(ErrorKeys.product.invalidStatus);
  if (versionsInTheMaking > 0) throw errors.conflict(ErrorKeys.product.newVersionCreated);
  return { copyOf: product.id };
}

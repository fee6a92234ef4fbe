import { z } from 'zod';

/**
 * What every product event carries: enough for svc-identity to write the seller's notification and mail and
 * the administrators' task without asking back (name in both languages, number, version, the link's id).
 * `byUserId` is who acted (the administrator while impersonating), null for the system.
 */
const productFacts = z.object({
  productId: z.string().uuid(),
  versionGroupId: z.string().uuid(),
  organizationId: z.string().uuid(),
  number: z.string(),
  name: z.object({ de: z.string(), en: z.string() }),
  version: z.number().int(),
  byUserId: z.string().uuid().nullable(),
  /** added (issue 20): the units per week the version offers (the platform's availability reports). */
  weeklyAvailability: z.number().int().min(0).nullable().optional(),
});
export type ProductEventFacts = z.infer<typeof productFacts>;

/**
 * Product events of svc-catalog (stream CATALOG), published through the outbox in the transaction of the
 * change. Consumers: svc-identity (seller notification and mail, administrators' review task, conversation
 * message of a rejection), later svc-campaign (approved, paused, finished, blocked products).
 */
export const productEvents = {
  /** Released for review (draft or rejected → pending): administrators get a review task. */
  'product.published': productFacts,
  /**
   * A platform administrator approved it; `replacedProductId` is the group's former approved version, if any.
   * `reason` is the reviewer's optional note (POST /product/{id}/approve): it reaches the seller as an
   * `approvalReason` conversation message, as an organisation's approval reason does.
   */
  'product.approved': productFacts.extend({
    replacedProductId: z.string().uuid().nullable(),
    reason: z.string().optional(),
  }),
  /** A platform administrator rejected it: the reason reaches the seller as conversation message and notification. */
  'product.rejected': productFacts.extend({ reason: z.string() }),
  'product.paused': productFacts,
  'product.resumed': productFacts,
  /** A new draft version of a released product; `previousProductId` is the version it was copied from. */
  'product.versionCreated': productFacts.extend({ previousProductId: z.string().uuid() }),
  /** A draft or rejected product was deleted. */
  'product.deleted': productFacts,
  /** The seller ended an approved or paused product: it serves only the campaigns that already hold it. */
  'product.finished': productFacts,
  /** A platform administrator blocked it, with a reason for the seller. */
  'product.blocked': productFacts.extend({ reason: z.string() }),
} as const;

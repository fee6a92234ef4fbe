import type { Knex } from 'knex';
import {
  productConversationSubject,
  productConversationTopic,
  productPath,
  sellerRecipients,
  type ProductNewsEvent,
  type ProductNewsPlan,
} from '../domain/product-news';
import { adminsOf, findOrganization } from './organizations';
import type { Outbox } from './outbox';
import { actingMemberOf, clip, knownUser, tellAboutReview } from './review-news';

/** Remembers who released a product for review (the latest release counts), so its review reaches them. */
async function recordSubmission(
  trx: Knex.Transaction,
  productId: string,
  organizationId: string,
  submittedBy: string | null,
  at: Date,
): Promise<void> {
  await trx('product_submissions')
    .insert({ product_id: productId, organization_id: organizationId, submitted_by: submittedBy, submitted_at: at })
    .onConflict('product_id')
    .merge(['submitted_by', 'submitted_at']);
}

/** The person who released the product, while still an unblocked member of its organisation. */
async function submitterOf(trx: Knex.Transaction, productId: string, organizationId: string): Promise<string[]> {
  return trx('product_submissions as s')
    .join('memberships as m', (j) =>
      j.on('m.user_id', 's.submitted_by').andOn('m.organization_id', 's.organization_id'),
    )
    .join('users as u', 'u.id', 's.submitted_by')
    .where({ 's.product_id': productId, 's.organization_id': organizationId, 'u.blocked': false })
    .pluck('s.submitted_by');
}

/**
 * Carries out a product event's plan in the consumer's transaction: the submitter remembered, then the
 * review news (review-news.ts) for the seller side: the reviewer's reason in the product's conversation with
 * the seller, the platform administrators' review task, and the seller side notified and mailed the product
 * template.
 */
export async function tellAboutProduct(
  kit: Outbox,
  trx: Knex.Transaction,
  event: ProductNewsEvent & { id: string; occurredAt: string },
  plan: ProductNewsPlan,
): Promise<void> {
  const p = event.data;
  const org = await findOrganization(trx, p.organizationId);
  // svc-catalog checks the organisation with svc-identity before a product is published; one this service
  // does not know has nobody to tell.
  if (!org) return;
  const actor = await knownUser(trx, p.byUserId);
  if (plan.recordsSubmission) await recordSubmission(trx, p.productId, org.id, actor, new Date(event.occurredAt));
  const actingMember = await actingMemberOf(trx, actor, org.id);
  const recipients = sellerRecipients({
    admins: (await adminsOf(trx, org.id)).map((a) => a.id),
    submitter: await submitterOf(trx, p.productId, org.id),
    actingMember: actingMember?.id ?? null,
  });

  await tellAboutReview(kit, trx, {
    organizationId: org.id,
    actor,
    actorUserId: p.byUserId,
    actingMember,
    message: plan.message && {
      about: { topic: productConversationTopic(p.versionGroupId), subject: productConversationSubject(p) },
      ...plan.message,
    },
    data: {
      productId: p.productId,
      versionGroupId: p.versionGroupId,
      productName: p.name,
      number: p.number,
      version: p.version,
      organizationName: org.name,
      ...(plan.reason ? { reason: plan.reason } : {}),
    },
    path: productPath(p.productId),
    reviewTask: plan.reviewTask,
    recipients,
    notification: plan.seller.notification,
    mail: {
      template: plan.seller.mail,
      idempotencyKey: `identity:product:${event.id}`,
      data: (language) => ({
        productId: p.productId,
        productName: clip(p.name[language].trim() || p.name.de.trim() || p.number, 200),
        productNumber: clip(p.number.trim() || '–', 50),
        version: Math.max(1, p.version),
      }),
      reason: plan.reason,
    },
  });
}

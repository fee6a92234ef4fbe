import type { Knex } from 'knex';
import {
  actorFor,
  productConversationSubject,
  productConversationTopic,
  productPath,
  sellerRecipients,
  type ProductMailTemplate,
  type ProductNewsEvent,
  type ProductNewsPlan,
} from '../domain/product-news';
import { addMessage, topicConversation } from './conversations';
import { notify } from './notifications';
import { adminsOf, findOrganization } from './organizations';
import type { Outbox } from './outbox';
import { platformAdminIds } from './users';

/** A user id of the event, if this service knows the user (an unknown id must not fail a foreign key for ever). */
export async function knownUser(trx: Knex.Transaction, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  return (await trx('users').where({ id: userId }).first('id')) ? userId : null;
}

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

/** The person who acted, by name, while an unblocked member of the product's organisation; else null. */
export async function actingMemberOf(
  trx: Knex.Transaction,
  userId: string | null,
  organizationId: string,
): Promise<{ id: string; name: string; email: string } | null> {
  if (!userId) return null;
  const row = (await trx('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where({ 'm.user_id': userId, 'm.organization_id': organizationId, 'u.blocked': false })
    .first('u.id', 'u.first_name', 'u.last_name', 'u.email')) as
    { id: string; first_name: string | null; last_name: string | null; email: string } | undefined;
  if (!row) return null;
  const name = [row.first_name, row.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return { id: row.id, name: name || row.email, email: row.email };
}

/**
 * Carries out a product event's plan in the consumer's transaction (so a redelivered event, skipped by the
 * inbox, creates nothing twice): the submitter remembered, the reviewer's reason posted to the product's
 * conversation with the seller, the platform administrators' review task (with the generic notification
 * mail), and the seller side notified (pushed live through `notification.created`) and mailed the product
 * template in their language, the person who acted as a confirmation, the others naming them.
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

  let conversationId: string | null = null;
  if (plan.message) {
    const about = { topic: productConversationTopic(p.versionGroupId), subject: productConversationSubject(p) };
    const conversation = await topicConversation(trx, org.id, about, actor);
    await addMessage(kit, trx, conversation, plan.message.type, actor, plan.message.body);
    conversationId = conversation.id;
  }

  const data = {
    productId: p.productId,
    versionGroupId: p.versionGroupId,
    productName: p.name,
    number: p.number,
    version: p.version,
    organizationName: org.name,
    ...(plan.reason ? { reason: plan.reason } : {}),
    ...(conversationId ? { conversationId } : {}),
  };
  const path = productPath(p.productId);
  if (plan.reviewTask) {
    // The reviewer's task: nobody reviews their own release, so a platform administrator who released it
    // (as a member, or impersonating) has no task of it.
    const reviewers = (await platformAdminIds(trx)).filter((id) => id !== p.byUserId);
    await notify(kit, trx, reviewers, { type: plan.reviewTask, data, path, organizationId: org.id, mail: true });
  }

  const recipients = sellerRecipients({
    admins: (await adminsOf(trx, org.id)).map((a) => a.id),
    submitter: await submitterOf(trx, p.productId, org.id),
    actingMember: actingMember?.id ?? null,
  });
  // One notification per person, each telling them who acted; the product mail replaces the generic one.
  for (const userId of recipients) {
    const by = actorFor(userId, actingMember);
    await notify(kit, trx, [userId], {
      type: plan.seller.notification,
      data: { ...data, ...by },
      path,
      organizationId: org.id,
      mail: false,
    });
  }
  await mailProductNews(kit, trx, event.id, recipients, plan.seller.mail, { ...p, reason: plan.reason }, actingMember);
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The product template to each recipient who is not blocked, in their language, once per event and person. */
async function mailProductNews(
  kit: Outbox,
  trx: Knex.Transaction,
  eventId: string,
  recipients: string[],
  template: ProductMailTemplate,
  p: ProductNewsEvent['data'] & { reason: string | null },
  actingMember: { id: string; name: string; email: string } | null,
): Promise<void> {
  if (!recipients.length) return;
  const users = (await trx('users')
    .whereIn('id', recipients)
    .where({ blocked: false })
    .select('id', 'email', 'language')) as {
    id: string;
    email: string;
    language: 'de' | 'en';
  }[];
  for (const user of users) {
    const name = p.name[user.language].trim() || p.name.de.trim() || p.number;
    const by = actorFor(user.id, actingMember);
    await kit.queueMail(trx, {
      template,
      locale: user.language,
      to: user.email,
      idempotencyKey: `identity:product:${eventId}:${user.id}`,
      data: {
        productId: p.productId,
        productName: clip(name, 200),
        productNumber: clip(p.number.trim() || '–', 50),
        version: Math.max(1, p.version),
        ...(by && 'byYou' in by ? { byYou: true } : {}),
        ...(by && 'name' in by ? { byName: clip(by.name, 200) } : {}),
        ...(p.reason ? { reason: p.reason } : {}),
      },
    } as Parameters<Outbox['queueMail']>[1]);
  }
}

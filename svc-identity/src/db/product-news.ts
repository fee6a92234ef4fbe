import type { Knex } from 'knex';
import {
  productConversationSubject,
  productConversationTopic,
  productPath,
  recipientsOf,
  type ProductNewsEvent,
  type ProductNewsPlan,
} from '../domain/product-news';
import { addMessage, topicConversation } from './conversations';
import { notify } from './notifications';
import { adminsOf, findOrganization } from './organizations';
import type { Outbox } from './outbox';
import { platformAdminIds } from './users';

/** A user id of the event, if this service knows the user (an unknown id must not fail a foreign key for ever). */
async function knownUser(trx: Knex.Transaction, userId: string | null): Promise<string | null> {
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

/**
 * Carries out a product event's plan in the consumer's transaction (so a redelivered event, skipped by the
 * inbox, creates nothing twice): the submitter remembered, the reviewer's reason posted to the product's
 * conversation with the seller, the audience notified (pushed live through `notification.created`) and
 * mailed in their language, either the product template or the generic notification mail.
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

  const candidates =
    plan.audience === 'platformAdmins'
      ? await platformAdminIds(trx)
      : [...(await adminsOf(trx, org.id)).map((a) => a.id), ...(await submitterOf(trx, p.productId, org.id))];
  const recipients = recipientsOf(candidates, p.byUserId);

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
  await notify(kit, trx, recipients, {
    type: plan.notification,
    data,
    path,
    organizationId: org.id,
    mail: plan.mail === 'notification',
  });
  if (!plan.mail || plan.mail === 'notification') return;
  await mailProductNews(kit, trx, event.id, recipients, plan.mail, { ...p, reason: plan.reason });
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The product template to each recipient who is not blocked, in their language, once per event and person. */
async function mailProductNews(
  kit: Outbox,
  trx: Knex.Transaction,
  eventId: string,
  recipients: string[],
  template: Exclude<ProductNewsPlan['mail'], 'notification' | null>,
  p: ProductNewsEvent['data'] & { reason: string | null },
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
        ...(p.reason ? { reason: p.reason } : {}),
      },
    } as Parameters<Outbox['queueMail']>[1]);
  }
}

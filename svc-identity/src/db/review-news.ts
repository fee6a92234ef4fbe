import type { Knex } from 'knex';
import type { MailTemplateKey } from '@cadeau/contracts';
import type { MessageType } from '../domain/conversation';
import type { NotificationType } from '../domain/notification-texts';
import { actorFor } from '../domain/product-news';
import { addMessage, topicConversation } from './conversations';
import { notify } from './notifications';
import type { Outbox } from './outbox';
import { platformAdminIds } from './users';

/**
 * What the news of a reviewed thing (a product, a campaign) does with people, the same for each kind: the
 * reviewer's reason posted to the thing's conversation with the organisation, the platform administrators'
 * review task, and the organisation's side notified and mailed the kind's template, each reader told who acted.
 */

export interface ActingMember {
  id: string;
  name: string;
  email: string;
}

/** A user id of the event, if this service knows the user (an unknown id must not fail a foreign key for ever). */
export async function knownUser(trx: Knex.Transaction, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  return (await trx('users').where({ id: userId }).first('id')) ? userId : null;
}

/** The person who acted, by name, while an unblocked member of the organisation; else null. */
export async function actingMemberOf(
  trx: Knex.Transaction,
  userId: string | null,
  organizationId: string,
): Promise<ActingMember | null> {
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

export const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export interface ReviewNews {
  organizationId: string;
  /** The acting user as this service knows them (`knownUser`): the message's author. */
  actor: string | null;
  /** The acting user as the event names them: a platform administrator reviews nothing they released. */
  actorUserId: string | null;
  actingMember: ActingMember | null;
  /** The reviewer's reason for the thing's conversation (`about` names it), or null. */
  message: { about: { topic: string; subject: string }; type: MessageType; body: string } | null;
  /** The notification data (the conversation's id is added when a message was posted) and where it leads. */
  data: Record<string, unknown>;
  path: string;
  reviewTask: NotificationType | null;
  /** The organisation's side, each once, and their notification. */
  recipients: string[];
  notification: NotificationType;
  /**
   * The kind's mail to each recipient who is not blocked, in their language, once per event and person
   * (`idempotencyKey` + user id); null when the notification brings the generic mail instead.
   */
  mail: {
    template: MailTemplateKey;
    idempotencyKey: string;
    /** The template's data naming the thing, in the reader's language. */
    data: (language: 'de' | 'en') => Record<string, unknown>;
    reason: string | null;
  } | null;
}

/** Carries the news out in the consumer's transaction (so a redelivered event, skipped by the inbox, creates nothing twice). */
export async function tellAboutReview(kit: Outbox, trx: Knex.Transaction, news: ReviewNews): Promise<void> {
  let conversationId: string | null = null;
  if (news.message) {
    const conversation = await topicConversation(trx, news.organizationId, news.message.about, news.actor);
    await addMessage(kit, trx, conversation, news.message.type, news.actor, news.message.body);
    conversationId = conversation.id;
  }
  const data = { ...news.data, ...(conversationId ? { conversationId } : {}) };
  const { path, organizationId } = news;
  if (news.reviewTask) {
    // Nobody reviews their own release: a platform administrator who released it (as a member, or
    // impersonating) has no task of it.
    const reviewers = (await platformAdminIds(trx)).filter((id) => id !== news.actorUserId);
    await notify(kit, trx, reviewers, { type: news.reviewTask, data, path, organizationId, mail: true });
  }
  // One notification per person, each telling them who acted; the kind's mail replaces the generic one.
  for (const userId of news.recipients) {
    await notify(kit, trx, [userId], {
      type: news.notification,
      data: { ...data, ...actorFor(userId, news.actingMember) },
      path,
      organizationId,
      mail: news.mail === null,
    });
  }
  if (news.mail) await mailEach(kit, trx, news.recipients, news.actingMember, news.mail);
}

async function mailEach(
  kit: Outbox,
  trx: Knex.Transaction,
  recipients: string[],
  actingMember: ActingMember | null,
  mail: NonNullable<ReviewNews['mail']>,
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
    const by = actorFor(user.id, actingMember);
    await kit.queueMail(trx, {
      template: mail.template,
      locale: user.language,
      to: user.email,
      idempotencyKey: `${mail.idempotencyKey}:${user.id}`,
      data: {
        ...mail.data(user.language),
        ...(by && 'byYou' in by ? { byYou: true } : {}),
        ...(by && 'name' in by ? { byName: clip(by.name, 200) } : {}),
        ...(mail.reason ? { reason: mail.reason } : {}),
      },
    } as Parameters<Outbox['queueMail']>[1]);
  }
}

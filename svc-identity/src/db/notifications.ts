import { mailLinkPaths, type notificationListQuery } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { notificationMailTo } from '../domain/notification';
import { notificationText, type NotificationType } from '../domain/notification-texts';
import type { OrganizationStatus } from '../domain/organization-status';
import { pageQuery } from '@cadeau/service-kit';
import { audit } from './audit';
import { adminsOf } from './organizations';
import type { Outbox } from './outbox';
import { platformAdminIds } from './users';

export interface NotificationInput {
  /** Translation key of the front end, e.g. `notification.organizationStatusChanged`; the mail's texts by type. */
  type: NotificationType;
  data?: Record<string, unknown>;
  /** Where a click leads (a path of the site). */
  path?: string | null;
  organizationId?: string | null;
  /**
   * False when the flow mails the same news in a mail of its own (the organisation status mail), so
   * nobody gets two mails for one event. Otherwise each recipient also gets the `notification` mail.
   */
  mail?: boolean;
}

export interface NotificationRow {
  id: string;
  user_id: string;
  organization_id: string | null;
  type: string;
  data: Record<string, unknown>;
  path: string | null;
  read_at: Date | null;
  created_at: Date;
}

export function toNotification(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    path: row.path,
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Stores one notification per user and announces each (`notification.created`, pushed to the user's
 * socket). Each recipient who is not blocked also gets the transactional `notification` mail in their
 * language, linking to the page the notification concerns; queued in the same transaction, so it goes
 * out if and only if the notification exists.
 */
export async function notify(
  kit: Outbox,
  trx: Knex.Transaction,
  userIds: Iterable<string>,
  n: NotificationInput,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const recipients = new Map(
    (
      (await trx('users').whereIn('id', ids).select('id', 'email', 'language', 'blocked')) as {
        id: string;
        email: string;
        language: 'de' | 'en';
        blocked: boolean;
      }[]
    ).map((u) => [u.id, u]),
  );
  for (const userId of ids) {
    const [row] = await trx<NotificationRow>('notifications')
      .insert({
        user_id: userId,
        organization_id: n.organizationId ?? null,
        type: n.type,
        data: JSON.stringify(n.data ?? {}),
        path: n.path ?? null,
      } as never)
      .returning('*');
    await kit.addEvent(trx, 'notification.created', { userId, notification: toNotification(row) });
    const recipient = notificationMailTo(n.mail, recipients.get(userId));
    if (!recipient) continue;
    const { title, body } = notificationText(n.type, recipient.language, n.data ?? {});
    await kit.queueMail(trx, {
      template: 'notification',
      locale: recipient.language,
      to: recipient.email,
      idempotencyKey: `identity:notification:${row.id}`,
      data: { title, body, ...(row.path ? { path: row.path } : {}) },
    });
  }
}

export async function unreadCount(db: Knex, userId: string): Promise<number> {
  const [{ count }] = await db('notifications').where({ user_id: userId }).whereNull('read_at').count({ count: '*' });
  return Number(count);
}

/** Marks the user's notifications (all, or those of `ids`) read or unread; returns the ids that changed. */
export async function markNotifications(
  trx: Knex.Transaction,
  userId: string,
  which: { all?: boolean; ids?: string[] },
  read: boolean,
): Promise<string[]> {
  const q = trx('notifications').where({ user_id: userId });
  if (!which.all) q.whereIn('id', which.ids ?? []);
  const changed: { id: string }[] = await (
    read
      ? q.whereNull('read_at').update({ read_at: trx.fn.now() })
      : q.whereNotNull('read_at').update({ read_at: null })
  ).returning('id');
  return changed.map((c) => c.id);
}

/**
 * The inviter learns that their invitation was accepted, naming the new member by name with the address as
 * a secondary detail (issue 9). The name is read here, in the transaction that created or linked the account,
 * so both ways of accepting (an existing account, a new registration) carry it without passing it along.
 */
export async function notifyInvitationAccepted(
  kit: Outbox,
  trx: Knex.Transaction,
  inv: { invited_by: string | null },
  email: string,
  org: { id: string; name: string },
): Promise<void> {
  if (!inv.invited_by) return;
  const person = (await trx('users').where({ email: email.toLowerCase() }).first('first_name', 'last_name')) as
    { first_name: string | null; last_name: string | null } | undefined;
  const name = [person?.first_name, person?.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  await notify(kit, trx, [inv.invited_by], {
    type: 'notification.invitationAccepted',
    data: { name: name || email, email, organizationName: org.name },
    path: '/cockpit/my-organization/users',
    organizationId: org.id,
  });
}

/**
 * The other side learns about a new message: the organisation's admins when the platform wrote, else
 * the platform administrators; never the author.
 */
export async function notifyConversationMessage(
  kit: Outbox,
  trx: Knex.Transaction,
  c: { id: string; organization_id: string; subject: string },
  author: { userId: string; fromPlatform: boolean },
): Promise<void> {
  const recipients = author.fromPlatform
    ? (await adminsOf(trx, c.organization_id)).map((a) => a.id)
    : await platformAdminIds(trx);
  // Who wrote, by name with the address as the secondary detail (issue 9), as the thread shows them.
  const writer = (await trx('users').where({ id: author.userId }).first('first_name', 'last_name', 'email')) as
    { first_name: string | null; last_name: string | null; email: string } | undefined;
  const name = [writer?.first_name, writer?.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  await notify(
    kit,
    trx,
    recipients.filter((r) => r !== author.userId),
    {
      type: 'notification.conversationMessage',
      data: {
        conversationId: c.id,
        subject: c.subject,
        ...(writer ? { name: name || writer.email, email: writer.email } : {}),
      },
      path: `/cockpit/conversations/${c.id}`,
      organizationId: c.organization_id,
    },
  );
}

const spec = { sortColumns: { createdAt: 'created_at' }, searchColumns: ['type'], tieBreaker: 'id' };

/** One page of a user's notifications, only the unread (or read) ones when asked. */
export function notificationPage(db: Knex, userId: string, q: z.infer<typeof notificationListQuery>) {
  const base = db('notifications').where({ user_id: userId }).select('*');
  if (q.unread !== undefined) base.modify((b) => void (q.unread ? b.whereNull('read_at') : b.whereNotNull('read_at')));
  return pageQuery<NotificationRow, ReturnType<typeof toNotification>>(base, q, spec, toNotification);
}

/** Platform administrators review new organisations. */
export async function notifyOrganizationRegistered(
  kit: Outbox,
  trx: Knex.Transaction,
  org: { id: string; name: string },
): Promise<void> {
  await notify(kit, trx, await platformAdminIds(trx), {
    type: 'notification.organizationRegistered',
    data: { organizationName: org.name },
    path: `/cockpit/organizations/${org.id}`,
    organizationId: org.id,
  });
}

/**
 * The organisation's admins learn about a status change: the `organizationStatusChanged` mail with
 * the reason, and a notification without a mail of its own (nobody gets two mails for one change).
 */
export async function tellAdminsAboutStatus(
  kit: Outbox,
  trx: Knex.Transaction,
  org: {
    id: string;
    name: string;
    status: OrganizationStatus;
    status_reason: string | null;
    status_changed_at: Date | null;
  },
  admins: { id: string; email: string; language: 'de' | 'en' }[],
  conversationId: string,
): Promise<void> {
  const news = { organizationName: org.name, status: org.status, reason: org.status_reason ?? '' };
  for (const admin of admins) {
    await kit.queueMail(trx, {
      template: 'organizationStatusChanged',
      locale: admin.language,
      to: admin.email,
      idempotencyKey: `identity:organizationStatus:${org.id}:${admin.id}:${new Date(org.status_changed_at!).getTime()}`,
      data: news,
    });
  }
  await notify(
    kit,
    trx,
    admins.map((a) => a.id),
    {
      type: 'notification.organizationStatusChanged',
      data: { ...news, conversationId },
      path: mailLinkPaths.organization,
      organizationId: org.id,
      mail: false,
    },
  );
}

/** PUT /notification's write: the caller's own notifications marked; one audit entry when any changed. */
export function markOwnNotifications(
  kit: { db: Knex },
  userId: string,
  which: { all?: boolean; ids?: string[]; read: boolean },
  actorId: string,
): Promise<void> {
  return kit.db.transaction(async (trx) => {
    const changed = await markNotifications(trx, userId, which, which.read);
    if (!changed.length) return;
    const entityId = changed.length === 1 ? changed[0] : null;
    const value = { read: which.read, count: changed.length };
    await audit(trx, { userId: actorId, action: 'update', entity: 'notification', entityId, value });
  });
}

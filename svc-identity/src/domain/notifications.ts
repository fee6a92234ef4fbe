import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { queueMail } from './mail';
import { notificationText, type NotificationType } from './notification-texts';

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
export async function notify(kit: Pick<Kit, 'addEvent'>, trx: Knex.Transaction, userIds: Iterable<string>, n: NotificationInput): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const recipients = new Map(
    ((await trx('users').whereIn('id', ids).select('id', 'email', 'language', 'blocked')) as { id: string; email: string; language: 'de' | 'en'; blocked: boolean }[]).map((u) => [u.id, u]),
  );
  for (const userId of ids) {
    const [row] = await trx<NotificationRow>('notifications')
      .insert({ user_id: userId, organization_id: n.organizationId ?? null, type: n.type, data: JSON.stringify(n.data ?? {}), path: n.path ?? null } as never)
      .returning('*');
    await kit.addEvent(trx, 'notification.created', { userId, notification: toNotification(row) });
    const recipient = recipients.get(userId);
    if (n.mail === false || !recipient || recipient.blocked) continue;
    const { title, body } = notificationText(n.type, recipient.language, n.data ?? {});
    await queueMail(kit, trx, {
      template: 'notification',
      locale: recipient.language,
      to: recipient.email,
      idempotencyKey: `identity:notification:${row.id}`,
      data: { title, body, ...(row.path ? { path: row.path } : {}) },
    });
  }
}

/** Platform administrators (not blocked): contact forms and organisation messages notify them. */
export function platformAdminIds(db: Knex): Promise<string[]> {
  return db('users').whereRaw(`'platformAdmin' = any(roles)`).where({ blocked: false }).pluck('id');
}

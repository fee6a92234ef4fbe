import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';

export interface NotificationInput {
  /** Translation key of the front end, e.g. `notification.organizationStatusChanged`. */
  type: string;
  data?: Record<string, unknown>;
  /** Where a click leads (a path of the site). */
  path?: string | null;
  organizationId?: string | null;
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

/** Stores one notification per user and announces each (`notification.created`, pushed to the user's socket). */
export async function notify(kit: Pick<Kit, 'addEvent'>, trx: Knex.Transaction, userIds: Iterable<string>, n: NotificationInput): Promise<void> {
  for (const userId of new Set(userIds)) {
    const [row] = await trx<NotificationRow>('notifications')
      .insert({ user_id: userId, organization_id: n.organizationId ?? null, type: n.type, data: JSON.stringify(n.data ?? {}), path: n.path ?? null } as never)
      .returning('*');
    await kit.addEvent(trx, 'notification.created', { userId, notification: toNotification(row) });
  }
}

/** Platform administrators (not blocked): contact forms and organisation messages notify them. */
export function platformAdminIds(db: Knex): Promise<string[]> {
  return db('users').whereRaw(`'platformAdmin' = any(roles)`).where({ blocked: false }).pluck('id');
}

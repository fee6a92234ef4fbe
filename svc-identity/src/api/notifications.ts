import { notificationListQuery } from '@cadeau/contracts';
import { actorOf, audit } from '../domain/audit';
import { pageQuery } from '../domain/list';
import { toNotification, type NotificationRow } from '../domain/notifications';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

const unread = async (db: IdentityDeps['kit']['db'], userId: string) =>
  Number((await db('notifications').where({ user_id: userId }).whereNull('read_at').count({ count: '*' }))[0].count);

/** GET /notification: the caller's own notifications, newest first, with the unread count. */
export function registerGetNotifications({ kit }: IdentityDeps) {
  const spec = { sortColumns: { createdAt: 'created_at' }, searchColumns: ['type'], tieBreaker: 'id' };
  kit.route(routeOf('GET', '/notification'), async (_ctx, { query, user }) => {
    const q = notificationListQuery.parse(query);
    const base = kit.db('notifications').where({ user_id: user!.userId }).select('*');
    if (q.unread !== undefined) base.modify((b) => (q.unread ? b.whereNull('read_at') : b.whereNotNull('read_at')));
    const page = await pageQuery<NotificationRow, ReturnType<typeof toNotification>>(base, q, spec, toNotification);
    return { ...page, unreadCount: await unread(kit.db, user!.userId) };
  });
}

/** PUT /notification: marks some or all of the caller's notifications read (or unread); others' are never touched. */
export function registerUpdateNotifications({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/notification'), async (_ctx, { body, user }) => {
    const me = user!;
    if (body.all || body.ids?.length) {
      await kit.db.transaction(async (trx) => {
        const q = trx('notifications').where({ user_id: me.userId });
        if (!body.all) q.whereIn('id', body.ids!);
        const changed: { id: string }[] = await (body.read ? q.whereNull('read_at').update({ read_at: trx.fn.now() }) : q.whereNotNull('read_at').update({ read_at: null })).returning('id');
        if (changed.length) await audit(trx, { userId: actorOf(me), action: 'update', entity: 'notification', entityId: changed.length === 1 ? changed[0].id : null, value: { read: body.read, count: changed.length } });
      });
    }
    return { unreadCount: await unread(kit.db, me.userId) };
  });
}

import { notificationPage, unreadCount } from '../db/notifications';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /notification: the caller's own notifications, newest first, with the unread count. */
export const handleGetNotifications =
  ({ kit }: IdentityDeps): Handler<'GET /notification'> =>
  async (_ctx, { query, user }) => {
    const page = await notificationPage(kit.db, user!.userId, query);
    return { ...page, unreadCount: await unreadCount(kit.db, user!.userId) };
  };

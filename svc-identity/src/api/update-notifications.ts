import { markOwnNotifications, unreadCount } from '../db/notifications';
import { actorOf } from '../domain/audit';
import { marksAny } from '../domain/notification';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** PUT /notification: marks some or all of the caller's notifications read (or unread); others' are never touched. */
export const handleUpdateNotifications =
  ({ kit }: IdentityDeps): Handler<'PUT /notification'> =>
  async (_ctx, { body, user }) => {
    if (marksAny(body)) await markOwnNotifications(kit, user!.userId, body, actorOf(user!));
    return { unreadCount: await unreadCount(kit.db, user!.userId) };
  };

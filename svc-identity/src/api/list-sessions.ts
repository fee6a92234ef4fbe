import { pageOpenSessionsOf } from '../db/sessions';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /user/{userId}/sessions: a page of the open sessions, most recently used first; `current` marks the caller's. */
export const handleListSessions =
  ({ kit }: IdentityDeps): Handler<'GET /user/{userId}/sessions'> =>
  (_ctx, { params, query, user }) =>
    pageOpenSessionsOf(kit.db, params.userId, query, user?.sessionId ?? null);

import { openSessionsOf, toSessionBody } from '../db/sessions';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /user/{userId}/sessions: open sessions, most recently used first; `current` marks the caller's. */
export const handleListSessions =
  ({ kit }: IdentityDeps): Handler<'GET /user/{userId}/sessions'> =>
  async (_ctx, { params, user }) => {
    const rows = await openSessionsOf(kit.db, params.userId);
    return rows.map((row) => toSessionBody(row, user?.sessionId ?? null));
  };

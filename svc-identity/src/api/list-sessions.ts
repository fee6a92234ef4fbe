import { openSessionsOf, toSessionBody } from '../domain/sessions';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** GET /user/{userId}/sessions: open sessions, most recently used first; `current` marks the caller's. */
export function registerListSessions({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/user/{userId}/sessions'), async (_ctx, { params, user }) => {
    const rows = await openSessionsOf(kit.db, params.userId);
    return rows.map((row) => toSessionBody(row, user?.sessionId ?? null));
  });
}

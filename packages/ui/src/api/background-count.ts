import { ApiError } from './client';

/**
 * A background count (the navigation's badge, the dashboard's tasks) must not be what ends a session: its 401 (a
 * request racing the end of an impersonation, when the cookie changes hands) becomes this query's own failure, not
 * the query client's "signed out" rule; GET /user/myuser decides about the session.
 */
export function backgroundCount<T>(what: string, call: Promise<T>): Promise<T> {
  return call.catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401) throw new Error(`${what}: not signed in`, { cause: err });
    throw err;
  });
}

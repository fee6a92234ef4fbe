import { hashKey, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MyUser, UpdateUserBody } from '@cadeau/contracts';
import { ApiError } from './client';
import { api } from './route-client';
import { queryClient, queryKeys } from './query-client';
import { sessionChanging } from './session-change';
import { navigate } from '@cadeau/ui/navigation';

/**
 * GET /api/user/myuser; anonymous (401) is not an error here but "no user": null. While this page swaps its session
 * (session-change.ts) a 401 is the old cookie's, not anonymity: the query fails and keeps the user it had.
 */
export async function fetchMyUser(): Promise<MyUser | null> {
  try {
    return await api('GET', '/user/myuser');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      if (sessionChanging()) throw new Error('the session is changing hands', { cause: err });
      return null;
    }
    throw err;
  }
}

/** Loaded once (the shell awaits it before the first navigation), then kept current by login/logout/updates. */
export const myUserQuery = { queryKey: queryKeys.myUser, queryFn: fetchMyUser, staleTime: Infinity } as const;

/**
 * GET /api/auth/session: the current user or null, answered 200 either way. The shell's first load uses it
 * instead of GET /api/user/myuser, whose 401 for every anonymous visitor the browser logs as a console error.
 */
export async function fetchSessionUser(): Promise<MyUser | null> {
  return (await api('GET', '/auth/session')).user;
}

/** `myUserQuery` filled by GET /api/auth/session: the same cache entry, for the first load of a page. */
export const sessionUserQuery = { ...myUserQuery, queryFn: fetchSessionUser } as const;

export function useMyUser() {
  return useQuery(myUserQuery);
}

/** The current user as the cache knows it right now: undefined = not loaded yet, null = anonymous. */
export function getMyUser(client: QueryClient = queryClient): MyUser | null | undefined {
  return client.getQueryData<MyUser | null>(queryKeys.myUser);
}

export function setMyUser(user: MyUser | null, client: QueryClient = queryClient): void {
  client.setQueryData(queryKeys.myUser, user);
}

/**
 * The user changed identity (login, logout): nothing cached for the previous one may survive. After a login,
 * every mounted root that shows the user refetches the full current state.
 */
export async function switchUser(user: MyUser | null): Promise<void> {
  const mine = hashKey(queryKeys.myUser);
  queryClient.removeQueries({ predicate: (q) => q.queryHash !== mine });
  setMyUser(user);
  if (user) await queryClient.invalidateQueries({ queryKey: queryKeys.myUser, refetchType: 'none' });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => api('POST', '/auth/logout'),
    // Even if the call fails (session already gone) the page must stop acting as that user. Forgetting the user
    // and leaving for /login happen in the same tick, so the shell's guard never sees an anonymous user on a
    // cockpit page (which would save that page as the place to return to after the next login).
    onSettled: () => {
      void switchUser(null);
      navigate('/login');
    },
  });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api('PUT', '/user', { body }),
    onSuccess: (user) => setMyUser(user),
  });
}

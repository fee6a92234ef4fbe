import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { MyUser } from '@cadeau/contracts';
import { ApiError } from './client';
import { sessionChanging } from './session-change';

export const queryKeys = {
  myUser: ['user', 'myuser'] as const,
  sessions: (userId: string) => ['user', userId, 'sessions'] as const,
};

/**
 * A 401 on any call means the session is gone (ended elsewhere, expired): forget the user, and the shell's
 * guard, which watches the current user, sends a cockpit page to /login. Nothing happens while anonymous.
 */
function onUnauthorized(error: unknown) {
  // Not while this page swaps its session: a request with the old cookie meets the ended one (session-change.ts).
  if (sessionChanging()) return;
  if (error instanceof ApiError && error.status === 401 && client.getQueryData<MyUser | null>(queryKeys.myUser)) {
    client.setQueryData(queryKeys.myUser, null);
  }
}

const client: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onUnauthorized }),
  mutationCache: new MutationCache({ onError: onUnauthorized }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A client error will not go away by asking again; network trouble and 5xx might.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});

/** The one query client of the page, shared by the shell and every micro-frontend (MF singleton). */
export const queryClient = client;

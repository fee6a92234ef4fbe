import { useMutation, useQuery } from '@tanstack/react-query';
import type { Session } from '@cadeau/contracts';
import { apiFetch, pathOf } from './client';
import { queryClient, queryKeys } from './query-client';
import { getMyUser, setMyUser } from './user';

export function useSessions(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.sessions(userId ?? ''),
    queryFn: () => apiFetch<Session[]>('GET', pathOf('/user/{userId}/sessions', { userId: userId! })),
    enabled: !!userId,
  });
}

export function useEndSession() {
  return useMutation({
    mutationFn: ({ userId, sessionId }: { userId: string; sessionId: string }) =>
      apiFetch<void>('DELETE', pathOf('/user/{userId}/sessions/{sessionId}', { userId, sessionId })),
    onSuccess: async (_data, { userId, sessionId }) => {
      // Ending the session of this very browser is a logout: the guard then leaves the cockpit.
      if (getMyUser()?.sessionId === sessionId) {
        queryClient.removeQueries({ queryKey: queryKeys.sessions(userId) });
        setMyUser(null);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions(userId) });
    },
  });
}

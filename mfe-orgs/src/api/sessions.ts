import { useMutation, useQuery } from '@tanstack/react-query';
import { api, getMyUser, queryClient, queryKeys, setMyUser } from '@cadeau/ui/api';

/** The open sessions of a user (my settings): listed, and ended one by one. */
export function useSessions(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.sessions(userId ?? ''),
    queryFn: () => api('GET', '/user/{userId}/sessions', { params: { userId: userId! } }),
    enabled: !!userId,
  });
}

export function useEndSession() {
  return useMutation({
    mutationFn: (params: { userId: string; sessionId: string }) =>
      api('DELETE', '/user/{userId}/sessions/{sessionId}', { params }),
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

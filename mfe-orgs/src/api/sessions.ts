import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  api,
  getMyUser,
  listQuery,
  queryClient,
  queryKeys,
  setMyUser,
  type ApiQuery,
  type ListParams,
} from '@cadeau/ui/api';

/** One page of a user's open sessions (my settings), as the server pages, sorts and searches them. */
export function useSessions(userId: string | undefined, params: ListParams) {
  return useQuery({
    queryKey: [...queryKeys.sessions(userId ?? ''), params],
    queryFn: () =>
      api('GET', '/user/{userId}/sessions', {
        params: { userId: userId! },
        query: listQuery<ApiQuery<'GET', '/user/{userId}/sessions'>>(params),
      }),
    enabled: !!userId,
    // The table keeps the previous page's rows while the next one loads instead of jumping.
    placeholderData: keepPreviousData,
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

/** "End all other sessions": every session of the user but this browser's; answers how many ended. */
export function useEndOtherSessions() {
  return useMutation({
    mutationFn: (userId: string) => api('DELETE', '/user/{userId}/sessions', { params: { userId } }),
    onSuccess: (_data, userId) => queryClient.invalidateQueries({ queryKey: queryKeys.sessions(userId) }),
  });
}

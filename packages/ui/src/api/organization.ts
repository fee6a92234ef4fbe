import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { api } from './route-client';
import { setMyUser } from './user';

/** The current organisation of the logged-in user (mfe-orgs, the dashboard) and switching it (the shell). */
export const organizationKeys = {
  all: ['organization'] as const,
  current: ['organization', 'current'] as const,
};

export function useMyOrganization(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.current,
    queryFn: () => api('GET', '/organization'),
    enabled,
  });
}

/**
 * PUT /user/current-organization: the answer is the user in the new organisation; everything cached about
 * the previous one (its members, settings, conversations) must not survive the switch.
 */
export function useSwitchOrganization() {
  return useMutation({
    mutationFn: (organizationId: string | null) =>
      api('PUT', '/user/current-organization', { body: { organizationId } }),
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' || q.queryKey[1] !== 'myuser' });
      setMyUser(user);
    },
  });
}

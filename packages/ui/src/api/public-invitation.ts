import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryClient, queryKeys } from './query-client';

/** What the invitation link leads to (POST /organization/invitation/preview). */
export interface InvitationPreview {
  organizationName: string;
  email: string;
  roles: string[];
  /** Whether the invited address already has an account: the page offers login instead of registration. */
  accountExists: boolean;
}

export interface AcceptedInvitation {
  organizationId: string;
  organizationName: string;
}

/** The invitation behind a mailed token; a POST because the token is a credential (kept out of URLs and logs). */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ['invitation', 'preview', token ?? ''] as const,
    queryFn: () => apiFetch<InvitationPreview>('POST', '/organization/invitation/preview', { token }),
    enabled: !!token,
    staleTime: Infinity,
  });
}

/** Accepts as the logged-in user (token only) or with the invited account's e-mail and password. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; email?: string; password?: string }) => apiFetch<AcceptedInvitation>('POST', '/organization/invitation/accept', body),
    // The user now belongs to another organisation: the cached user must be reloaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myUser }),
  });
}

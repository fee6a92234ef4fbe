import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient, queryKeys, type ApiBody, type ApiResponse } from '@cadeau/ui/api';

/** What the invitation link leads to (POST /organization/invitation/preview). */
export type InvitationPreview = ApiResponse<'POST', '/organization/invitation/preview'>;
export type AcceptedInvitation = ApiResponse<'POST', '/organization/invitation/accept'>;

/** The invitation behind a mailed token; a POST because the token is a credential (kept out of URLs and logs). */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ['invitation', 'preview', token ?? ''] as const,
    queryFn: () => api('POST', '/organization/invitation/preview', { body: { token: token! } }),
    enabled: !!token,
    staleTime: Infinity,
  });
}

/** Accepts as the logged-in user (token only) or with the invited account's e-mail and password. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: ApiBody<'POST', '/organization/invitation/accept'>) =>
      api('POST', '/organization/invitation/accept', { body }),
    // The user now belongs to another organisation: the cached user must be reloaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myUser }),
  });
}

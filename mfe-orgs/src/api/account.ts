import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient, type ApiBody } from '@cadeau/ui/api';

/** The logged-in user's own password and e-mail address (my profile). */
export const accountKeys = { emailChange: ['user', 'email-change'] as const };

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ApiBody<'PUT', '/user/password'>) => api('PUT', '/user/password', { body }),
  });
}

export function useEmailChangeStatus() {
  return useQuery({
    queryKey: accountKeys.emailChange,
    queryFn: () => api('GET', '/user/email-change'),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: ApiBody<'POST', '/user/email-change'>) => api('POST', '/user/email-change', { body }),
    onSuccess: (status) => queryClient.setQueryData(accountKeys.emailChange, status),
  });
}

export function useCancelEmailChange() {
  return useMutation({
    mutationFn: () => api('POST', '/user/cancel-email-change', { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.emailChange }),
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailChangeStatus } from '@cadeau/contracts';
import { apiFetch } from './client';
import { queryClient } from './query-client';

/** The logged-in user's own password and e-mail address (my-profile). */
export const accountKeys = { emailChange: ['user', 'email-change'] as const };

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; newPasswordConfirmation: string }) => apiFetch<void>('PUT', '/user/password', body),
  });
}

export function useEmailChangeStatus() {
  return useQuery({ queryKey: accountKeys.emailChange, queryFn: () => apiFetch<EmailChangeStatus>('GET', '/user/email-change') });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: { newEmail: string; password: string }) => apiFetch<EmailChangeStatus>('POST', '/user/email-change', body),
    onSuccess: (status) => queryClient.setQueryData(accountKeys.emailChange, status),
  });
}

export function useCancelEmailChange() {
  return useMutation({
    mutationFn: () => apiFetch<void>('POST', '/user/cancel-email-change', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.emailChange }),
  });
}

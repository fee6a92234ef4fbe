import { useMutation, useQuery } from '@tanstack/react-query';
import type { CompanyRecord, EmailChangeStatus, OrganizationRegistrationBody, RegistrationBody } from '@cadeau/contracts';
import { apiFetch } from './client';

/**
 * Account flows of the public pages (issue 3): registration by invitation or with an organisation, mailed
 * links (confirmation, password reset, e-mail change) and the company register search. Every call is
 * public: the mailed token is the credential.
 */

export interface RegistrationResult {
  userId: string;
  email: string;
  organizationId: string;
}

export interface OrganizationRegistrationResult {
  organizationId: string;
  userId: string;
  email: string;
}

export function useRegister() {
  return useMutation({ mutationFn: (body: RegistrationBody) => apiFetch<RegistrationResult>('POST', '/auth/registration', body) });
}

export function useRegisterOrganization() {
  return useMutation({
    mutationFn: (body: OrganizationRegistrationBody) => apiFetch<OrganizationRegistrationResult>('POST', '/auth/organization-registration', body),
  });
}

/** The shortest text the register is asked about (the contract's minimum). */
export const COMPANY_SEARCH_MIN = 2;

/** GET /auth/company-search?q=: by name, or by UID when the text is one. Debounce `q` before passing it. */
export function useCompanySearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['auth', 'company-search', text] as const,
    queryFn: () => apiFetch<CompanyRecord[]>('GET', `/auth/company-search?q=${encodeURIComponent(text)}`),
    enabled: text.length >= COMPANY_SEARCH_MIN,
    // The register changes rarely; the same text typed again should not cost another register call.
    staleTime: 10 * 60_000,
    // The person is typing: an unavailable or rate-limited register is shown at once (the next keystroke
    // asks again) instead of after the default retries' seconds of waiting.
    retry: false,
  });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: (token: string) => apiFetch<void>('POST', '/auth/confirmation', { token }) });
}

/** A new confirmation mail, by the expired link's token or by address; always 204 (no account enumeration). */
export function useResendConfirmation() {
  return useMutation({ mutationFn: (by: { token: string } | { email: string }) => apiFetch<void>('POST', '/auth/confirmation/resend', by) });
}

/** Always 204, whether the address has an account or not. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => apiFetch<void>('POST', '/auth/forgot-password', { email }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; passwordConfirmation: string }) => apiFetch<void>('POST', '/auth/reset-password', body),
  });
}

/** Confirms one side of an e-mail change with the token of its mail. */
export function useConfirmEmailChange() {
  return useMutation({ mutationFn: (token: string) => apiFetch<EmailChangeStatus>('POST', '/user/confirm-email-change', { token }) });
}

/** Cancels an e-mail change with the token of the mail to the current address. */
export function useCancelEmailChangeByToken() {
  return useMutation({ mutationFn: (token: string) => apiFetch<void>('POST', '/user/cancel-email-change', { token }) });
}

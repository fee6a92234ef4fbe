import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrganizationRegistrationBody, RegistrationBody } from '@cadeau/contracts';
import { api, type ApiResponse } from '@cadeau/ui/api';

/**
 * Account flows of the public pages (issue 3): registration by invitation or with an organisation, mailed
 * links (confirmation, password reset, e-mail change) and the company register search. Every call is
 * public: the mailed token is the credential.
 */

export type RegistrationResult = ApiResponse<'POST', '/auth/registration'>;
export type OrganizationRegistrationResult = ApiResponse<'POST', '/auth/organization-registration'>;

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegistrationBody) => api('POST', '/auth/registration', { body }),
  });
}

export function useRegisterOrganization() {
  return useMutation({
    mutationFn: (body: OrganizationRegistrationBody) => api('POST', '/auth/organization-registration', { body }),
  });
}

/** The shortest text the register is asked about (the contract's minimum). */
export const COMPANY_SEARCH_MIN = 2;

/** GET /auth/company-search?q=: by name, or by UID when the text is one. Debounce `q` before passing it. */
export function useCompanySearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['auth', 'company-search', text] as const,
    queryFn: () => api('GET', '/auth/company-search', { query: { q: text } }),
    enabled: text.length >= COMPANY_SEARCH_MIN,
    // The register changes rarely; the same text typed again should not cost another register call.
    staleTime: 10 * 60_000,
    // The person is typing: an unavailable or rate-limited register is shown at once (the next keystroke
    // asks again) instead of after the default retries' seconds of waiting.
    retry: false,
  });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: (token: string) => api('POST', '/auth/confirmation', { body: { token } }) });
}

/** A new confirmation mail, by the expired link's token or by address; always 204 (no account enumeration). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (by: { token: string } | { email: string }) => api('POST', '/auth/confirmation/resend', { body: by }),
  });
}

/** Always 204, whether the address has an account or not. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api('POST', '/auth/forgot-password', { body: { email } }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; passwordConfirmation: string }) =>
      api('POST', '/auth/reset-password', { body }),
  });
}

/** Confirms one side of an e-mail change with the token of its mail. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => api('POST', '/user/confirm-email-change', { body: { token } }),
  });
}

/** Cancels an e-mail change with the token of the mail to the current address. */
export function useCancelEmailChangeByToken() {
  return useMutation({
    mutationFn: (token: string) => api('POST', '/user/cancel-email-change', { body: { token } }),
  });
}

export { ApiError, apiFetch, pathOf } from './client';
export type { HttpMethod } from './client';
export { queryClient, queryKeys } from './query-client';
export { fetchMyUser, myUserQuery, useMyUser, getMyUser, setMyUser, useLogin, useLogout, useUpdateUser } from './user';
export { useSessions, useEndSession } from './sessions';
export {
  COMPANY_SEARCH_MIN,
  useRegister,
  useRegisterOrganization,
  useCompanySearch,
  useConfirmEmail,
  useResendConfirmation,
  useForgotPassword,
  useResetPassword,
  useConfirmEmailChange,
  useCancelEmailChangeByToken,
} from './accounts';
export type { RegistrationResult, OrganizationRegistrationResult } from './accounts';
export { useInvitationPreview, useAcceptInvitation } from './public-invitation';
export type { InvitationPreview, AcceptedInvitation } from './public-invitation';
export { useSendContactForm } from './contact-form';
export type { ContactFormBody } from './contact-form';
export { toQueryString, type ListParams } from './list-query';
export * from './organization';
export * from './account';
export * from './administration';
export * from './settings';
export * from './messaging';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  api,
  listQuery,
  platformKeys,
  queryClient,
  type ApiQuery,
  type ApiResponse,
  type ListParams,
} from '@cadeau/ui/api';

/** Platform administration: one organisation, the users, every invitation and contact form, impersonation. */
export const adminKeys = {
  organization: (id: string) => ['admin', 'organization', id] as const,
  users: (params: ListParams) => ['admin', 'users', params] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  invitations: (params: ListParams) => ['admin', 'invitations', params] as const,
  contacts: (params: ListParams) => ['admin', 'contacts', params] as const,
};

export type OrganizationDetail = ApiResponse<'GET', '/organization/{organizationId}'>;
export type UserDetail = ApiResponse<'GET', '/user/{userId}'>;
export type ContactForm = ApiResponse<'GET', '/contact'>['items'][number];
type Organization = ApiResponse<'PUT', '/organization/status'>;

// Pages keep showing the previous page's rows while the next one loads, so the table does not jump.
const paged = { placeholderData: keepPreviousData } as const;

export function useOrganizationDetail(organizationId: string) {
  return useQuery({
    queryKey: adminKeys.organization(organizationId),
    queryFn: () => api('GET', '/organization/{organizationId}', { params: { organizationId } }),
  });
}

function refreshOrganization(org: Organization) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.organization(org.id) });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'organizations'] });
}

export function useSetOrganizationStatus() {
  return useMutation({
    mutationFn: (body: { organizationId: string; status: Organization['status']; reason: string }) =>
      api('PUT', '/organization/status', { body }),
    onSuccess: refreshOrganization,
  });
}

export function useSetOrganizationFeatures() {
  return useMutation({
    mutationFn: (body: { organizationId: string; features: Organization['features'] }) =>
      api('PUT', '/organization/features', { body }),
    onSuccess: refreshOrganization,
  });
}

export function useUserList(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.users(params),
    queryFn: () => api('GET', '/user', { query: listQuery<ApiQuery<'GET', '/user'>>(params) }),
    ...paged,
  });
}

export function useUserDetail(userId: string) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: () => api('GET', '/user/{userId}', { params: { userId } }),
  });
}

export function useBlockUser() {
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string; blocked: boolean; reason?: string }) =>
      api('PUT', '/user/{userId}/block', { params: { userId }, body }),
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}

export function useInvitationList(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.invitations(params),
    queryFn: () =>
      api('GET', '/organization/invitation/list', {
        query: listQuery<ApiQuery<'GET', '/organization/invitation/list'>>(params),
      }),
    ...paged,
  });
}

/**
 * DELETE /organization/invitation/{id} of any organisation (only pending ones): the invitation lists refetch, and
 * the organisation's own invitations too when they are cached (the same browser may show them).
 */
export function useDeleteInvitation() {
  return useMutation({
    mutationFn: (invitationId: string) =>
      api('DELETE', '/organization/invitation/{invitationId}', { params: { invitationId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] });
      void queryClient.invalidateQueries({ queryKey: ['organization', 'invitations'] });
    },
  });
}

export function useContactList(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.contacts(params),
    queryFn: () => api('GET', '/contact', { query: listQuery<ApiQuery<'GET', '/contact'>>(params) }),
    ...paged,
  });
}

/**
 * POST /contact/{contactId}/answered: the form leaves (or rejoins) the platform's tasks; the list and the tasks are
 * read again (the socket's hint follows once svc-campaign's view has it).
 */
export function useMarkContactAnswered() {
  return useMutation({
    mutationFn: ({ contactId, answered }: { contactId: string; answered: boolean }) =>
      api('POST', '/contact/{contactId}/answered', { params: { contactId }, body: { answered } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'contacts'] });
      void queryClient.invalidateQueries({ queryKey: platformKeys.tasks() });
    },
  });
}

/**
 * Impersonation swaps the session cookie (the gateway does it from svc-identity's answer), so the page is
 * someone else from then on: the caller reloads into the cockpit, which drops every cached query and
 * reconnects the socket with the new session in one step.
 */
export function useImpersonate() {
  return useMutation({
    mutationFn: (userId: string) => api('POST', '/user/inpersonate', { body: { userId } }),
  });
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Invitation, Member, MyUser, Organization, Page, UserSummary } from '@cadeau/contracts';
import { apiFetch, pathOf } from './client';
import { toQueryString, type ListParams } from './list-query';
import { queryClient } from './query-client';

/** Platform administration (mfe-admin): every organisation, user, invitation and contact form. */
export const adminKeys = {
  organizations: (params: ListParams) => ['admin', 'organizations', params] as const,
  organization: (id: string) => ['admin', 'organization', id] as const,
  users: (params: ListParams) => ['admin', 'users', params] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  invitations: (params: ListParams) => ['admin', 'invitations', params] as const,
  contacts: (params: ListParams) => ['admin', 'contacts', params] as const,
};

export type OrganizationDetail = Organization & { members: Member[] };
export type UserDetail = UserSummary & { openSessions: number };
export interface ContactForm {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  userId: string | null;
  createdAt: string;
}

// Pages keep showing the previous page's rows while the next one loads, so the table does not jump.
const paged = { placeholderData: keepPreviousData } as const;

export function useOrganizationList(params: ListParams, enabled = true) {
  return useQuery({ queryKey: adminKeys.organizations(params), queryFn: () => apiFetch<Page<Organization>>('GET', `/organization/list${toQueryString(params)}`), enabled, ...paged });
}

export function useOrganizationDetail(organizationId: string) {
  return useQuery({ queryKey: adminKeys.organization(organizationId), queryFn: () => apiFetch<OrganizationDetail>('GET', pathOf('/organization/{organizationId}', { organizationId })) });
}

function refreshOrganization(org: Organization) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.organization(org.id) });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'organizations'] });
}

export function useSetOrganizationStatus() {
  return useMutation({
    mutationFn: (body: { organizationId: string; status: Organization['status']; reason: string }) => apiFetch<Organization>('PUT', '/organization/status', body),
    onSuccess: refreshOrganization,
  });
}

export function useSetOrganizationFeatures() {
  return useMutation({
    mutationFn: (body: { organizationId: string; features: Organization['features'] }) => apiFetch<Organization>('PUT', '/organization/features', body),
    onSuccess: refreshOrganization,
  });
}

export function useUserList(params: ListParams) {
  return useQuery({ queryKey: adminKeys.users(params), queryFn: () => apiFetch<Page<UserSummary>>('GET', `/user${toQueryString(params)}`), ...paged });
}

export function useUserDetail(userId: string) {
  return useQuery({ queryKey: adminKeys.user(userId), queryFn: () => apiFetch<UserDetail>('GET', pathOf('/user/{userId}', { userId })) });
}

export function useBlockUser() {
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string; blocked: boolean; reason?: string }) => apiFetch<UserDetail>('PUT', pathOf('/user/{userId}/block', { userId }), body),
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}

export function useInvitationList(params: ListParams) {
  return useQuery({ queryKey: adminKeys.invitations(params), queryFn: () => apiFetch<Page<Invitation>>('GET', `/organization/invitation/list${toQueryString(params)}`), ...paged });
}

export function useContactList(params: ListParams) {
  return useQuery({ queryKey: adminKeys.contacts(params), queryFn: () => apiFetch<Page<ContactForm>>('GET', `/contact${toQueryString(params)}`), ...paged });
}

/**
 * Impersonation swaps the session cookie (the gateway does it from svc-identity's answer), so the page is
 * someone else from then on: the caller reloads into the cockpit, which drops every cached query and
 * reconnects the socket with the new session in one step.
 */
export function useImpersonate() {
  return useMutation({ mutationFn: (userId: string) => apiFetch<MyUser>('GET', `/user/inpersonate${toQueryString({ userId })}`) });
}

export function useEndImpersonation() {
  return useMutation({ mutationFn: () => apiFetch<MyUser>('POST', '/user/inpersonate/end', {}) });
}

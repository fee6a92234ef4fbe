import { useMutation, useQuery } from '@tanstack/react-query';
import type { Address, Invitation, Member, MyUser, Organization } from '@cadeau/contracts';
import { apiFetch, pathOf } from './client';
import { queryClient } from './query-client';
import { setMyUser } from './user';

/** The current organisation of the logged-in user, its members, invitations and invoice address (mfe-orgs). */
export const organizationKeys = {
  all: ['organization'] as const,
  current: ['organization', 'current'] as const,
  members: ['organization', 'members'] as const,
  invitations: ['organization', 'invitations'] as const,
  invoiceAddress: ['organization', 'invoice-address'] as const,
};

export interface InvoiceAddress {
  name: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  email: string | null;
  iban: string | null;
  complete: boolean;
}

export interface UpdateOrganizationInput {
  name?: string;
  companyName?: string;
  vatNumber?: string | null;
  address?: Partial<Address>;
  iban?: string | null;
}

export function useMyOrganization(enabled = true) {
  return useQuery({ queryKey: organizationKeys.current, queryFn: () => apiFetch<Organization>('GET', '/organization'), enabled });
}

export function useUpdateMyOrganization() {
  return useMutation({
    mutationFn: (body: UpdateOrganizationInput) => apiFetch<Organization>('PUT', '/organization', body),
    onSuccess: (org) => queryClient.setQueryData(organizationKeys.current, org),
  });
}

export function useInvoiceAddress() {
  return useQuery({ queryKey: organizationKeys.invoiceAddress, queryFn: () => apiFetch<InvoiceAddress>('GET', '/organization/invoice-address') });
}

export function useUpdateInvoiceAddress() {
  return useMutation({
    mutationFn: (body: Omit<InvoiceAddress, 'complete'>) => apiFetch<InvoiceAddress>('PUT', '/organization/invoice-address', body),
    onSuccess: (address) => queryClient.setQueryData(organizationKeys.invoiceAddress, address),
  });
}

export function useMembers() {
  return useQuery({ queryKey: organizationKeys.members, queryFn: () => apiFetch<Member[]>('GET', '/organization/user') });
}

export function useUpdateMember() {
  return useMutation({
    mutationFn: (body: { userId: string; roles: string[] }) => apiFetch<Member>('PUT', '/organization/user', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.members }),
  });
}

export function useRemoveMember() {
  return useMutation({
    mutationFn: (body: { userId: string }) => apiFetch<void>('POST', '/organization/user/remove', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.members }),
  });
}

export function useInvitations() {
  return useQuery({ queryKey: organizationKeys.invitations, queryFn: () => apiFetch<Invitation[]>('GET', '/organization/invitation') });
}

export function useCreateInvitation() {
  return useMutation({
    mutationFn: (body: { email: string; roles: string[] }) => apiFetch<Invitation>('POST', '/organization/invitation', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.invitations }),
  });
}

export function useDeleteInvitation() {
  return useMutation({
    mutationFn: (invitationId: string) => apiFetch<void>('DELETE', pathOf('/organization/invitation/{invitationId}', { invitationId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.invitations }),
  });
}

/**
 * PUT /user/current-organization: the answer is the user in the new organisation; everything cached about
 * the previous one (its members, settings, conversations) must not survive the switch.
 */
export function useSwitchOrganization() {
  return useMutation({
    mutationFn: (organizationId: string | null) => apiFetch<MyUser>('PUT', '/user/current-organization', { organizationId }),
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' || q.queryKey[1] !== 'myuser' });
      setMyUser(user);
    },
  });
}

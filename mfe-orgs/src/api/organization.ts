import { useMutation, useQuery } from '@tanstack/react-query';
import { api, organizationKeys, queryClient, type ApiBody, type ApiResponse } from '@cadeau/ui/api';

/** The current organisation's members, invitations, invoice address and its own data (my organisation). */
export const myOrganizationKeys = {
  members: ['organization', 'members'] as const,
  invitations: ['organization', 'invitations'] as const,
  invoiceAddress: ['organization', 'invoice-address'] as const,
};

/** Roles as the page's checkboxes give them; the route's schema refuses any other (400 `zod.…`). */
type OrgRole = ApiBody<'PUT', '/organization/user'>['roles'][number];

export type InvoiceAddress = ApiResponse<'GET', '/organization/invoice-address'>;
export type UpdateOrganizationInput = ApiBody<'PUT', '/organization'>;

export function useUpdateMyOrganization() {
  return useMutation({
    mutationFn: (body: UpdateOrganizationInput) => api('PUT', '/organization', { body }),
    onSuccess: (org) => queryClient.setQueryData(organizationKeys.current, org),
  });
}

export function useInvoiceAddress() {
  return useQuery({
    queryKey: myOrganizationKeys.invoiceAddress,
    queryFn: () => api('GET', '/organization/invoice-address'),
  });
}

export function useUpdateInvoiceAddress() {
  return useMutation({
    mutationFn: (body: ApiBody<'PUT', '/organization/invoice-address'>) =>
      api('PUT', '/organization/invoice-address', { body }),
    onSuccess: (address) => queryClient.setQueryData(myOrganizationKeys.invoiceAddress, address),
  });
}

export function useMembers() {
  return useQuery({
    queryKey: myOrganizationKeys.members,
    queryFn: () => api('GET', '/organization/user'),
  });
}

export function useUpdateMember() {
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: string[] }) =>
      api('PUT', '/organization/user', { body: { userId, roles: roles as OrgRole[] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrganizationKeys.members }),
  });
}

export function useRemoveMember() {
  return useMutation({
    mutationFn: (body: { userId: string }) => api('POST', '/organization/user/remove', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrganizationKeys.members }),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: myOrganizationKeys.invitations,
    queryFn: () => api('GET', '/organization/invitation'),
  });
}

export function useCreateInvitation() {
  return useMutation({
    mutationFn: ({ email, roles }: { email: string; roles: string[] }) =>
      api('POST', '/organization/invitation', { body: { email, roles: roles as OrgRole[] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrganizationKeys.invitations }),
  });
}

export function useDeleteInvitation() {
  return useMutation({
    mutationFn: (invitationId: string) =>
      api('DELETE', '/organization/invitation/{invitationId}', { params: { invitationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrganizationKeys.invitations }),
  });
}

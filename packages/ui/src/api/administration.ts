import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { whileSessionChanges } from './session-change';
import { listQuery, type ListParams } from './list-query';
import { api } from './route-client';
import type { ApiQuery } from './route-types';

/** Every organisation (platform administrators: the admin lists, the shell's switcher, the dashboard's tasks). */
export const adminKeys = {
  organizations: (params: ListParams) => ['admin', 'organizations', params] as const,
};

export function useOrganizationList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: adminKeys.organizations(params),
    queryFn: () =>
      api('GET', '/organization/list', { query: listQuery<ApiQuery<'GET', '/organization/list'>>(params) }),
    enabled,
    // Pages keep showing the previous page's rows while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * Back to the administrator's own session (the shell's impersonation banner): a session change, so the requests
 * still under way with the impersonation's cookie cannot log the page out (session-change.ts).
 */
export function useEndImpersonation() {
  return useMutation({
    mutationFn: () => whileSessionChanges(() => api('POST', '/user/inpersonate/end', { body: {} })),
  });
}

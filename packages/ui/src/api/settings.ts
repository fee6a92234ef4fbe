import { useMutation, useQuery } from '@tanstack/react-query';
import type { Setting, SettingScope } from '@cadeau/contracts';
import { apiFetch } from './client';
import { toQueryString } from './list-query';
import { queryClient } from './query-client';

/** Global (platform administrators) and organisation settings (its admins) of GET/PUT /setting. */
export const settingKeys = { scope: (scope: SettingScope) => ['setting', scope] as const };

export function useSettings(scope: SettingScope) {
  return useQuery({ queryKey: settingKeys.scope(scope), queryFn: () => apiFetch<Setting[]>('GET', `/setting${toQueryString({ scope })}`) });
}

export function useUpdateSettings(scope: SettingScope) {
  return useMutation({
    mutationFn: (values: { key: string; value: unknown }[]) => apiFetch<Setting[]>('PUT', '/setting', { scope, values }),
    onSuccess: (settings) => queryClient.setQueryData(settingKeys.scope(scope), settings),
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from './client';
import type { SettingScope } from '@cadeau/contracts';
import { queryClient } from './query-client';
import { api } from './route-client';

/** Global (platform administrators) and organisation settings (its admins) of GET/PUT /setting. */
export const settingKeys = { scope: (scope: SettingScope) => ['setting', scope] as const };

export function useSettings(scope: SettingScope) {
  return useQuery({
    queryKey: settingKeys.scope(scope),
    queryFn: () => api('GET', '/setting', { query: { scope } }),
  });
}

export function useUpdateSettings(scope: SettingScope) {
  return useMutation({
    mutationFn: (values: { key: string; value: unknown }[]) => api('PUT', '/setting', { body: { scope, values } }),
    onSuccess: (settings) => queryClient.setQueryData(settingKeys.scope(scope), settings),
  });
}

/** A PUT /setting validation answer with each issue at the key of the setting it is about. */
export interface SettingIssues {
  message: string;
  issues: { path: string[]; message: string }[];
}

/**
 * The server's issue paths of PUT /setting are `values.<index>.value…`, or `settings.<key>` for a setting it was
 * not sent but judged a sent one against (a minimum in force above the maximum sent): each issue put at the key of
 * the setting it is about (`sentKeys[index]`, or that key), so a form keyed by setting shows it at that field (`applyServerIssues`) and a
 * toast can name the setting. Null for anything but an ApiError; an issue about no sent setting gets no path.
 */
export function issuesAtSettings(err: unknown, sentKeys: readonly string[]): SettingIssues | null {
  if (!(err instanceof ApiError)) return null;
  return {
    message: err.message,
    issues: err.issues.map(({ path: [first, at], message }) => {
      const key =
        first === 'values' && typeof at === 'number'
          ? sentKeys[at]
          : first === 'settings' && typeof at === 'string'
            ? at
            : undefined;
      return { message, path: key ? [key] : [] };
    }),
  };
}

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { backgroundCount } from './background-count';
import { queryClient } from './query-client';
import { api } from './route-client';

/** The platform's view (issue 20): what waits for the administrators, the platform at a glance. */
export const platformKeys = {
  all: ['platform'] as const,
  tasks: () => [...platformKeys.all, 'tasks'] as const,
  statistics: (period: { from?: string; to?: string }) => [...platformKeys.all, 'statistics', period] as const,
};

/**
 * GET /platform/tasks for a platform administrator (`enabled` false for everyone else): the dashboard's panel and
 * the navigation's badge share the one query. `usePlatformTaskUpdates` keeps it fresh.
 */
export function usePlatformTasks(enabled = true) {
  return useQuery({
    queryKey: platformKeys.tasks(),
    queryFn: () => backgroundCount('platform tasks', api('GET', '/platform/tasks')),
    enabled,
    // A missed hint (a socket reconnecting) costs at most this much freshness.
    refetchInterval: enabled ? 60_000 : false,
  });
}

/** GET /platform/statistics for a period (default: the last 30 days, beside the 30 before). */
export function usePlatformStatistics(period: { from?: string; to?: string } = {}, enabled = true) {
  return useQuery({
    queryKey: platformKeys.statistics(period),
    queryFn: () => api('GET', '/platform/statistics', { query: period }),
    enabled,
  });
}

/**
 * While mounted for a platform administrator, the task list reads again when the gateway hints that it changed
 * (`platform:tasksChanged`: something to review, an invoice or a conversation changed in svc-campaign's view) or a
 * campaign changed status (a release waits for review, a review is done). Only the task list: the statistics are
 * read when shown. The socket is the shell's singleton, loaded here on first use.
 */
export function usePlatformTaskUpdates(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let off = () => {};
    let stopped = false;
    void import('@cadeau/ui/socket').then(({ socket, SocketEvents }) => {
      if (stopped) return;
      const refresh = () => void queryClient.invalidateQueries({ queryKey: platformKeys.tasks() });
      const events = [SocketEvents.platformTasksChanged, SocketEvents.campaignUpdated];
      for (const e of events) socket.on(e, refresh);
      off = () => events.forEach((e) => socket.off(e, refresh));
    });
    return () => {
      stopped = true;
      off();
    };
  }, [enabled]);
}

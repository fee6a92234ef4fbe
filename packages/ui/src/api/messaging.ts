import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Notification } from '@cadeau/contracts';
import { listQuery, type ListParams } from './list-query';
import { queryClient } from './query-client';
import { api } from './route-client';
import type { ApiQuery, ApiResponse } from './route-types';

/** Notifications (the cockpit's bell, the dashboard) and the organisation's conversation list. */
export const messagingKeys = {
  notifications: ['notification'] as const,
  conversations: (params: ListParams) => ['conversation', 'list', params] as const,
  conversation: (id: string) => ['conversation', id] as const,
};

export type NotificationPage = ApiResponse<'GET', '/notification'>;

export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: messagingKeys.notifications,
    queryFn: () => api('GET', '/notification', { query: { page: 1, pageSize: 20 } }),
    enabled,
  });
}

export function useMarkNotifications() {
  return useMutation({
    mutationFn: (body: { ids?: string[]; all?: boolean; read?: boolean }) => api('PUT', '/notification', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.notifications }),
  });
}

/** A notification pushed over the socket: shown at once, the list refetched for the exact unread count. */
export function addPushedNotification(notification: Notification | null) {
  if (notification) {
    queryClient.setQueryData<NotificationPage>(messagingKeys.notifications, (page) =>
      page && !page.items.some((n) => n.id === notification.id)
        ? { ...page, items: [notification, ...page.items], total: page.total + 1, unreadCount: page.unreadCount + 1 }
        : page,
    );
  }
  void queryClient.invalidateQueries({ queryKey: messagingKeys.notifications });
  // A new order (issue 20/23): the seller's lists, its tasks and the count beside the dashboard read again.
  if (notification?.type === 'notification.orderPlaced') void queryClient.invalidateQueries({ queryKey: ['orders'] });
}

export function useConversations(params: ListParams) {
  return useQuery({
    queryKey: messagingKeys.conversations(params),
    queryFn: () => api('GET', '/conversation', { query: listQuery<ApiQuery<'GET', '/conversation'>>(params) }),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Conversation, CreateConversationBody, Notification, Page } from '@cadeau/contracts';
import { apiFetch, pathOf } from './client';
import { toQueryString, type ListParams } from './list-query';
import { queryClient } from './query-client';

/** Notifications (the cockpit's bell) and the organisation's conversations. */
export const messagingKeys = {
  notifications: ['notification'] as const,
  conversations: (params: ListParams) => ['conversation', 'list', params] as const,
  conversation: (id: string) => ['conversation', id] as const,
};

export type NotificationPage = Page<Notification> & { unreadCount: number };
export interface ConversationMessage {
  id: string;
  type: 'approvalReason' | 'platform' | 'rejectionReason' | 'user';
  author: { id: string; name: string } | null;
  body: string;
  createdAt: string;
}
export type ConversationDetail = Conversation & { messages: ConversationMessage[] };

export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: messagingKeys.notifications,
    queryFn: () => apiFetch<NotificationPage>('GET', `/notification${toQueryString({ page: 1, pageSize: 20 })}`),
    enabled,
  });
}

export function useMarkNotifications() {
  return useMutation({
    mutationFn: (body: { ids?: string[]; all?: boolean; read?: boolean }) => apiFetch<{ unreadCount: number }>('PUT', '/notification', body),
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
}

export function useConversations(params: ListParams) {
  return useQuery({ queryKey: messagingKeys.conversations(params), queryFn: () => apiFetch<Page<Conversation>>('GET', `/conversation${toQueryString(params)}`), placeholderData: keepPreviousData });
}

export function useConversation(conversationId: string) {
  return useQuery({ queryKey: messagingKeys.conversation(conversationId), queryFn: () => apiFetch<ConversationDetail>('GET', pathOf('/conversation/{conversationId}', { conversationId })) });
}

function storeConversation(conversation: ConversationDetail) {
  queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
  void queryClient.invalidateQueries({ queryKey: ['conversation', 'list'] });
}

/**
 * POST /conversation: starts a conversation with its first message, for the current organisation (platform
 * administrators name the organisation). The answer is cached as the conversation and the lists refetch.
 */
export function useCreateConversation() {
  return useMutation({
    mutationFn: (body: CreateConversationBody) => apiFetch<ConversationDetail>('POST', '/conversation', body),
    onSuccess: storeConversation,
  });
}

/** Sending into a finished conversation restarts it (the server reopens it with the new message). */
export function useSendMessage(conversationId: string) {
  return useMutation({
    mutationFn: (message: string) => apiFetch<ConversationDetail>('POST', pathOf('/conversation/{conversationId}/send', { conversationId }), { message }),
    onSuccess: storeConversation,
  });
}

export function useFinishConversation(conversationId: string) {
  return useMutation({
    mutationFn: () => apiFetch<ConversationDetail>('POST', pathOf('/conversation/{conversationId}/finish', { conversationId }), {}),
    onSuccess: storeConversation,
  });
}

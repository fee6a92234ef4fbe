import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateConversationBody } from '@cadeau/contracts';
import { api, messagingKeys, queryClient, type ApiResponse } from '@cadeau/ui/api';

/** One conversation of the organisation: read, started, answered and finished (the conversation pages). */
export type ConversationDetail = ApiResponse<'GET', '/conversation/{conversationId}'>;
export type ConversationMessage = ConversationDetail['messages'][number];

export function useConversation(conversationId: string) {
  return useQuery({
    queryKey: messagingKeys.conversation(conversationId),
    queryFn: () => api('GET', '/conversation/{conversationId}', { params: { conversationId } }),
  });
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
    mutationFn: (body: CreateConversationBody) => api('POST', '/conversation', { body }),
    onSuccess: storeConversation,
  });
}

/** Sending into a finished conversation restarts it (the server reopens it with the new message). */
export function useSendMessage(conversationId: string) {
  return useMutation({
    mutationFn: (message: string) =>
      api('POST', '/conversation/{conversationId}/send', { params: { conversationId }, body: { message } }),
    onSuccess: storeConversation,
  });
}

export function useFinishConversation(conversationId: string) {
  return useMutation({
    mutationFn: () => api('POST', '/conversation/{conversationId}/finish', { params: { conversationId }, body: {} }),
    onSuccess: storeConversation,
  });
}

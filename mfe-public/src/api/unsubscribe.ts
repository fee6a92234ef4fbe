import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@cadeau/contracts';
import { apiFetch } from '@cadeau/ui/api';

/** POST /mail/unsubscribe (svc-mail, public): the reader of a campaign mail takes no more of them. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiFetch<UnsubscribeResponse>('POST', '/mail/unsubscribe', { token }),
    retry: false,
  });
}

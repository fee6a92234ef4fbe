import { useMutation } from '@tanstack/react-query';
import { api } from '@cadeau/ui/api';

/** POST /mail/unsubscribe (svc-mail, public): the reader of a campaign mail takes no more of them. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api('POST', '/mail/unsubscribe', { body: { token } }),
    retry: false,
  });
}

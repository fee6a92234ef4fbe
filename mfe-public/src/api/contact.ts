import { useMutation } from '@tanstack/react-query';
import { api, type ApiBody } from '@cadeau/ui/api';

export type ContactFormBody = ApiBody<'POST', '/contact'>;

/** POST /contact (public): the contact form of /contact. */
export function useSendContactForm() {
  return useMutation({ mutationFn: (body: ContactFormBody) => api('POST', '/contact', { body }) });
}

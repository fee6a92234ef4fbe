import { useMutation } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface ContactFormBody {
  name: string;
  /** A phone number or an e-mail address is required (`error.contact.missingContactInfo`). */
  email?: string;
  phone?: string;
  message: string;
}

/** POST /contact (public): the contact form of /contact. */
export function useSendContactForm() {
  return useMutation({ mutationFn: (body: ContactFormBody) => apiFetch<{ ok: true }>('POST', '/contact', body) });
}

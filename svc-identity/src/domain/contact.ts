import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

export interface NewContact {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
}

/** A contact form as it is stored: the sender must leave a phone number or an e-mail address to be answered. */
export function newContact(form: {
  name: string;
  email?: string | null;
  phone?: string | null;
  message: string;
}): NewContact {
  if (!form.email && !form.phone) throw errors.badRequest(ErrorKeys.contact.missingContactInfo);
  return { name: form.name, email: form.email ?? null, phone: form.phone ?? null, message: form.message };
}

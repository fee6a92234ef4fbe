/**
 * Client-side checks of the public forms; values are message keys of mfe-public's texts. Deliberately loose
 * where the server is the judge (svc-identity validates with the zod contracts): they only catch typing slips
 * before a round trip.
 */

/** The contract's PASSWORD_MIN (packages/contracts accounts.ts). Copied because the browser never loads zod;
 * validation.test.ts proves both agree. */
export const PASSWORD_MIN = 10;

import { isEmail, type FieldError } from '@cadeau/ui/form';

export type { FieldError };

export function required(value: string): FieldError {
  return value.trim() ? undefined : 'public.form.required';
}

export function email(value: string): FieldError {
  if (!value.trim()) return 'public.form.required';
  return isEmail(value) ? undefined : 'public.form.emailInvalid';
}

export function optionalEmail(value: string): FieldError {
  return value.trim() ? email(value) : undefined;
}

export function newPassword(value: string): FieldError {
  if (!value) return 'public.form.required';
  return value.length >= PASSWORD_MIN
    ? undefined
    : { key: 'public.form.passwordTooShort', values: { min: PASSWORD_MIN } };
}

export function repeatedPassword(value: string, password: string): FieldError {
  if (!value) return 'public.form.required';
  return value === password ? undefined : 'public.form.passwordMismatch';
}

export function swissZip(value: string): FieldError {
  if (!value.trim()) return 'public.form.required';
  return /^\d{4}$/.test(value.trim()) ? undefined : 'public.orgRegistration.zipInvalid';
}

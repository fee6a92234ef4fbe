import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

/** A new password is typed twice alike, and is not the e-mail address (the obvious guess). */
export function assertNewPassword(password: string, confirmation: string, email?: string): void {
  if (password !== confirmation) throw errors.badRequest(ErrorKeys.registration.passwordMismatch);
  if (email !== undefined) assertNotEmail(password, email);
}

export function assertNotEmail(password: string, email: string): void {
  if (password.trim().toLowerCase() === email) throw errors.badRequest(ErrorKeys.registration.invalidCredentials);
}

/** A new password typed twice alike (changing or resetting it has its own message). */
export function assertNewPasswordsMatch(password: string, confirmation: string): void {
  if (password !== confirmation) throw errors.badRequest(ErrorKeys.password.newPasswordsMismatch);
}

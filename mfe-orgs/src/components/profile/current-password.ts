import { ErrorKeys } from '@cadeau/contracts/errors';
import { ApiError } from '@cadeau/ui/api';

/**
 * svc-identity's refusal of a wrong current password (`checkedCurrentPassword`: the password change and the e-mail
 * change ask for it). It belongs at the form's current-password field, not in a toast over the page (issue 9: password
 * errors appear at the form). Answers the error key when `err` is that refusal, else null.
 */
export function wrongCurrentPasswordOf(err: unknown): string | null {
  return err instanceof ApiError && err.status === 400 && err.message === ErrorKeys.password.oldPasswordInvalid
    ? err.message
    : null;
}

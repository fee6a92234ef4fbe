import { isEmail } from '@cadeau/ui/form';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Client-side checks of the login form; values are message keys. */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'login.emailRequired';
  // The shared light check: the server is the judge (svc-identity validates with the zod contract).
  else if (!isEmail(email)) errors.email = 'login.emailInvalid';
  if (!password) errors.password = 'login.passwordRequired';
  return errors;
}

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// Deliberately loose: the server is the judge (svc-identity validates with the zod contract); this only
// catches typing slips before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks of the login form; values are message keys. */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'login.emailRequired';
  else if (!EMAIL.test(email.trim())) errors.email = 'login.emailInvalid';
  if (!password) errors.password = 'login.passwordRequired';
  return errors;
}

import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@cadeau/contracts';
import { api, switchUser } from '@cadeau/ui/api';

/** POST /auth/login: the page becomes the new user's (nothing cached for a previous one survives). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api('POST', '/auth/login', { body }),
    onSuccess: (user) => switchUser(user),
  });
}

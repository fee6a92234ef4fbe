import type { MyUser } from '@cadeau/contracts';
import { fetchMyUser, switchUser } from '@cadeau/ui/api';
import { setLanguage } from '@cadeau/ui/i18n';
import { navigate } from '@cadeau/ui/navigation';

/**
 * After an answer that logged the person in (an invitation's registration, a confirmation link: svc-identity
 * set the session cookie, issue 9): the page becomes that user's, in their language, and they land in the
 * cockpit. Answers false, changing nothing, when no session came with the answer (a blocked account) or the
 * user cannot be read now; the page then offers the login as before.
 */
export async function enterNewSession(): Promise<boolean> {
  let user: MyUser | null;
  try {
    user = await fetchMyUser();
  } catch {
    return false;
  }
  if (!user) return false;
  await switchUser(user);
  await setLanguage(user.language);
  navigate('/cockpit', { replace: true });
  return true;
}

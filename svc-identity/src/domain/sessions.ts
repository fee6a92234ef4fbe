import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

/** A session unused this long no longer resolves (the cookie itself has no expiry). */
export const SESSION_IDLE_DAYS = 30;
/** However actively used, a session ends this long after its login: a stolen cookie does not live forever (ADR 0010). */
export const SESSION_MAX_DAYS = 90;

/**
 * A change of one open session (ending it from the list, switching its organisation) found none: the session ended
 * or is not the user's, 404 `error.session.notFound`. The write changed nothing then.
 */
export function assertSessionFound(found: boolean): void {
  if (!found) throw errors.notFound(ErrorKeys.session.notFound);
}

import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { sameId } from './ids';
import { isPlatformAdmin } from './user-context';

/** A platform administrator impersonates someone else: never themselves, another administrator or a blocked user (400). */
export function assertMayImpersonate(
  callerId: string,
  target: { id: string; roles: string[]; blocked: boolean },
): void {
  if (sameId(target.id, callerId) || isPlatformAdmin(target) || target.blocked)
    throw errors.badRequest(ErrorKeys.user.cannotImpersonate);
}

/** The administrator behind an impersonation session; a session that impersonates no one cannot end one (400). */
export function impersonatorOf(user: { impersonatorId?: string | null }): string {
  if (!user.impersonatorId) throw errors.badRequest(ErrorKeys.user.notImpersonating);
  return user.impersonatorId;
}

/** The administrator's own session is resumed only while the administrator may still log in. */
export const mayResume = (admin: { blocked: boolean } | undefined): admin is { blocked: false } =>
  Boolean(admin && !admin.blocked);

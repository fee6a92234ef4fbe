import { routes, type RouteDef } from '@cadeau/contracts';
import { registerCancelEmailChange } from './cancel-email-change';
import { registerChangePassword } from './change-password';
import { registerCompanySearch } from './company-search';
import { registerConfirmEmailChange } from './confirm-email-change';
import { registerConfirmation } from './confirmation';
import { registerConfirmationResend } from './confirmation-resend';
import type { IdentityDeps } from './deps';
import { registerEmailChange, registerEmailChangeStatus } from './email-change';
import { registerEndSession } from './end-session';
import { registerForgotPassword } from './forgot-password';
import { registerListSessions } from './list-sessions';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerMyUser } from './my-user';
import { registerOrganizationRegistration } from './organization-registration';
import { registerRegistration } from './registration';
import { registerResetPassword } from './reset-password';
import { registerUpdateUser } from './update-user';

type Register = (deps: IdentityDeps) => void;

/** One handler per route of the table owned by identity, keyed `METHOD path`. */
export const handlers: Record<string, Register> = {
  'POST /auth/login': registerLogin,
  'POST /auth/logout': registerLogout,
  'GET /user/myuser': registerMyUser,
  'GET /user/{userId}/sessions': registerListSessions,
  'DELETE /user/{userId}/sessions/{sessionId}': registerEndSession,
  'PUT /user': registerUpdateUser,
  'POST /auth/registration': registerRegistration,
  'POST /auth/organization-registration': registerOrganizationRegistration,
  'GET /auth/company-search': registerCompanySearch,
  'POST /auth/confirmation': registerConfirmation,
  'POST /auth/confirmation/resend': registerConfirmationResend,
  'POST /auth/forgot-password': registerForgotPassword,
  'POST /auth/reset-password': registerResetPassword,
  'PUT /user/password': registerChangePassword,
  'GET /user/email-change': registerEmailChangeStatus,
  'POST /user/email-change': registerEmailChange,
  'POST /user/confirm-email-change': registerConfirmEmailChange,
  'POST /user/cancel-email-change': registerCancelEmailChange,
};

export const identityRoutes = () => (routes as readonly RouteDef[]).filter((r) => r.service === 'identity');

/**
 * Registers every identity route of the table, in table order: a fixed path listed before a
 * parameterised one (`/user/myuser` before `/user/{userId}`) is matched first here as at the gateway.
 * A route without a handler, or a handler without a route, stops the start.
 */
export function registerIdentityRoutes(deps: IdentityDeps): void {
  const keys = new Set<string>();
  for (const r of identityRoutes()) {
    const key = `${r.method} ${r.path}`;
    keys.add(key);
    const register = handlers[key];
    if (!register) throw new Error(`svc-identity has no handler for ${key}`);
    register(deps);
  }
  const stray = Object.keys(handlers).filter((k) => !keys.has(k));
  if (stray.length) throw new Error(`svc-identity handlers without a route: ${stray.join(', ')}`);
}

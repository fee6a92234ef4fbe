import type { ZodType } from 'zod';
import * as accounts from './accounts';
import * as company from './company-register';
import * as identity from './identity';
import * as mail from './mail';

export type ServiceName = 'identity' | 'campaign' | 'catalog' | 'billing' | 'mail' | 'gateway';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route. The gateway refuses anonymous callers early for everything but `public`;
 * the owning service checks the full rule again (defence in depth, and services are reachable inside
 * the cluster).
 * - public: anyone
 * - authenticated: any logged-in user
 * - self: the user named by `{userId}`, or a platform administrator
 * - orgMember / orgAdmin: member / admin of the current organisation, or a platform administrator
 * - platformAdmin: platform administrators only
 */
export type AccessRule = 'public' | 'authenticated' | 'self' | 'orgMember' | 'orgAdmin' | 'platformAdmin';

export interface RouteDef {
  method: HttpMethod;
  /** Path below /api, with `{param}` placeholders as in spec section 7. */
  path: string;
  service: ServiceName;
  access: AccessRule;
  body?: ZodType;
  response?: ZodType;
  /** Routes with a rate limit at the gateway (per client IP). */
  rateLimited?: boolean;
  /** Extra request headers the gateway passes through on this route (lower case), e.g. a webhook signature. */
  forwardHeaders?: readonly string[];
}

export const routes = [
  { method: 'POST', path: '/auth/login', service: 'identity', access: 'public', body: identity.loginBody, response: identity.myUserResponse, rateLimited: true },
  { method: 'POST', path: '/auth/logout', service: 'identity', access: 'authenticated' },
  { method: 'GET', path: '/user/myuser', service: 'identity', access: 'authenticated', response: identity.myUserResponse },
  { method: 'GET', path: '/user/{userId}/sessions', service: 'identity', access: 'self', response: identity.sessionListResponse },
  { method: 'DELETE', path: '/user/{userId}/sessions/{sessionId}', service: 'identity', access: 'self' },
  { method: 'PUT', path: '/user', service: 'identity', access: 'authenticated', body: identity.updateUserBody, response: identity.myUserResponse },
  // Accounts (issue 3). Token links are public: the mailed token is the credential.
  { method: 'POST', path: '/auth/registration', service: 'identity', access: 'public', body: accounts.registrationBody, rateLimited: true },
  { method: 'POST', path: '/auth/organization-registration', service: 'identity', access: 'public', body: accounts.organizationRegistrationBody, response: accounts.organizationRegistrationResponse, rateLimited: true },
  { method: 'GET', path: '/auth/company-search', service: 'identity', access: 'public', response: company.companySearchResponse, rateLimited: true },
  { method: 'POST', path: '/auth/confirmation', service: 'identity', access: 'public', body: accounts.confirmationBody, rateLimited: true },
  { method: 'POST', path: '/auth/confirmation/resend', service: 'identity', access: 'public', body: accounts.confirmationResendBody, rateLimited: true },
  { method: 'POST', path: '/auth/forgot-password', service: 'identity', access: 'public', body: accounts.forgotPasswordBody, rateLimited: true },
  { method: 'POST', path: '/auth/reset-password', service: 'identity', access: 'public', body: accounts.resetPasswordBody, rateLimited: true },
  { method: 'PUT', path: '/user/password', service: 'identity', access: 'authenticated', body: accounts.changePasswordBody },
  { method: 'GET', path: '/user/email-change', service: 'identity', access: 'authenticated', response: accounts.emailChangeStatus },
  { method: 'POST', path: '/user/email-change', service: 'identity', access: 'authenticated', body: accounts.emailChangeBody, response: accounts.emailChangeStatus },
  { method: 'POST', path: '/user/confirm-email-change', service: 'identity', access: 'public', body: accounts.confirmEmailChangeBody, response: accounts.emailChangeStatus, rateLimited: true },
  { method: 'POST', path: '/user/cancel-email-change', service: 'identity', access: 'public', body: accounts.cancelEmailChangeBody, rateLimited: true },
  { method: 'POST', path: '/log/error', service: 'gateway', access: 'public', body: identity.errorReportBody, rateLimited: true },
  // svc-mail. /dev/* answer 404 in production, except render-mail, which then needs a platform administrator.
  { method: 'POST', path: '/dev/render-mail', service: 'mail', access: 'public', body: mail.renderMailBody, response: mail.renderedMail },
  { method: 'GET', path: '/dev/mails', service: 'mail', access: 'public', response: mail.devMailListResponse },
  { method: 'GET', path: '/dev/mails/{mailId}', service: 'mail', access: 'public', response: mail.devMailResponse },
  { method: 'GET', path: '/dev/mailbox', service: 'mail', access: 'public' },
  { method: 'POST', path: '/mail/check-address', service: 'mail', access: 'public', body: mail.checkAddressBody, response: mail.checkAddressResponse, rateLimited: true },
  // Reads the raw body itself: the signature covers the exact bytes, so it declares no parsed body.
  { method: 'POST', path: '/mail/webhook/sendgrid', service: 'mail', access: 'public', forwardHeaders: [mail.SENDGRID_SIGNATURE_HEADER, mail.SENDGRID_TIMESTAMP_HEADER] },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];

/** Compiles `/user/{userId}/sessions` into a matcher that returns the params or null. */
export function compilePath(path: string): (actual: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${pattern}/?$`);
  return (actual) => {
    const m = re.exec(actual);
    if (!m) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
  };
}

const compiled = (routes as readonly RouteDef[]).map((r) => ({ route: r, match: compilePath(r.path) }));

/** Finds the route for a method and a path below /api. */
export function findRoute(method: string, path: string): { route: RouteDef; params: Record<string, string> } | null {
  for (const c of compiled) {
    if (c.route.method !== method) continue;
    const params = c.match(path);
    if (params) return { route: c.route, params };
  }
  return null;
}

/** Koa-router style path (`/user/:userId/sessions`) for a route table path. */
export function toKoaPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

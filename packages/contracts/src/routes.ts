import type { ZodType } from 'zod';
import * as accounts from './accounts';
import * as auditContract from './audit';
import * as company from './company-register';
import * as identity from './identity';
import * as mail from './mail';
import * as messaging from './messaging';
import * as orgs from './organizations';
import * as settings from './settings';

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
  /** Largest request body the gateway lets through, in bytes (default 1 MiB). */
  bodyLimitBytes?: number;
  /**
   * Development tools only: what holds in production instead of `access`. `absent`: the service does not
   * register the route in production (404 `error.notFound` for everyone); a rule: that rule applies.
   */
  production?: 'absent' | AccessRule;
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
  // Users and organisations (issue 3). Fixed paths come before `{param}` paths of the same shape:
  // the first match wins, here, at the gateway and in the service.
  { method: 'GET', path: '/user', service: 'identity', access: 'platformAdmin', response: orgs.userPage },
  { method: 'GET', path: '/user/inpersonate', service: 'identity', access: 'platformAdmin', response: identity.myUserResponse },
  { method: 'POST', path: '/user/inpersonate/end', service: 'identity', access: 'authenticated', body: orgs.endImpersonationBody, response: identity.myUserResponse },
  { method: 'PUT', path: '/user/current-organization', service: 'identity', access: 'authenticated', body: orgs.currentOrganizationBody, response: identity.myUserResponse },
  { method: 'GET', path: '/user/{userId}', service: 'identity', access: 'self', response: orgs.userDetailSchema },
  { method: 'PUT', path: '/user/{userId}/block', service: 'identity', access: 'platformAdmin', body: orgs.blockUserBody, response: orgs.userDetailSchema },
  { method: 'GET', path: '/organization', service: 'identity', access: 'orgMember', response: orgs.organizationSchema },
  { method: 'PUT', path: '/organization', service: 'identity', access: 'orgAdmin', body: orgs.updateOrganizationBody, response: orgs.organizationSchema },
  { method: 'GET', path: '/organization/list', service: 'identity', access: 'platformAdmin', response: orgs.organizationPage },
  { method: 'PUT', path: '/organization/status', service: 'identity', access: 'platformAdmin', body: orgs.organizationStatusBody, response: orgs.organizationSchema },
  { method: 'PUT', path: '/organization/features', service: 'identity', access: 'platformAdmin', body: orgs.organizationFeaturesBody, response: orgs.organizationSchema },
  { method: 'GET', path: '/organization/user', service: 'identity', access: 'orgMember', response: orgs.memberListResponse },
  { method: 'PUT', path: '/organization/user', service: 'identity', access: 'orgAdmin', body: orgs.updateMemberBody, response: orgs.memberSchema },
  { method: 'POST', path: '/organization/user/remove', service: 'identity', access: 'orgAdmin', body: orgs.removeMemberBody },
  { method: 'GET', path: '/organization/invoice-address', service: 'identity', access: 'orgMember', response: orgs.invoiceAddressSchema },
  { method: 'PUT', path: '/organization/invoice-address', service: 'identity', access: 'orgAdmin', body: orgs.invoiceAddressBody, response: orgs.invoiceAddressSchema },
  { method: 'GET', path: '/organization/invitation', service: 'identity', access: 'orgMember', response: orgs.invitationListResponse },
  { method: 'POST', path: '/organization/invitation', service: 'identity', access: 'orgMember', body: orgs.createInvitationBody, response: orgs.invitationSchema },
  { method: 'GET', path: '/organization/invitation/list', service: 'identity', access: 'platformAdmin', response: orgs.invitationPage },
  { method: 'POST', path: '/organization/invitation/preview', service: 'identity', access: 'public', body: orgs.invitationPreviewBody, response: orgs.invitationPreview, rateLimited: true },
  { method: 'POST', path: '/organization/invitation/accept', service: 'identity', access: 'public', body: orgs.acceptInvitationBody, response: orgs.acceptInvitationResponse, rateLimited: true },
  { method: 'GET', path: '/organization/invitation/{invitationId}', service: 'identity', access: 'orgMember', response: orgs.invitationSchema },
  { method: 'DELETE', path: '/organization/invitation/{invitationId}', service: 'identity', access: 'orgAdmin' },
  { method: 'GET', path: '/organization/{organizationId}', service: 'identity', access: 'platformAdmin', response: orgs.organizationDetailSchema },
  // Settings: global ones are changed by platform administrators, organisation ones by its admins.
  { method: 'GET', path: '/setting', service: 'identity', access: 'authenticated', response: settings.settingListResponse },
  { method: 'PUT', path: '/setting', service: 'identity', access: 'orgAdmin', body: settings.updateSettingsBody, response: settings.settingListResponse },
  // Audit: platform administrators see everything, organisation admins their organisation's entries.
  { method: 'GET', path: '/audit', service: 'identity', access: 'orgAdmin', response: auditContract.auditPage },
  // Notifications are the caller's own; conversations belong to the current organisation (platform administrators see all).
  { method: 'GET', path: '/notification', service: 'identity', access: 'authenticated', response: messaging.notificationPage },
  { method: 'PUT', path: '/notification', service: 'identity', access: 'authenticated', body: messaging.updateNotificationsBody, response: messaging.unreadCountResponse },
  { method: 'POST', path: '/conversation', service: 'identity', access: 'orgMember', body: messaging.createConversationBody, response: messaging.conversationDetailSchema },
  { method: 'GET', path: '/conversation', service: 'identity', access: 'orgMember', response: messaging.conversationPage },
  { method: 'GET', path: '/conversation/{conversationId}', service: 'identity', access: 'orgMember', response: messaging.conversationDetailSchema },
  { method: 'POST', path: '/conversation/{conversationId}/send', service: 'identity', access: 'orgMember', body: messaging.sendMessageBody, response: messaging.conversationDetailSchema },
  { method: 'POST', path: '/conversation/{conversationId}/finish', service: 'identity', access: 'orgMember', body: messaging.finishConversationBody, response: messaging.conversationDetailSchema },
  { method: 'POST', path: '/contact', service: 'identity', access: 'public', body: messaging.contactBody, rateLimited: true },
  { method: 'GET', path: '/contact', service: 'identity', access: 'platformAdmin', response: messaging.contactPage },
  { method: 'POST', path: '/log/error', service: 'gateway', access: 'public', body: identity.errorReportBody, rateLimited: true },
  // svc-mail. `production`: the /dev/* tools answer 404 in production, except render-mail, which then needs a
  // platform administrator (svc-mail/test/permissions.test.ts holds the service to it).
  { method: 'POST', path: '/dev/render-mail', service: 'mail', access: 'public', production: 'platformAdmin', body: mail.renderMailBody, response: mail.renderedMail },
  { method: 'GET', path: '/dev/mails', service: 'mail', access: 'public', production: 'absent', response: mail.devMailListResponse },
  { method: 'GET', path: '/dev/mails/{mailId}', service: 'mail', access: 'public', production: 'absent', response: mail.devMailResponse },
  { method: 'GET', path: '/dev/mailbox', service: 'mail', access: 'public', production: 'absent' },
  { method: 'POST', path: '/mail/check-address', service: 'mail', access: 'public', body: mail.checkAddressBody, response: mail.checkAddressResponse, rateLimited: true },
  // Reads the raw body itself: the signature covers the exact bytes, so it declares no parsed body.
  { method: 'POST', path: '/mail/webhook/sendgrid', service: 'mail', access: 'public', forwardHeaders: [mail.SENDGRID_SIGNATURE_HEADER, mail.SENDGRID_TIMESTAMP_HEADER], bodyLimitBytes: 16 * 1024 * 1024 },
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

import * as accounts from '../accounts';
import * as auditContract from '../audit';
import * as company from '../company-register';
import * as identity from '../identity';
import * as messaging from '../messaging';
import * as orgs from '../organizations';
import * as settings from '../settings';
import { z } from 'zod';
import { ErrorKeys } from '../errors';
import { uuidParam } from './params';
import type { RouteDef } from './types';

const invitationParams = z.object({ invitationId: uuidParam(ErrorKeys.invitation.notFound) });
const conversationParams = z.object({ conversationId: uuidParam(ErrorKeys.conversation.notFound) });

/**
 * The gateway resolves a session cookie to the user context it signs for the services. Internal: only a
 * signed call of another service passes (the gateway's `createInternalClient`), and the gateway itself
 * answers it 404 from outside.
 */
export const resolveSessionRoute = {
  method: 'POST',
  path: '/internal/sessions/resolve',
  service: 'identity',
  access: 'internal',
  body: identity.resolveSessionBody,
  response: identity.resolveSessionResponse,
} as const satisfies RouteDef;

/**
 * Another service asks about one organisation (svc-catalog before a product may be published: approved and
 * the seller feature). Internal: signed service calls only; 404 `error.organization.notFound` for an unknown id.
 */
export const internalOrganizationRoute = {
  method: 'GET',
  path: '/internal/organizations/{organizationId}',
  service: 'identity',
  access: 'internal',
  params: z.object({ organizationId: uuidParam(ErrorKeys.organization.notFound) }),
  response: orgs.organizationFactsSchema,
} as const satisfies RouteDef;

/**
 * Where a seller's order notifications go (svc-catalog's `orderPlaced` mail): the organisation's order settings
 * and admins. Internal; 404 `error.organization.notFound` for an unknown id.
 */
export const internalOrderNotificationsRoute = {
  method: 'GET',
  path: '/internal/organizations/{organizationId}/order-notifications',
  service: 'identity',
  access: 'internal',
  params: z.object({ organizationId: uuidParam(ErrorKeys.organization.notFound) }),
  response: orgs.orderNotificationFactsSchema,
} as const satisfies RouteDef;

/** svc-billing's facts of one organisation (invoice address, IBAN, payment mails, admins). Internal; 404 when unknown. */
export const internalBillingFactsRoute = {
  method: 'GET',
  path: '/internal/organizations/{organizationId}/billing',
  service: 'identity',
  access: 'internal',
  params: z.object({ organizationId: uuidParam(ErrorKeys.organization.notFound) }),
  response: orgs.billingFactsSchema,
} as const satisfies RouteDef;

/** The global settings' values in force by key, for other services (secrets excluded: see settingValuesResponse). */
export const internalSettingsRoute = {
  method: 'GET',
  path: '/internal/settings',
  service: 'identity',
  access: 'internal',
  response: settings.settingValuesResponse,
} as const satisfies RouteDef;

/** A user's address, first name and language for another service's mail to them; 404 `error.noUserFound`. */
export const internalUserRoute = {
  method: 'GET',
  path: '/internal/users/{userId}',
  service: 'identity',
  access: 'internal',
  params: z.object({ userId: uuidParam(ErrorKeys.noUserFound) }),
  response: identity.internalUserSchema,
} as const satisfies RouteDef;

/** svc-identity's routes: sessions, accounts, users, organisations, settings, audit and messaging. */
export const identityRoutes = [
  resolveSessionRoute,
  internalOrganizationRoute,
  internalOrderNotificationsRoute,
  internalBillingFactsRoute,
  internalSettingsRoute,
  internalUserRoute,
  {
    method: 'POST',
    path: '/auth/login',
    service: 'identity',
    access: 'public',
    body: identity.loginBody,
    response: identity.myUserResponse,
    rateLimit: 'login',
  },
  { method: 'POST', path: '/auth/logout', service: 'identity', access: 'authenticated' },
  // The shell's first question on every page load: anonymous is a normal answer here, so a browser shows no
  // failed request (a 401 is logged as a console error) on each visit of a public page.
  {
    method: 'GET',
    path: '/auth/session',
    service: 'identity',
    access: 'public',
    response: identity.sessionUserResponse,
  },
  {
    method: 'GET',
    path: '/user/myuser',
    service: 'identity',
    access: 'authenticated',
    response: identity.myUserResponse,
  },
  {
    method: 'GET',
    path: '/user/{userId}/sessions',
    service: 'identity',
    access: 'self',
    params: z.object({ userId: uuidParam() }),
    query: identity.sessionListQuery,
    response: identity.sessionPage,
  },
  // "End all other sessions" of my settings: every open session of the user but the caller's (issue 9).
  {
    method: 'DELETE',
    path: '/user/{userId}/sessions',
    service: 'identity',
    access: 'self',
    params: z.object({ userId: uuidParam() }),
    response: identity.endOtherSessionsResponse,
  },
  {
    method: 'DELETE',
    path: '/user/{userId}/sessions/{sessionId}',
    service: 'identity',
    access: 'self',
    params: z.object({
      userId: uuidParam(ErrorKeys.session.notFound),
      sessionId: uuidParam(ErrorKeys.session.notFound),
    }),
  },
  {
    method: 'PUT',
    path: '/user',
    service: 'identity',
    access: 'authenticated',
    body: identity.updateUserBody,
    response: identity.myUserResponse,
  },
  // Accounts (issue 3). Token links are public: the mailed token is the credential.
  {
    method: 'POST',
    path: '/auth/registration',
    service: 'identity',
    access: 'public',
    body: accounts.registrationBody,
    response: accounts.registrationResponse,
    rateLimit: 'form',
  },
  {
    method: 'POST',
    path: '/auth/organization-registration',
    service: 'identity',
    access: 'public',
    body: accounts.organizationRegistrationBody,
    response: accounts.organizationRegistrationResponse,
    rateLimit: 'form',
  },
  {
    method: 'GET',
    path: '/auth/company-search',
    service: 'identity',
    access: 'public',
    query: company.companySearchQuery,
    response: company.companySearchResponse,
    rateLimit: 'lookup',
  },
  {
    method: 'POST',
    path: '/auth/confirmation',
    service: 'identity',
    access: 'public',
    body: accounts.confirmationBody,
    rateLimit: 'redeem',
  },
  {
    method: 'POST',
    path: '/auth/confirmation/resend',
    service: 'identity',
    access: 'public',
    body: accounts.confirmationResendBody,
    rateLimit: 'form',
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    service: 'identity',
    access: 'public',
    body: accounts.forgotPasswordBody,
    rateLimit: 'form',
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    service: 'identity',
    access: 'public',
    body: accounts.resetPasswordBody,
    rateLimit: 'redeem',
  },
  {
    method: 'PUT',
    path: '/user/password',
    service: 'identity',
    access: 'authenticated',
    body: accounts.changePasswordBody,
  },
  {
    method: 'GET',
    path: '/user/email-change',
    service: 'identity',
    access: 'authenticated',
    response: accounts.emailChangeStatus,
  },
  {
    method: 'POST',
    path: '/user/email-change',
    service: 'identity',
    access: 'authenticated',
    body: accounts.emailChangeBody,
    response: accounts.emailChangeStatus,
  },
  {
    method: 'POST',
    path: '/user/confirm-email-change',
    service: 'identity',
    access: 'public',
    body: accounts.confirmEmailChangeBody,
    response: accounts.emailChangeStatus,
    rateLimit: 'redeem',
  },
  {
    method: 'POST',
    path: '/user/cancel-email-change',
    service: 'identity',
    access: 'public',
    body: accounts.cancelEmailChangeBody,
    rateLimit: 'redeem',
  },
  // Users and organisations (issue 3). Fixed paths come before `{param}` paths of the same shape:
  // the first match wins, here, at the gateway and in the service.
  {
    method: 'GET',
    path: '/user',
    service: 'identity',
    access: 'platformAdmin',
    response: orgs.userPage,
    query: orgs.userListQuery,
  },
  {
    method: 'POST',
    path: '/user/inpersonate',
    service: 'identity',
    access: 'platformAdmin',
    body: orgs.impersonateBody,
    response: identity.myUserResponse,
  },
  {
    method: 'POST',
    path: '/user/inpersonate/end',
    service: 'identity',
    access: 'authenticated',
    body: orgs.endImpersonationBody,
    response: identity.myUserResponse,
  },
  {
    method: 'PUT',
    path: '/user/current-organization',
    service: 'identity',
    access: 'authenticated',
    body: orgs.currentOrganizationBody,
    response: identity.myUserResponse,
  },
  {
    method: 'GET',
    path: '/user/{userId}',
    service: 'identity',
    access: 'self',
    response: orgs.userDetailSchema,
    params: z.object({ userId: uuidParam(ErrorKeys.noUserFound) }),
  },
  {
    method: 'PUT',
    path: '/user/{userId}/block',
    service: 'identity',
    access: 'platformAdmin',
    params: z.object({ userId: uuidParam(ErrorKeys.noUserFound) }),
    body: orgs.blockUserBody,
    response: orgs.userDetailSchema,
  },
  { method: 'GET', path: '/organization', service: 'identity', access: 'orgMember', response: orgs.organizationSchema },
  {
    method: 'PUT',
    path: '/organization',
    service: 'identity',
    access: 'orgAdmin',
    body: orgs.updateOrganizationBody,
    response: orgs.organizationSchema,
  },
  {
    method: 'GET',
    path: '/organization/list',
    service: 'identity',
    access: 'platformAdmin',
    query: orgs.organizationListQuery,
    response: orgs.organizationPage,
  },
  {
    method: 'PUT',
    path: '/organization/status',
    service: 'identity',
    access: 'platformAdmin',
    body: orgs.organizationStatusBody,
    response: orgs.organizationSchema,
  },
  {
    method: 'PUT',
    path: '/organization/features',
    service: 'identity',
    access: 'platformAdmin',
    body: orgs.organizationFeaturesBody,
    response: orgs.organizationSchema,
  },
  {
    method: 'GET',
    path: '/organization/user',
    service: 'identity',
    access: 'orgMember',
    response: orgs.memberListResponse,
  },
  {
    method: 'PUT',
    path: '/organization/user',
    service: 'identity',
    access: 'orgAdmin',
    body: orgs.updateMemberBody,
    response: orgs.memberSchema,
  },
  {
    method: 'POST',
    path: '/organization/user/remove',
    service: 'identity',
    access: 'orgAdmin',
    body: orgs.removeMemberBody,
  },
  {
    method: 'GET',
    path: '/organization/invoice-address',
    service: 'identity',
    access: 'orgMember',
    response: orgs.invoiceAddressSchema,
  },
  {
    method: 'PUT',
    path: '/organization/invoice-address',
    service: 'identity',
    access: 'orgAdmin',
    body: orgs.invoiceAddressBody,
    response: orgs.invoiceAddressSchema,
  },
  {
    method: 'GET',
    path: '/organization/invitation',
    service: 'identity',
    access: 'orgMember',
    response: orgs.invitationListResponse,
  },
  {
    method: 'POST',
    path: '/organization/invitation',
    service: 'identity',
    access: 'orgMember',
    body: orgs.createInvitationBody,
    response: orgs.invitationSchema,
  },
  {
    method: 'GET',
    path: '/organization/invitation/list',
    service: 'identity',
    access: 'platformAdmin',
    query: orgs.invitationListQuery,
    response: orgs.invitationPage,
  },
  {
    method: 'POST',
    path: '/organization/invitation/preview',
    service: 'identity',
    access: 'public',
    body: orgs.invitationPreviewBody,
    response: orgs.invitationPreview,
    rateLimit: 'redeem',
  },
  {
    method: 'POST',
    path: '/organization/invitation/accept',
    service: 'identity',
    access: 'public',
    body: orgs.acceptInvitationBody,
    response: orgs.acceptInvitationResponse,
    rateLimit: 'redeem',
  },
  {
    method: 'GET',
    path: '/organization/invitation/{invitationId}',
    service: 'identity',
    access: 'orgMember',
    params: invitationParams,
    response: orgs.invitationSchema,
  },
  {
    method: 'DELETE',
    path: '/organization/invitation/{invitationId}',
    service: 'identity',
    access: 'orgAdmin',
    params: invitationParams,
  },
  {
    method: 'GET',
    path: '/organization/{organizationId}',
    service: 'identity',
    access: 'platformAdmin',
    params: z.object({ organizationId: uuidParam(ErrorKeys.organization.notFound) }),
    response: orgs.organizationDetailSchema,
  },
  // Settings: global ones are changed by platform administrators, organisation ones by its admins.
  {
    method: 'GET',
    path: '/setting',
    service: 'identity',
    access: 'authenticated',
    query: settings.settingQuery,
    response: settings.settingListResponse,
  },
  {
    method: 'PUT',
    path: '/setting',
    service: 'identity',
    access: 'orgAdmin',
    body: settings.updateSettingsBody,
    response: settings.settingListResponse,
  },
  // Audit: platform administrators see everything, organisation admins their organisation's entries.
  {
    method: 'GET',
    path: '/audit',
    service: 'identity',
    access: 'orgAdmin',
    response: auditContract.auditPage,
    query: auditContract.auditListQuery,
  },
  // Notifications are the caller's own; conversations belong to the current organisation (platform administrators see all).
  {
    method: 'GET',
    path: '/notification',
    service: 'identity',
    access: 'authenticated',
    query: messaging.notificationListQuery,
    response: messaging.notificationPage,
  },
  {
    method: 'PUT',
    path: '/notification',
    service: 'identity',
    access: 'authenticated',
    body: messaging.updateNotificationsBody,
    response: messaging.unreadCountResponse,
  },
  {
    method: 'POST',
    path: '/conversation',
    service: 'identity',
    access: 'orgMember',
    body: messaging.createConversationBody,
    response: messaging.conversationDetailSchema,
  },
  {
    method: 'GET',
    path: '/conversation',
    service: 'identity',
    access: 'orgMember',
    query: messaging.conversationListQuery,
    response: messaging.conversationPage,
  },
  {
    method: 'GET',
    path: '/conversation/{conversationId}',
    service: 'identity',
    access: 'orgMember',
    params: conversationParams,
    response: messaging.conversationDetailSchema,
  },
  {
    method: 'POST',
    path: '/conversation/{conversationId}/send',
    service: 'identity',
    access: 'orgMember',
    params: conversationParams,
    body: messaging.sendMessageBody,
    response: messaging.conversationDetailSchema,
  },
  {
    method: 'POST',
    path: '/conversation/{conversationId}/finish',
    service: 'identity',
    access: 'orgMember',
    params: conversationParams,
    body: messaging.finishConversationBody,
    response: messaging.conversationDetailSchema,
  },
  {
    method: 'POST',
    path: '/contact',
    service: 'identity',
    access: 'public',
    body: messaging.contactBody,
    response: messaging.contactResponse,
    rateLimit: 'form',
  },
  {
    method: 'GET',
    path: '/contact',
    service: 'identity',
    access: 'platformAdmin',
    response: messaging.contactPage,
    query: messaging.contactListQuery,
  },
  {
    method: 'POST',
    path: '/contact/{contactId}/answered',
    service: 'identity',
    access: 'platformAdmin',
    params: messaging.contactParams,
    body: messaging.contactAnsweredBody,
    response: messaging.contactSchema,
  },
] as const satisfies readonly RouteDef[];

import { routes, type RouteDef } from '@cadeau/contracts';
import { registerCancelEmailChange } from './cancel-email-change';
import { registerChangePassword } from './change-password';
import { registerCompanySearch } from './company-search';
import { registerConfirmEmailChange } from './confirm-email-change';
import { registerConfirmation } from './confirmation';
import { registerConfirmationResend } from './confirmation-resend';
import { registerAcceptInvitation, registerInvitationPreview } from './accept-invitation';
import { registerAudit } from './audit';
import { registerBlockUser } from './block-user';
import { registerCreateContact, registerListContacts } from './contacts';
import { registerCreateConversation, registerFinishConversation, registerGetConversation, registerListConversations, registerSendMessage } from './conversations';
import { registerCurrentOrganization } from './current-organization';
import type { IdentityDeps } from './deps';
import { registerEndImpersonation } from './end-impersonation';
import { registerGetOrganization } from './get-organization';
import { registerGetOrganizationById } from './get-organization-by-id';
import { registerGetUser } from './get-user';
import { registerImpersonate } from './impersonate';
import { registerAllInvitations, registerCreateInvitation, registerDeleteInvitation, registerGetInvitation, registerListInvitations } from './invitations';
import { registerGetInvoiceAddress, registerUpdateInvoiceAddress } from './invoice-address';
import { registerListOrganizations } from './list-organizations';
import { registerListUsers } from './list-users';
import { registerListMembers, registerRemoveMember, registerUpdateMember } from './members';
import { registerGetNotifications, registerUpdateNotifications } from './notifications';
import { registerOrganizationFeatures } from './organization-features';
import { registerOrganizationStatus } from './organization-status';
import { registerGetSettings, registerUpdateSettings } from './settings';
import { registerUpdateOrganization } from './update-organization';
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
  'GET /user': registerListUsers,
  'GET /user/inpersonate': registerImpersonate,
  'POST /user/inpersonate/end': registerEndImpersonation,
  'PUT /user/current-organization': registerCurrentOrganization,
  'GET /user/{userId}': registerGetUser,
  'PUT /user/{userId}/block': registerBlockUser,
  'GET /organization': registerGetOrganization,
  'PUT /organization': registerUpdateOrganization,
  'GET /organization/list': registerListOrganizations,
  'PUT /organization/status': registerOrganizationStatus,
  'PUT /organization/features': registerOrganizationFeatures,
  'GET /organization/user': registerListMembers,
  'PUT /organization/user': registerUpdateMember,
  'POST /organization/user/remove': registerRemoveMember,
  'GET /organization/invoice-address': registerGetInvoiceAddress,
  'PUT /organization/invoice-address': registerUpdateInvoiceAddress,
  'GET /organization/invitation': registerListInvitations,
  'POST /organization/invitation': registerCreateInvitation,
  'GET /organization/invitation/list': registerAllInvitations,
  'POST /organization/invitation/preview': registerInvitationPreview,
  'POST /organization/invitation/accept': registerAcceptInvitation,
  'GET /organization/invitation/{invitationId}': registerGetInvitation,
  'DELETE /organization/invitation/{invitationId}': registerDeleteInvitation,
  'GET /organization/{organizationId}': registerGetOrganizationById,
  'GET /setting': registerGetSettings,
  'PUT /setting': registerUpdateSettings,
  'GET /audit': registerAudit,
  'GET /notification': registerGetNotifications,
  'PUT /notification': registerUpdateNotifications,
  'POST /conversation': registerCreateConversation,
  'GET /conversation': registerListConversations,
  'GET /conversation/{conversationId}': registerGetConversation,
  'POST /conversation/{conversationId}/send': registerSendMessage,
  'POST /conversation/{conversationId}/finish': registerFinishConversation,
  'POST /contact': registerCreateContact,
  'GET /contact': registerListContacts,
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

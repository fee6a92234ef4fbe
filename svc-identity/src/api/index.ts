import { handleInternalBillingFacts } from './internal-billing-facts';
import { routesOf, type RouteHandlers } from '@cadeau/service-kit';
import { handleAcceptInvitation } from './accept-invitation';
import { handleAudit } from './audit';
import { handleBlockUser } from './block-user';
import { handleCancelEmailChange } from './cancel-email-change';
import { handleChangePassword } from './change-password';
import { handleCompanySearch } from './company-search';
import { handleConfirmEmailChange } from './confirm-email-change';
import { handleConfirmation } from './confirmation';
import { handleConfirmationResend } from './confirmation-resend';
import { handleCreateContact } from './create-contact';
import { handleCreateConversation } from './create-conversation';
import { handleCreateInvitation } from './create-invitation';
import { handleCurrentOrganization } from './current-organization';
import { handleDeleteInvitation } from './delete-invitation';
import { handleEmailChangeStatus } from './email-change-status';
import { handleEndImpersonation } from './end-impersonation';
import { handleEndOtherSessions } from './end-other-sessions';
import { handleEndSession } from './end-session';
import { handleFinishConversation } from './finish-conversation';
import { handleForgotPassword } from './forgot-password';
import { handleGetConversation } from './get-conversation';
import { handleGetInvitation } from './get-invitation';
import { handleGetInvoiceAddress } from './get-invoice-address';
import { handleGetOrganization } from './get-organization';
import { handleGetOrganizationById } from './get-organization-by-id';
import { handleGetSettings } from './get-settings';
import { handleGetUser } from './get-user';
import { handleImpersonate } from './impersonate';
import { handleAllInvitations } from './list-all-invitations';
import { handleListContacts } from './list-contacts';
import { handleMarkContactAnswered } from './mark-contact-answered';
import { handleListConversations } from './list-conversations';
import { handleListInvitations } from './list-invitations';
import { handleListMembers } from './list-members';
import { handleGetNotifications } from './list-notifications';
import { handleListOrganizations } from './list-organizations';
import { handleListSessions } from './list-sessions';
import { handleListUsers } from './list-users';
import { handleLogin } from './login';
import { handleLogout } from './logout';
import { handleMyUser } from './my-user';
import { handleOrganizationFeatures } from './organization-features';
import { handleOrganizationRegistration } from './organization-registration';
import { handleOrganizationStatus } from './organization-status';
import { handleInternalOrderNotifications } from './internal-order-notifications';
import { handleInternalOrganization } from './internal-organization';
import { handleInternalSettings } from './internal-settings';
import { handleInternalUser } from './internal-user';
import { handleInvitationPreview } from './preview-invitation';
import { handleRegistration } from './registration';
import { handleRemoveMember } from './remove-member';
import { handleResetPassword } from './reset-password';
import { handleResolveSession } from './resolve-session';
import { handleSendMessage } from './send-conversation-message';
import { handleSessionUser } from './session-user';
import { handleEmailChange } from './start-email-change';
import { handleUpdateInvoiceAddress } from './update-invoice-address';
import { handleUpdateMember } from './update-member';
import { handleUpdateNotifications } from './update-notifications';
import { handleUpdateOrganization } from './update-organization';
import { handleUpdateSettings } from './update-settings';
import { handleUpdateUser } from './update-user';
import type { IdentityDeps } from './deps';

/**
 * One handler per identity route of the table, keyed `METHOD path` (service-kit `registerRoutes` registers
 * them in table order and stops the start when a route has no handler or a handler no route).
 */
export const identityHandlers = (deps: IdentityDeps): RouteHandlers<'identity'> => ({
  'POST /internal/sessions/resolve': handleResolveSession(deps),
  'GET /internal/organizations/{organizationId}': handleInternalOrganization(deps),
  'GET /internal/organizations/{organizationId}/order-notifications': handleInternalOrderNotifications(deps),
  'GET /internal/organizations/{organizationId}/billing': handleInternalBillingFacts(deps),
  'GET /internal/settings': handleInternalSettings(deps),
  'GET /internal/users/{userId}': handleInternalUser(deps),
  'POST /auth/login': handleLogin(deps),
  'POST /auth/logout': handleLogout(deps),
  'GET /auth/session': handleSessionUser(deps),
  'GET /user/myuser': handleMyUser(deps),
  'GET /user/{userId}/sessions': handleListSessions(deps),
  'DELETE /user/{userId}/sessions/{sessionId}': handleEndSession(deps),
  'DELETE /user/{userId}/sessions': handleEndOtherSessions(deps),
  'PUT /user': handleUpdateUser(deps),
  'POST /auth/registration': handleRegistration(deps),
  'POST /auth/organization-registration': handleOrganizationRegistration(deps),
  'GET /auth/company-search': handleCompanySearch(deps),
  'POST /auth/confirmation': handleConfirmation(deps),
  'POST /auth/confirmation/resend': handleConfirmationResend(deps),
  'POST /auth/forgot-password': handleForgotPassword(deps),
  'POST /auth/reset-password': handleResetPassword(deps),
  'PUT /user/password': handleChangePassword(deps),
  'GET /user/email-change': handleEmailChangeStatus(deps),
  'POST /user/email-change': handleEmailChange(deps),
  'POST /user/confirm-email-change': handleConfirmEmailChange(deps),
  'POST /user/cancel-email-change': handleCancelEmailChange(deps),
  'GET /user': handleListUsers(deps),
  'POST /user/inpersonate': handleImpersonate(deps),
  'POST /user/inpersonate/end': handleEndImpersonation(deps),
  'PUT /user/current-organization': handleCurrentOrganization(deps),
  'GET /user/{userId}': handleGetUser(deps),
  'PUT /user/{userId}/block': handleBlockUser(deps),
  'GET /organization': handleGetOrganization(deps),
  'PUT /organization': handleUpdateOrganization(deps),
  'GET /organization/list': handleListOrganizations(deps),
  'PUT /organization/status': handleOrganizationStatus(deps),
  'PUT /organization/features': handleOrganizationFeatures(deps),
  'GET /organization/user': handleListMembers(deps),
  'PUT /organization/user': handleUpdateMember(deps),
  'POST /organization/user/remove': handleRemoveMember(deps),
  'GET /organization/invoice-address': handleGetInvoiceAddress(deps),
  'PUT /organization/invoice-address': handleUpdateInvoiceAddress(deps),
  'GET /organization/invitation': handleListInvitations(deps),
  'POST /organization/invitation': handleCreateInvitation(deps),
  'GET /organization/invitation/list': handleAllInvitations(deps),
  'POST /organization/invitation/preview': handleInvitationPreview(deps),
  'POST /organization/invitation/accept': handleAcceptInvitation(deps),
  'GET /organization/invitation/{invitationId}': handleGetInvitation(deps),
  'DELETE /organization/invitation/{invitationId}': handleDeleteInvitation(deps),
  'GET /organization/{organizationId}': handleGetOrganizationById(deps),
  'GET /setting': handleGetSettings(deps),
  'PUT /setting': handleUpdateSettings(deps),
  'GET /audit': handleAudit(deps),
  'GET /notification': handleGetNotifications(deps),
  'PUT /notification': handleUpdateNotifications(deps),
  'POST /conversation': handleCreateConversation(deps),
  'GET /conversation': handleListConversations(deps),
  'GET /conversation/{conversationId}': handleGetConversation(deps),
  'POST /conversation/{conversationId}/send': handleSendMessage(deps),
  'POST /conversation/{conversationId}/finish': handleFinishConversation(deps),
  'POST /contact': handleCreateContact(deps),
  'GET /contact': handleListContacts(deps),
  'POST /contact/{contactId}/answered': handleMarkContactAnswered(deps),
});

/** The identity routes of the table, in table order (the permission tests and docs walk them). */
export const identityRoutes = () => routesOf('identity');

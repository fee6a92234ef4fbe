import type { PermissionSample } from '@cadeau/service-kit/testing';
import { PASSWORD } from './harness';
import type { World } from './permission-world';

export interface Sample extends PermissionSample {
  /** The sample points at organisation A's data: organisation B's admin must be refused (no 2xx). */
  foreign?: boolean;
  /** A public token route that shows what the token grants (an invitation preview): skip the leak check. */
  revealsByToken?: boolean;
}

const NEW_PASSWORD = 'Sample-Secret-123';

/** A call for every identity route of the table. A route without a sample fails the permission test. */
export const samples: Record<string, (w: World) => Sample> = {
  // Internal: every persona, even a platform administrator, is refused 403 (only a signed service call passes).
  'POST /internal/sessions/resolve': (w) => ({ body: { token: w.unknownToken } }),
  'GET /internal/organizations/{organizationId}': (w) => ({ params: { organizationId: w.orgA }, foreign: true }),
  'GET /internal/organizations/{organizationId}/order-notifications': (w) => ({
    params: { organizationId: w.orgA },
    foreign: true,
  }),
  'GET /internal/organizations/{organizationId}/billing': (w) => ({
    params: { organizationId: w.orgA },
    foreign: true,
  }),
  'GET /internal/settings': () => ({}),
  'GET /internal/users/{userId}': (w) => ({ params: { userId: w.users.plain.id } }),
  'POST /auth/login': (w) => ({ body: { email: w.users.target.email, password: PASSWORD } }),
  'POST /auth/logout': () => ({}),
  'GET /auth/session': () => ({}),
  'GET /user/myuser': () => ({}),
  'GET /user/{userId}/sessions': (w) => ({ params: { userId: w.users.plain.id } }),
  'DELETE /user/{userId}/sessions': (w) => ({ params: { userId: w.users.plain.id } }),
  'DELETE /user/{userId}/sessions/{sessionId}': (w) => ({
    params: { userId: w.users.plain.id, sessionId: w.sessions.user! },
  }),
  'PUT /user': () => ({ body: { lastName: 'Renamed' } }),
  'POST /auth/registration': (w) => ({
    body: {
      token: w.invitationToken,
      firstName: 'N',
      lastName: 'N',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    },
  }),
  'POST /auth/organization-registration': (w) => ({
    body: {
      organization: {
        name: `New ${w.tag}`,
        feature: 'giver',
        companyName: 'New GmbH',
        address: { street: 'Weg', zip: '8001', city: 'Zürich' },
      },
      user: {
        firstName: 'N',
        lastName: 'N',
        email: `new-${w.tag}@example.ch`,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
    },
  }),
  'GET /auth/company-search': () => ({ query: { q: 'demo' } }),
  'POST /auth/confirmation': (w) => ({ body: { token: w.unknownToken } }),
  'POST /auth/confirmation/resend': (w) => ({ body: { email: `nobody-${w.tag}@example.ch` } }),
  'POST /auth/forgot-password': (w) => ({ body: { email: w.users.target.email } }),
  'POST /auth/reset-password': (w) => ({
    body: { token: w.unknownToken, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
  }),
  'PUT /user/password': () => ({
    body: { oldPassword: 'not-the-password', newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD },
  }),
  'GET /user/email-change': () => ({}),
  'POST /user/email-change': (w) => ({
    body: { newEmail: `changed-${w.tag}@example.ch`, password: 'not-the-password' },
  }),
  'POST /user/confirm-email-change': (w) => ({ body: { token: w.unknownToken } }),
  'POST /user/cancel-email-change': (w) => ({ body: { token: w.unknownToken } }),
  'GET /user': () => ({ query: { pageSize: '5' } }),
  'POST /user/inpersonate': (w) => ({ body: { userId: w.users.target.id } }),
  'POST /user/inpersonate/end': () => ({ body: {} }),
  'PUT /user/current-organization': (w) => ({ body: { organizationId: w.orgA }, foreign: true }),
  'GET /user/{userId}': (w) => ({ params: { userId: w.users.plain.id } }),
  'PUT /user/{userId}/block': (w) => ({ params: { userId: w.users.target.id }, body: { blocked: true } }),
  'GET /organization': () => ({}),
  'PUT /organization': () => ({ body: { iban: null } }),
  'GET /organization/list': () => ({}),
  'PUT /organization/status': (w) => ({
    body: { organizationId: w.orgA, status: 'pending', reason: 'Check again' },
    foreign: true,
  }),
  'PUT /organization/features': (w) => ({ body: { organizationId: w.orgA, features: ['seller'] }, foreign: true }),
  'GET /organization/user': () => ({}),
  'PUT /organization/user': (w) => ({ body: { userId: w.users.member.id, roles: ['designer'] }, foreign: true }),
  'POST /organization/user/remove': (w) => ({ body: { userId: w.users.member.id }, foreign: true }),
  'GET /organization/invoice-address': () => ({}),
  'PUT /organization/invoice-address': () => ({
    body: { name: 'Billing', street: 'Gasse', houseNumber: '1', zip: '3011', city: 'Bern' },
  }),
  'GET /organization/invitation': () => ({}),
  'POST /organization/invitation': (w) => ({ body: { email: `friend-${w.tag}@example.ch` } }),
  'GET /organization/invitation/list': () => ({}),
  'POST /organization/invitation/preview': (w) => ({ body: { token: w.invitationToken }, revealsByToken: true }),
  'POST /organization/invitation/accept': (w) => ({ body: { token: w.invitationToken } }),
  'GET /organization/invitation/{invitationId}': (w) => ({ params: { invitationId: w.invitationId }, foreign: true }),
  'DELETE /organization/invitation/{invitationId}': (w) => ({
    params: { invitationId: w.invitationId },
    foreign: true,
  }),
  'GET /organization/{organizationId}': (w) => ({ params: { organizationId: w.orgA }, foreign: true }),
  'GET /setting': () => ({}),
  'PUT /setting': () => ({
    body: { scope: 'organization', values: [{ key: 'Orders.SendNotificationMails', value: false }] },
  }),
  'GET /audit': () => ({}),
  'GET /notification': () => ({}),
  'PUT /notification': () => ({ body: { all: true } }),
  'POST /conversation': () => ({ body: { subject: 'Question', message: 'Hello' } }),
  'GET /conversation': () => ({}),
  'GET /conversation/{conversationId}': (w) => ({ params: { conversationId: w.conversationId }, foreign: true }),
  'POST /conversation/{conversationId}/send': (w) => ({
    params: { conversationId: w.conversationId },
    body: { message: 'Hi' },
    foreign: true,
  }),
  'POST /conversation/{conversationId}/finish': (w) => ({
    params: { conversationId: w.conversationId },
    body: {},
    foreign: true,
  }),
  'POST /contact': (w) => ({ body: { name: 'Visitor', email: `visitor-${w.tag}@example.ch`, message: 'Hello' } }),
  'GET /contact': () => ({}),
  'POST /contact/{contactId}/answered': (w) => ({ params: { contactId: w.contactId }, body: { answered: true } }),
};

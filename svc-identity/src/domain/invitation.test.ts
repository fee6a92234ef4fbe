import { refusal } from '@cadeau/service-kit/errors';
import {
  acceptanceLogin,
  acceptanceToken,
  assertCanAccept,
  assertDeletable,
  assertMayInviteWith,
  assertMayJoin,
  assertMayRenew,
  assertPending,
  assertRegistersInvitedAddress,
  invitationOrganizationOf,
  planAcceptance,
  planInvitation,
  planInvitedRegistration,
  withdrawableInvitation,
} from './invitation';

const inv = { email: 'anna@example.ch', status: 'pending' as const, organization_id: 'o1' };

describe('invitations', () => {
  it('are accepted only while pending, by the invited address', () => {
    expect(refusal(() => assertCanAccept(inv, 'anna@example.ch', true))).toBeNull();
    expect(refusal(() => assertCanAccept(undefined, 'anna@example.ch', true))?.key).toBe('error.invitation.notFound');
    expect(refusal(() => assertPending({ ...inv, status: 'accepted' }))).toEqual({
      status: 404,
      key: 'error.invitation.notFound',
    });
    expect(refusal(() => assertCanAccept(inv, 'bob@example.ch', true))).toEqual({
      status: 403,
      key: 'error.invitation.userNotAuthorized',
    });
    expect(refusal(() => assertCanAccept(inv, 'bob@example.ch', false))).toEqual({
      status: 403,
      key: 'error.invitation.emailMismatch',
    });
  });

  it('are renewed only by their inviter or an admin, never with fewer roles', () => {
    const pending = { invited_by: 'a0b1c2d3-0000-4000-8000-00000000000a', roles: ['manager', 'user'] };
    const inviter = { userId: pending.invited_by.toUpperCase(), isAdmin: false };
    expect(refusal(() => assertMayRenew(undefined, { userId: 'x', isAdmin: false }, ['user']))).toBeNull();
    expect(refusal(() => assertMayRenew(pending, inviter, ['user', 'manager']))).toBeNull();
    expect(
      refusal(() => assertMayRenew(pending, { userId: 'x', isAdmin: true }, ['manager', 'user', 'admin'])),
    ).toBeNull();
    expect(refusal(() => assertMayRenew(pending, { userId: 'x', isAdmin: false }, ['manager', 'user']))).toEqual({
      status: 403,
      key: 'error.invitation.notRenewable',
    });
    expect(
      refusal(() => assertMayRenew({ ...pending, invited_by: null }, { userId: 'x', isAdmin: false }, ['user'])),
    ).toEqual({ status: 403, key: 'error.invitation.notRenewable' });
    expect(refusal(() => assertMayRenew(pending, { userId: 'x', isAdmin: true }, ['user']))).toEqual({
      status: 409,
      key: 'error.invitation.rolesWouldBeLowered',
    });
  });

  it('give roles beyond user only when an admin invites', () => {
    expect(refusal(() => assertMayInviteWith(['user'], false))).toBeNull();
    expect(refusal(() => assertMayInviteWith(['admin', 'designer'], true))).toBeNull();
    expect(refusal(() => assertMayInviteWith(['designer'], false))).toEqual({
      status: 403,
      key: 'error.invitation.rolesNotAllowed',
    });
    expect(refusal(() => assertMayInviteWith(['user', 'manager'], false))?.status).toBe(403);
  });

  it('are deleted only while pending', () => {
    expect(refusal(() => assertDeletable({ status: 'pending' }))).toBeNull();
    expect(refusal(() => assertDeletable({ status: 'accepted' }))).toEqual({
      status: 409,
      key: 'error.invitation.cannotDeleteNonPending',
    });
  });
});

describe('registering and accepting through a link', () => {
  it('registers only the invited address', () => {
    expect(refusal(() => assertRegistersInvitedAddress(inv, undefined))).toBeNull();
    expect(refusal(() => assertRegistersInvitedAddress(inv, 'anna@example.ch'))).toBeNull();
    expect(refusal(() => assertRegistersInvitedAddress(inv, 'bob@example.ch'))).toEqual({
      status: 400,
      key: 'error.invitation.emailMismatch',
    });
  });

  it('needs the token, and without a login the e-mail and the password', () => {
    expect(acceptanceToken({ token: 'abc' })).toBe('abc');
    expect(refusal(() => acceptanceToken({}))).toEqual({ status: 400, key: 'error.invitation.idMissing' });
    expect(acceptanceLogin({ email: 'anna@example.ch', password: 'secret' })).toEqual({
      email: 'anna@example.ch',
      password: 'secret',
    });
    expect(refusal(() => acceptanceLogin({ password: 'secret' }))).toEqual({
      status: 400,
      key: 'error.invitation.noEmail',
    });
    expect(refusal(() => acceptanceLogin({ email: 'anna@example.ch' }))).toEqual({
      status: 400,
      key: 'error.invitation.noPassword',
    });
  });

  it('lets no blocked account join', () => {
    expect(refusal(() => assertMayJoin({ blocked: true }))).toEqual({ status: 403, key: 'error.userBlocked' });
    expect(refusal(() => assertMayJoin({ blocked: false }))).toBeNull();
  });
});

describe('invitationOrganizationOf', () => {
  it("answers the invitation's organisation, 404 error.invitation.notFound for none", () => {
    expect(invitationOrganizationOf({ organization_id: 'o1' })).toBe('o1');
    expect(refusal(() => invitationOrganizationOf(undefined))).toEqual({
      status: 404,
      key: 'error.invitation.notFound',
    });
  });
});

describe('withdrawableInvitation', () => {
  it('withdraws a pending invitation; none is 404, an accepted one 409', () => {
    const pending = { id: 'i1', status: 'pending' as const };
    expect(withdrawableInvitation(pending)).toBe(pending);
    expect(refusal(() => withdrawableInvitation(undefined))).toEqual({
      status: 404,
      key: 'error.invitation.notFound',
    });
    expect(refusal(() => withdrawableInvitation({ id: 'i1', status: 'accepted' }))).toEqual({
      status: 409,
      key: 'error.invitation.cannotDeleteNonPending',
    });
  });
});

describe('planInvitation', () => {
  const approved = { id: 'o1', name: 'Alpen AG', status: 'approved' as const };
  const admin = { userId: 'u1', isAdmin: true };
  const invite = { email: 'ben@example.test', roles: ['user'] };
  const read = { organization: approved, addressIsMember: false, pending: undefined };

  it('invites anew, counting the mail against the address and the inviter', () => {
    expect(planInvitation(read, admin, invite)).toEqual({
      organization: approved,
      renews: undefined,
      mailCountedAgainst: { recipient: 'ben@example.test', account: 'u1', pendingOrganization: undefined },
    });
  });

  it('counts an invitation of an organisation pending review against its quota, and renews a pending one', () => {
    const pendingOrg = { id: 'o2', name: 'Neu GmbH', status: 'pending' as const };
    const pending = { id: 'i1', invited_by: 'u1', roles: ['user'] };
    expect(planInvitation({ organization: pendingOrg, addressIsMember: false, pending }, admin, invite)).toEqual({
      organization: pendingOrg,
      renews: pending,
      mailCountedAgainst: { recipient: 'ben@example.test', account: 'u1', pendingOrganization: 'o2' },
    });
  });

  it('refuses in order: an organisation taking no members, a member, a renewal not allowed', () => {
    const blocked = { ...approved, status: 'blocked' as const };
    expect(
      refusal(() => planInvitation({ ...read, organization: blocked, addressIsMember: true }, admin, invite)),
    ).toEqual({ status: 409, key: 'error.invitation.organizationLinkingFailed' });
    expect(refusal(() => planInvitation({ ...read, addressIsMember: true }, admin, invite))).toEqual({
      status: 409,
      key: 'error.invitation.userAlreadyInOrganization',
    });
    const othersPending = { invited_by: 'u9', roles: ['user'] };
    expect(
      refusal(() => planInvitation({ ...read, pending: othersPending }, { userId: 'u1', isAdmin: false }, invite)),
    ).toEqual({ status: 403, key: 'error.invitation.notRenewable' });
  });
});

describe('planAcceptance', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const invitation = {
    email: 'ben@example.test',
    status: 'pending' as const,
    organization_id: 'o1',
    created_at: new Date('2026-11-20T12:00:00Z'),
  };
  const organization = { id: 'o1', name: 'Alpen AG', status: 'approved' as const };
  const read = { invitation, validDays: 7, organization, alreadyMember: false };
  const ben = { email: 'ben@example.test', loggedIn: true };

  it('accepts a pending, valid invitation of the address into an organisation taking members', () => {
    expect(planAcceptance(read, ben, now)).toEqual({ invitation, organization });
  });

  it('refuses in order: not pending, another address, expired, organisation gone, already a member', () => {
    const accepted = { ...invitation, status: 'accepted' as const };
    expect(refusal(() => planAcceptance({ ...read, invitation: accepted, validDays: 1 }, ben, now))).toEqual({
      status: 404,
      key: 'error.invitation.notFound',
    });
    expect(
      refusal(() => planAcceptance({ ...read, validDays: 1 }, { email: 'eve@example.test', loggedIn: true }, now)),
    ).toEqual({ status: 403, key: 'error.invitation.userNotAuthorized' });
    expect(refusal(() => planAcceptance({ ...read, validDays: 1, organization: undefined }, ben, now))).toEqual({
      status: 404,
      key: 'error.invitation.expired',
    });
    expect(refusal(() => planAcceptance({ ...read, organization: undefined, alreadyMember: true }, ben, now))).toEqual({
      status: 409,
      key: 'error.invitation.organizationLinkingFailed',
    });
    expect(refusal(() => planAcceptance({ ...read, alreadyMember: true }, ben, now))).toEqual({
      status: 409,
      key: 'error.invitation.userAlreadyInOrganization',
    });
  });
});

describe('planInvitedRegistration', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const invitation = {
    email: 'ben@example.test',
    status: 'pending' as const,
    created_at: new Date('2026-11-20T12:00:00Z'),
  };
  const read = { invitation, validDays: 7, accountExists: false };
  const registration = { email: 'ben@example.test', password: 'a long passphrase' };

  it('registers the invited address, named again or not', () => {
    expect(planInvitedRegistration(read, registration, now)).toBe(invitation);
    expect(planInvitedRegistration(read, { email: null, password: 'a long passphrase' }, now)).toBe(invitation);
  });

  it('refuses in order: no pending invitation, expired, another address, the address as password, an account', () => {
    expect(refusal(() => planInvitedRegistration({ ...read, invitation: undefined }, registration, now))).toEqual({
      status: 404,
      key: 'error.invitation.notFound',
    });
    expect(
      refusal(() => planInvitedRegistration({ ...read, validDays: 1, accountExists: true }, registration, now)),
    ).toEqual({ status: 404, key: 'error.invitation.expired' });
    expect(refusal(() => planInvitedRegistration(read, { ...registration, email: 'eve@example.test' }, now))).toEqual({
      status: 400,
      key: 'error.invitation.emailMismatch',
    });
    expect(
      refusal(() => planInvitedRegistration(read, { ...registration, password: 'Ben@example.test ' }, now)),
    ).toEqual({ status: 400, key: 'error.registration.invalidCredentials' });
    expect(refusal(() => planInvitedRegistration({ ...read, accountExists: true }, registration, now))).toEqual({
      status: 409,
      key: 'error.registration.userExists',
    });
  });
});

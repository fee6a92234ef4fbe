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

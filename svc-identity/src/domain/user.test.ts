import { refusal } from '@cadeau/service-kit/errors';
import {
  assertMayBlock,
  assertNotImpersonated,
  awaitsConfirmation,
  changesBlocking,
  mayResetPassword,
  planProfileChange,
  profileChanges,
} from './user';

const ME = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';

describe('user rules', () => {
  it('refuses account takeovers while impersonating with 403 error.user.impersonationForbidden', () => {
    expect(refusal(() => assertNotImpersonated({ impersonatorId: OTHER }))).toEqual({
      status: 403,
      key: 'error.user.impersonationForbidden',
    });
    expect(refusal(() => assertNotImpersonated({ impersonatorId: null }))).toBeNull();
    expect(refusal(() => assertNotImpersonated({}))).toBeNull();
  });

  it('refuses blocking oneself, whatever the case of the id, with 400 error.user.cannotBlockSelf', () => {
    const self = { status: 400, key: 'error.user.cannotBlockSelf' };
    expect(refusal(() => assertMayBlock(ME, ME))).toEqual(self);
    expect(refusal(() => assertMayBlock(ME, ME.toUpperCase()))).toEqual(self);
    expect(refusal(() => assertMayBlock(ME, OTHER))).toBeNull();
  });

  it('changes the blocking only when the account is in the other state', () => {
    expect(changesBlocking({ blocked: false }, true)).toBe(true);
    expect(changesBlocking({ blocked: true }, false)).toBe(true);
    expect(changesBlocking({ blocked: true }, true)).toBe(false);
    expect(changesBlocking({ blocked: false }, false)).toBe(false);
  });

  it('plans only the profile fields that change', () => {
    const current = { first_name: 'Anna', last_name: 'Muster', language: 'de' };
    expect(profileChanges(current, { firstName: 'Anna', lastName: 'Meier' })).toEqual({
      columns: { last_name: 'Meier' },
      changes: { lastName: { from: 'Muster', to: 'Meier' } },
    });
  });

  it('mails a reset link only to an account that exists and is not blocked', () => {
    expect(mayResetPassword({ blocked: false })).toBe(true);
    expect(mayResetPassword({ blocked: true })).toBe(false);
    expect(mayResetPassword(undefined)).toBe(false);
  });

  it('sends a confirmation mail again only to an unconfirmed account that is not blocked', () => {
    expect(awaitsConfirmation({ blocked: false, email_confirmed_at: null })).toBe(true);
    expect(awaitsConfirmation({ blocked: false, email_confirmed_at: new Date() })).toBe(false);
    expect(awaitsConfirmation({ blocked: true, email_confirmed_at: null })).toBe(false);
    expect(awaitsConfirmation(undefined)).toBe(false);
  });
});

describe('planProfileChange', () => {
  const current = { first_name: 'Anna', last_name: 'Muster', language: 'de' };

  it('changes what differs of the user as the write found them', () => {
    expect(planProfileChange(current, { firstName: 'Anna', language: 'en' })).toEqual({
      columns: { language: 'en' },
      changes: { language: { from: 'de', to: 'en' } },
    });
  });

  it('answers a user who is gone with 404', () => {
    expect(refusal(() => planProfileChange(undefined, { language: 'en' }))).toEqual({
      status: 404,
      key: 'error.noUserFound',
    });
  });
});

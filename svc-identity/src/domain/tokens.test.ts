import { refusal } from '@cadeau/service-kit/errors';
import {
  checkConfirmationToken,
  checkPasswordResetToken,
  hashLinkToken,
  isExpired,
  issuedWithin,
  newLinkToken,
} from './tokens';

const now = Date.parse('2026-11-23T12:00:00Z');
const later = new Date(now + 60_000);
const earlier = new Date(now - 1);
const open = { used_at: null, replaced_at: null, expires_at: later };

describe('mailed link tokens', () => {
  it('are random and only their hash is kept', () => {
    const a = newLinkToken();
    expect(a).not.toBe(newLinkToken());
    expect(hashLinkToken(a).equals(hashLinkToken(a))).toBe(true);
    expect(hashLinkToken(a).toString('base64url')).not.toContain(a);
  });

  it('expire at their time', () => {
    expect(isExpired({ expires_at: later }, now)).toBe(false);
    expect(isExpired({ expires_at: new Date(now) }, now)).toBe(true);
  });

  it('reset a password once, only the newest and only in time', () => {
    expect(refusal(() => checkPasswordResetToken(open, now))).toBeNull();
    expect(refusal(() => checkPasswordResetToken(undefined, now))).toEqual({
      status: 404,
      key: 'error.passwordReset.notFound',
    });
    expect(refusal(() => checkPasswordResetToken({ ...open, used_at: earlier }, now))).toEqual({
      status: 409,
      key: 'error.passwordReset.alreadyUsed',
    });
    expect(refusal(() => checkPasswordResetToken({ ...open, replaced_at: earlier }, now))).toEqual({
      status: 409,
      key: 'error.passwordReset.replaced',
    });
    expect(refusal(() => checkPasswordResetToken({ ...open, expires_at: earlier }, now))).toEqual({
      status: 410,
      key: 'error.passwordReset.expired',
    });
  });

  it('confirm an unconfirmed address, also with an older link that has not expired', () => {
    const user = { email_confirmed_at: null };
    expect(refusal(() => checkConfirmationToken({ ...open, replaced_at: earlier }, user, now))).toBeNull();
    expect(refusal(() => checkConfirmationToken(undefined, user, now))?.key).toBe('error.confirmation.notFound');
    expect(refusal(() => checkConfirmationToken(open, undefined, now))?.key).toBe('error.confirmation.notFound');
    expect(refusal(() => checkConfirmationToken(open, { email_confirmed_at: earlier }, now))).toEqual({
      status: 409,
      key: 'error.confirmation.alreadyConfirmed',
    });
    expect(refusal(() => checkConfirmationToken({ ...open, expires_at: earlier }, user, now))).toEqual({
      status: 410,
      key: 'error.confirmation.expired',
    });
  });
});

describe('the resend interval of link mails', () => {
  const at = new Date('2026-11-23T12:00:00Z');

  it('holds back a mail 59.999 s after the last link, with a 60 s interval', () => {
    expect(issuedWithin(new Date('2026-11-23T11:59:00.001Z'), at, 60)).toBe(true);
  });

  it('allows one 60 s after the last link, and when none was issued', () => {
    expect(issuedWithin(new Date('2026-11-23T11:59:00Z'), at, 60)).toBe(false);
    expect(issuedWithin(null, at, 60)).toBe(false);
  });
});

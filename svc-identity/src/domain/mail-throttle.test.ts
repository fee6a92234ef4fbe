import {
  MAIL_LIMITS,
  MailThrottledError,
  mailVerdict,
  PENDING_ORGANIZATION_INVITATIONS,
  recipientThrottleKey,
  throttleRefusal,
} from './mail-throttle';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (sec: number) => new Date(now.getTime() - sec * 1000);

describe('mailVerdict', () => {
  it('allows mails up to the limit per recipient within the hour', () => {
    expect(mailVerdict('passwordReset', { recipient: [], account: [] }, now)).toEqual({ allowed: true });
    expect(mailVerdict('passwordReset', { recipient: [ago(10), ago(20)] }, now)).toEqual({ allowed: true });
  });

  it('refuses the fourth mail of a kind to one address within the hour, until the oldest leaves the window', () => {
    expect(MAIL_LIMITS.passwordReset.recipient).toEqual({ max: 3, windowSec: 3600 });
    const verdict = mailVerdict('passwordReset', { recipient: [ago(600), ago(30), ago(3000)] }, now);
    expect(verdict).toEqual({ allowed: false, scope: 'recipient', retryAfterSec: 600 });
  });

  it('does not count mails older than the window', () => {
    expect(mailVerdict('confirmation', { recipient: [ago(3600), ago(4000), ago(7200), ago(10)] }, now)).toEqual({
      allowed: true,
    });
  });

  it('limits the account separately from the recipient', () => {
    const sent = Array.from({ length: 20 }, (_, i) => ago(60 + i));
    expect(mailVerdict('invitation', { recipient: [], account: sent.slice(0, 19) }, now)).toEqual({ allowed: true });
    expect(mailVerdict('invitation', { recipient: [], account: sent }, now)).toEqual({
      allowed: false,
      scope: 'account',
      retryAfterSec: 3600 - 79,
    });
  });

  it('counts the invitations of a pending organisation without a window, and names that quota first', () => {
    const old = Array.from({ length: PENDING_ORGANIZATION_INVITATIONS }, () => ago(30 * 24 * 3600));
    const full = { pendingOrganization: old, recipient: [ago(1), ago(2), ago(3)] };
    expect(mailVerdict('invitation', full, now)).toEqual({
      allowed: false,
      scope: 'pendingOrganization',
      retryAfterSec: null,
    });
    expect(mailVerdict('invitation', { pendingOrganization: old.slice(1) }, now)).toEqual({ allowed: true });
  });

  it('ignores scopes a kind has no limit in', () => {
    const many = Array.from({ length: 50 }, () => ago(1));
    expect(mailVerdict('registrationAttempt', { account: many, recipient: [] }, now)).toEqual({ allowed: true });
    expect(mailVerdict('passwordReset', { pendingOrganization: many }, now)).toEqual({ allowed: true });
  });

  it('never answers a retry of less than a second', () => {
    const verdict = mailVerdict('emailChange', { recipient: [ago(3599.9), ago(1), ago(2)] }, now);
    expect(verdict).toEqual({ allowed: false, scope: 'recipient', retryAfterSec: 1 });
  });
});

describe('recipientThrottleKey', () => {
  it('counts an address whatever its case and surrounding spaces', () => {
    expect(recipientThrottleKey('  Anna.Muster@Example.CH ')).toBe('anna.muster@example.ch');
  });

  it('drops a +tag of the local part, so tagged variants count against one inbox', () => {
    expect(recipientThrottleKey('anna+1@example.ch')).toBe('anna@example.ch');
    expect(recipientThrottleKey('Anna+Shop+2@Example.ch')).toBe('anna@example.ch');
    expect(recipientThrottleKey('anna+@example.ch')).toBe('anna@example.ch');
  });

  it('keeps a + outside the local part, a leading + and text without @ as they are (lower-cased)', () => {
    expect(recipientThrottleKey('anna@ex+ample.ch')).toBe('anna@ex+ample.ch');
    expect(recipientThrottleKey('+anna@example.ch')).toBe('+anna@example.ch');
    expect(recipientThrottleKey('Not+An-Address')).toBe('not+an-address');
  });
});

describe('throttleRefusal', () => {
  it('refuses nothing a claim allowed', () => {
    expect(throttleRefusal({ allowed: true })).toBeNull();
  });

  it('answers a full recipient or account window with 429 error.mail.tooManyMails and the verdict', () => {
    const verdict = { allowed: false, scope: 'recipient', retryAfterSec: 600 } as const;
    const refusal = throttleRefusal(verdict);
    expect(refusal).toBeInstanceOf(MailThrottledError);
    expect({ status: refusal!.status, key: refusal!.message, verdict: refusal!.verdict }).toEqual({
      status: 429,
      key: 'error.mail.tooManyMails',
      verdict: { allowed: false, scope: 'recipient', retryAfterSec: 600 },
    });
    expect(throttleRefusal({ allowed: false, scope: 'account', retryAfterSec: 5 })).toMatchObject({
      status: 429,
      message: 'error.mail.tooManyMails',
    });
  });

  it("answers a pending organisation's spent quota with 403 error.invitation.pendingQuotaReached", () => {
    expect(throttleRefusal({ allowed: false, scope: 'pendingOrganization', retryAfterSec: null })).toMatchObject({
      status: 403,
      message: 'error.invitation.pendingQuotaReached',
    });
  });
});

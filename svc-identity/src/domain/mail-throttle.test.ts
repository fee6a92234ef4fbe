import { MAIL_LIMITS, mailVerdict, PENDING_ORGANIZATION_INVITATIONS } from './mail-throttle';

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

import { ErrorKeys } from '@cadeau/contracts/errors';
import {
  afterLookup,
  afterMxCheck,
  afterSend,
  attemptsUsedUp,
  MAX_RETRY_DELAY_MS,
  retryDelayMs,
  retryOrFail,
  type SendRules,
} from './delivery';

const rules: SendRules = { maxAttempts: 3, retryBaseMs: 1000, credentialsPauseMs: 300_000 };

describe('retries', () => {
  it('doubles the delay per failure, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, 1000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('retries until the attempts are used up, then fails with the same key', () => {
    expect(retryOrFail(2, rules, 'error.mail.x', 'd')).toEqual({
      change: 'retry',
      key: 'error.mail.x',
      detail: 'd',
      delayMs: 2000,
    });
    expect(retryOrFail(3, rules, 'error.mail.x', 'd')).toEqual({ change: 'fail', key: 'error.mail.x', detail: 'd' });
  });

  it('fails a claim beyond the attempts before anything is sent', () => {
    expect(attemptsUsedUp(3, 3, 'x')).toBeNull();
    expect(attemptsUsedUp(4, 3, '503 busy')).toEqual({
      change: 'fail',
      key: ErrorKeys.mail.sendFailed,
      detail: 'gave up after 3 attempts; last: 503 busy',
    });
    expect(attemptsUsedUp(4, 3, null)).toMatchObject({ detail: 'gave up after 3 attempts; last: outcome unknown' });
  });
});

describe('the MX check', () => {
  it('sends on, fails a domain without mail servers, retries a DNS failure', () => {
    expect(afterMxCheck({ ok: true }, 1, rules)).toBeNull();
    expect(afterMxCheck({ ok: false, key: ErrorKeys.mail.noMx }, 1, rules)).toEqual({
      change: 'fail',
      key: ErrorKeys.mail.noMx,
    });
    expect(afterMxCheck({ ok: false, key: ErrorKeys.mail.dnsError, detail: 'ETIMEOUT' }, 1, rules)).toEqual({
      change: 'retry',
      key: ErrorKeys.mail.dnsError,
      detail: 'ETIMEOUT',
      delayMs: 1000,
    });
    expect(afterMxCheck({ ok: false, key: ErrorKeys.mail.dnsError }, 3, rules)).toEqual({
      change: 'fail',
      key: ErrorKeys.mail.dnsError,
      detail: 'dns lookup failed',
    });
  });
});

describe('a send outcome', () => {
  const now = 1_000_000;
  it('settles, fails, retries or leaves the outcome unknown', () => {
    expect(afterSend({ kind: 'sent', providerMessageId: 'p1' }, 1, rules, now)).toEqual({
      change: 'sent',
      providerMessageId: 'p1',
    });
    expect(afterSend({ kind: 'rejected', detail: '400 bad' }, 1, rules, now)).toEqual({
      change: 'fail',
      key: ErrorKeys.mail.providerRejected,
      detail: '400 bad',
    });
    expect(afterSend({ kind: 'retry', detail: '503' }, 1, rules, now)).toMatchObject({
      change: 'retry',
      key: ErrorKeys.mail.sendFailed,
    });
    expect(afterSend({ kind: 'retry', detail: '503' }, 3, rules, now)).toMatchObject({
      change: 'fail',
      key: ErrorKeys.mail.sendFailed,
    });
    expect(afterSend({ kind: 'unknown', detail: 'timeout' }, 1, rules, now)).toEqual({
      change: 'unknown',
      detail: 'timeout',
    });
  });

  it('pauses on 429 until the reset, the mail due then', () => {
    const resetAt = new Date(now + 30_000);
    expect(afterSend({ kind: 'rateLimited', resetAt, detail: '429' }, 1, rules, now)).toEqual({
      change: 'pause',
      reason: 'rateLimited',
      untilMs: now + 30_000,
      dueAfterPause: true,
      detail: '429',
    });
  });

  it('pauses on refused credentials, the mail due at once with error.mail.senderNotAllowed', () => {
    expect(afterSend({ kind: 'credentialsRefused', detail: '401' }, 1, rules, now)).toEqual({
      change: 'pause',
      reason: 'credentialsRefused',
      untilMs: now + 300_000,
      dueAfterPause: false,
      key: ErrorKeys.mail.senderNotAllowed,
      detail: '401',
    });
  });
});

describe('a provider lookup of an unknown outcome', () => {
  const policy = { maxLookups: 3, retryBaseMs: 1000 };
  it('settles a mail the provider has and sends one it does not have', () => {
    expect(afterLookup({ kind: 'found', providerMessageId: 'p' }, 0, policy)).toEqual({
      change: 'settle',
      providerMessageId: 'p',
    });
    expect(afterLookup({ kind: 'absent' }, 2, policy)).toEqual({ change: 'send' });
  });

  it('asks again with backoff, and gives up after maxLookups without sending', () => {
    expect(afterLookup({ kind: 'error', detail: '403' }, 0, policy)).toEqual({
      change: 'askAgain',
      key: ErrorKeys.mail.deliveryUnconfirmed,
      detail: 'send outcome unknown, provider lookup 1/3 failed: 403',
      delayMs: 1000,
      final: false,
      lookups: 1,
    });
    expect(afterLookup({ kind: 'error', detail: '403' }, 1, policy)).toMatchObject({ delayMs: 2000, final: false });
    expect(afterLookup({ kind: 'error', detail: '403' }, 2, policy)).toMatchObject({ final: true, lookups: 3 });
  });
});

import { ErrorKeys } from '@cadeau/contracts/errors';
import type { LookupOutcome, SendOutcome } from './provider';

/**
 * What becomes of a claimed message after one step of its delivery: the rules of the dispatcher (see
 * svc-mail's README, "Dispatch and its guarantee"), without the database or the provider.
 * src/workers/dispatcher.ts carries a plan out through src/db/messages.ts.
 */
export type DeliveryPlan =
  /** Accepted by the provider (or found there): `sent`. */
  | { change: 'sent'; providerMessageId: string | null }
  /** Refused for good. */
  | { change: 'fail'; key: string; detail?: string }
  /** Did not go out but may later: `pending`, due after `delayMs`, the attempt counted. */
  | { change: 'retry'; key: string; detail: string; delayMs: number }
  /**
   * Nothing went out and sending must pause (429 until the provider's reset; 401/403 until the key is
   * fixed or the pause ends): the attempt is given back. `dueAfterPause` keeps the message until the pause
   * ends; otherwise it is due at once and the pause alone holds it back (a corrected key lifts the pause).
   */
  | {
      change: 'pause';
      reason: 'rateLimited' | 'credentialsRefused';
      untilMs: number;
      dueAfterPause: boolean;
      key?: string;
      detail: string;
    }
  /** The send may have reached the provider: stays `sending` until a provider event or a lookup decides. */
  | { change: 'unknown'; detail: string };

export interface RetryPolicy {
  /** Provider calls per message before it fails (5xx, DNS errors, unknown outcomes). */
  maxAttempts: number;
  /** First retry delay; doubles per failure, at most an hour. */
  retryBaseMs: number;
}

export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** The wait after the `failures`-th failure in a row: base, doubling, at most an hour. */
export function retryDelayMs(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (Math.max(1, failures) - 1), MAX_RETRY_DELAY_MS);
}

/** A failure that may pass: retried with backoff until the attempts are used up, then failed with `key`. */
export function retryOrFail(attempts: number, policy: RetryPolicy, key: string, detail: string): DeliveryPlan {
  if (attempts >= policy.maxAttempts) return { change: 'fail', key, detail };
  return { change: 'retry', key, detail, delayMs: retryDelayMs(attempts, policy.retryBaseMs) };
}

/**
 * A claim beyond `maxAttempts` (unknown outcomes count as attempts): failed before anything is sent.
 * Null while attempts remain.
 */
export function attemptsUsedUp(attempts: number, maxAttempts: number, lastDetail: string | null): DeliveryPlan | null {
  if (attempts <= maxAttempts) return null;
  return {
    change: 'fail',
    key: ErrorKeys.mail.sendFailed,
    detail: `gave up after ${attempts - 1} attempts; last: ${lastDetail ?? 'outcome unknown'}`,
  };
}

/** The MX check before a send: a domain without mail servers fails; a DNS failure is retried. */
export function afterMxCheck(
  result: { ok: true } | { ok: false; key: string; detail?: string },
  attempts: number,
  policy: RetryPolicy,
): DeliveryPlan | null {
  if (result.ok) return null;
  if (result.key === ErrorKeys.mail.noMx) return { change: 'fail', key: result.key };
  return retryOrFail(attempts, policy, result.key, result.detail ?? 'dns lookup failed');
}

export interface SendRules extends RetryPolicy {
  /** How long 401/403 from the provider pauses sending (a key or sender problem a person must fix). */
  credentialsPauseMs: number;
}

/** What one send's outcome (src/domain/provider.ts) makes of the message; `now` in ms. */
export function afterSend(outcome: SendOutcome, attempts: number, rules: SendRules, now: number): DeliveryPlan {
  switch (outcome.kind) {
    case 'sent':
      return { change: 'sent', providerMessageId: outcome.providerMessageId };
    case 'rejected':
      return { change: 'fail', key: ErrorKeys.mail.providerRejected, detail: outcome.detail };
    case 'retry':
      return retryOrFail(attempts, rules, ErrorKeys.mail.sendFailed, outcome.detail);
    case 'rateLimited':
      return {
        change: 'pause',
        reason: 'rateLimited',
        untilMs: outcome.resetAt.getTime(),
        dueAfterPause: true,
        detail: outcome.detail,
      };
    case 'credentialsRefused':
      return {
        change: 'pause',
        reason: 'credentialsRefused',
        untilMs: now + rules.credentialsPauseMs,
        dueAfterPause: false,
        key: ErrorKeys.mail.senderNotAllowed,
        detail: outcome.detail,
      };
    case 'unknown':
      return { change: 'unknown', detail: outcome.detail };
  }
}

export interface LookupPolicy {
  /** Failed lookups before the message fails with error.mail.deliveryUnconfirmed (never sent again). */
  maxLookups: number;
  /** Delay before the next lookup after a failed one; doubles per failure, at most an hour. */
  retryBaseMs: number;
}

/**
 * What the provider's answer about a mail of unknown outcome decides:
 * - settle: it has the mail, so `sent` without sending again;
 * - send: it does not have it, so the earlier request never arrived and sending is safe;
 * - ask again after `delayMs`, or, with `final` after `maxLookups` failed questions, fail with
 *   error.mail.deliveryUnconfirmed: never sent blindly.
 */
export type LookupPlan =
  | { change: 'settle'; providerMessageId: string | null }
  | { change: 'send' }
  | { change: 'askAgain'; key: string; detail: string; delayMs: number; final: boolean; lookups: number };

export function afterLookup(answer: LookupOutcome, previousLookups: number, policy: LookupPolicy): LookupPlan {
  if (answer.kind === 'found') return { change: 'settle', providerMessageId: answer.providerMessageId };
  if (answer.kind === 'absent') return { change: 'send' };
  const lookups = previousLookups + 1;
  return {
    change: 'askAgain',
    key: ErrorKeys.mail.deliveryUnconfirmed,
    detail: `send outcome unknown, provider lookup ${lookups}/${policy.maxLookups} failed: ${answer.detail}`,
    delayMs: retryDelayMs(lookups, policy.retryBaseMs),
    final: lookups >= policy.maxLookups,
    lookups,
  };
}

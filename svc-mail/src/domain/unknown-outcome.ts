import { ErrorKeys } from '@cadeau/contracts/errors';
import type { Knex } from 'knex';
import type { Logger } from './logger';
import { markFoundAtProvider, recordFailedLookup, type ClaimedRow } from './messages';
import type { MailProvider } from './providers';

export interface LookupPolicy {
  /** Failed lookups before the message fails with error.mail.deliveryUnconfirmed (never sent again). */
  maxLookups: number;
  /** Delay before the next lookup after a failed one; doubles per failure, at most an hour. */
  retryBaseMs: number;
}

/**
 * - settled: the provider has it; recorded as sent.
 * - absent: the provider does not have it; the caller may send it (its first real delivery).
 * - unresolved: the provider could not be asked; it stays unknown and is asked again later.
 * - failed: it could not be asked `maxLookups` times; failed with error.mail.deliveryUnconfirmed.
 * - lost: the claim was no longer ours when recording (a provider event settled it meanwhile).
 */
export type Resolution = 'settled' | 'absent' | 'unresolved' | 'failed' | 'lost';

const MAX_DELAY_MS = 60 * 60_000;

/**
 * Resolves a claimed message whose earlier send may have reached the provider (`previous_status`
 * `sending`: a timeout or a lost answer, or a sender that died mid-send) by asking the provider, instead
 * of sending it blindly again. It is only claimed after the reconciliation window, so the provider's
 * events and its search have caught up and "absent" means the earlier request never arrived.
 */
export async function resolveUnknownOutcome(db: Knex, row: ClaimedRow, token: string, provider: MailProvider, policy: LookupPolicy, log: Logger): Promise<Resolution> {
  const answer = await provider.lookup(row.id);
  switch (answer.kind) {
    case 'found':
      log.info({ providerMessageId: answer.providerMessageId }, 'provider has the mail whose send outcome was unknown: sent, not sending again');
      return (await markFoundAtProvider(db, row.id, token, answer.providerMessageId)) ? 'settled' : 'lost';
    case 'absent':
      log.info('provider does not have the mail whose send outcome was unknown: sending it');
      return 'absent';
    case 'error': {
      const lookups = row.lookups + 1;
      const final = lookups >= policy.maxLookups;
      const delayMs = Math.min(policy.retryBaseMs * 2 ** (lookups - 1), MAX_DELAY_MS);
      const detail = `send outcome unknown, provider lookup ${lookups}/${policy.maxLookups} failed: ${answer.detail}`;
      if (final) log.error({ key: ErrorKeys.mail.deliveryUnconfirmed, detail }, 'giving up on an unknown send outcome; the mail is not sent again');
      else log.warn({ detail, retryInMs: delayMs }, 'provider lookup failed, asking again later');
      const recorded = await recordFailedLookup(db, row.id, token, { key: ErrorKeys.mail.deliveryUnconfirmed, detail, delayMs, final });
      if (!recorded) return 'lost';
      return final ? 'failed' : 'unresolved';
    }
  }
}

import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { markFoundAtProvider, recordFailedLookup, type ClaimedRow } from '../db/messages';
import type { MailProvider } from '../domain/provider';
import { afterLookup, type LookupPolicy } from '../domain/delivery';

/**
 * - settled: the provider has it; recorded as sent.
 * - absent: the provider does not have it; the caller may send it (its first real delivery).
 * - unresolved: the provider could not be asked; it stays unknown and is asked again later.
 * - failed: it could not be asked `maxLookups` times; failed with error.mail.deliveryUnconfirmed.
 * - lost: the claim was no longer ours when recording (a provider event settled it meanwhile).
 */
export type Resolution = 'settled' | 'absent' | 'unresolved' | 'failed' | 'lost';

/**
 * Resolves a claimed message whose earlier send may have reached the provider (`previous_status`
 * `sending`: a timeout or a lost answer, or a sender that died mid-send) by asking the provider, instead
 * of sending it blindly again. It is only claimed after the reconciliation window, so the provider's
 * events and its search have caught up and "absent" means the earlier request never arrived.
 */
export async function resolveUnknownOutcome(
  db: Knex,
  row: ClaimedRow,
  token: string,
  provider: MailProvider,
  policy: LookupPolicy,
  log: Logger,
): Promise<Resolution> {
  const plan = afterLookup(await provider.lookup(row.id), row.lookups, policy);
  switch (plan.change) {
    case 'settle':
      log.info(
        { providerMessageId: plan.providerMessageId },
        'provider has the mail whose send outcome was unknown: sent, not sending again',
      );
      return (await markFoundAtProvider(db, row.id, token, plan.providerMessageId)) ? 'settled' : 'lost';
    case 'send':
      log.info('provider does not have the mail whose send outcome was unknown: sending it');
      return 'absent';
    case 'askAgain': {
      if (plan.final)
        log.error(
          { key: plan.key, detail: plan.detail },
          'giving up on an unknown send outcome; the mail is not sent again',
        );
      else log.warn({ detail: plan.detail, retryInMs: plan.delayMs }, 'provider lookup failed, asking again later');
      if (!(await recordFailedLookup(db, row.id, token, plan))) return 'lost';
      return plan.final ? 'failed' : 'unresolved';
    }
  }
}

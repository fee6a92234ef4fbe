import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { storeDeposit } from '../db/deposits';
import { DEPOSIT_SUBJECTS, depositFactOf, type DepositSubject } from '../domain/campaign-deposit';

/** The durable consumer's name, also its inbox key. */
export const DEPOSITS_CONSUMER = 'campaign-deposits';

/**
 * svc-billing's deposit invoices (issue 19) into svc-campaign's read model (db/deposits.ts): `invoice.issued`,
 * `invoice.paid` and `invoice.reopened` of invoices of type `deposit` with a campaign; every other invoice is
 * acknowledged without effect. A durable consumer with the kit's inbox (each event takes effect once) that replays
 * the BILLING stream from its start, and waits while svc-billing has not created the stream yet (the kit's
 * consumer retries, as svc-catalog's consumer of the CAMPAIGN stream does). A state older than the stored one
 * (a replay) changes nothing.
 */
export function depositsConsumer(stream: string = streams.billing.name): ConsumerDef<DepositSubject> {
  return {
    durable: DEPOSITS_CONSUMER,
    stream,
    filterSubjects: DEPOSIT_SUBJECTS,
    async handle(trx, event) {
      const fact = depositFactOf(event.type, event.data, event.occurredAt);
      if (fact) await storeDeposit(trx, fact);
    },
  };
}

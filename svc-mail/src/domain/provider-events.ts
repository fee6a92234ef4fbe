import type { Knex } from 'knex';
import { z } from 'zod';
import { addUnsubscribe } from './messages';
import { MESSAGE_ID_ARG } from './providers';

/** One SendGrid event; custom args arrive as top-level keys, unknown fields are kept and ignored. */
const providerEvent = z.looseObject({
  event: z.string(),
  email: z.string().optional(),
  timestamp: z.number().optional(),
  sg_message_id: z.string().optional(),
  [MESSAGE_ID_ARG]: z.string().uuid().optional(),
});
export type ProviderEvent = z.infer<typeof providerEvent>;

export interface EventCounts {
  received: number;
  applied: number;
  ignored: number;
}

// Events that prove the provider accepted the mail: they settle a message whose send outcome was unknown.
const ACCEPTED = new Set(['processed', 'delivered', 'deferred', 'open', 'click', 'bounce', 'dropped', 'spamreport', 'unsubscribe', 'group_unsubscribe']);
const UNSUBSCRIBING = new Set(['unsubscribe', 'group_unsubscribe', 'spamreport']);

const at = (e: ProviderEvent) => (e.timestamp ? new Date(e.timestamp * 1000) : new Date());

/**
 * Applies a batch of provider events in one transaction. Every effect is idempotent (first open and
 * click win, unsubscribes are a set), so a webhook retried by the provider changes nothing twice.
 */
export async function applyProviderEvents(db: Knex, raw: unknown[]): Promise<EventCounts> {
  const counts: EventCounts = { received: raw.length, applied: 0, ignored: 0 };
  await db.transaction(async (trx) => {
    for (const item of raw) {
      const parsed = providerEvent.safeParse(item);
      if (!parsed.success) {
        counts.ignored++;
        continue;
      }
      if (await applyOne(trx, parsed.data)) counts.applied++;
      else counts.ignored++;
    }
  });
  return counts;
}

async function applyOne(trx: Knex.Transaction, e: ProviderEvent): Promise<boolean> {
  const id = e[MESSAGE_ID_ARG] as string | undefined;
  let applied = false;
  if (UNSUBSCRIBING.has(e.event) && e.email) {
    await addUnsubscribe(trx, e.email, `sendgrid:${e.event}`);
    applied = true;
  }
  if (e.event === 'group_resubscribe' && e.email) {
    await trx('unsubscribes').where({ address: e.email.toLowerCase() }).del();
    applied = true;
  }
  if (!id) return applied;
  if (ACCEPTED.has(e.event)) {
    // The provider has the mail, so it counts as sent even if our sender never learned the outcome (or
    // gave up after unknown outcomes): this is what keeps a reclaimed message from being sent twice.
    const settled = await trx('messages')
      .where({ id })
      .whereNot({ status: 'sent' })
      .update({
        status: 'sent',
        sent_at: trx.raw('coalesce(sent_at, ?)', [at(e)]),
        provider_message_id: trx.raw('coalesce(provider_message_id, ?)', [e.sg_message_id?.split('.')[0] ?? null]),
        claim_token: null,
        reclaim_after: null,
        last_error: null,
        updated_at: trx.fn.now(),
      });
    applied = applied || settled > 0;
  }
  if (e.event === 'open') {
    applied = (await trx('messages').where({ id }).whereNull('opened_at').update({ opened_at: at(e) })) > 0 || applied;
  }
  if (e.event === 'click') {
    // A click implies the mail was opened, even when the open pixel was blocked.
    const n = await trx('messages')
      .where({ id })
      .update({ clicked_at: trx.raw('coalesce(clicked_at, ?)', [at(e)]), opened_at: trx.raw('coalesce(opened_at, ?)', [at(e)]) });
    applied = n > 0 || applied;
  }
  return applied;
}

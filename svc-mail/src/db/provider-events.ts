import type { Knex } from 'knex';
import { messageTransitions } from '../domain/message-status';
import type { ProviderEventPlan } from '../domain/provider-events';
import { addUnsubscribe, removeUnsubscribe } from './messages';

/**
 * Applies the plans of a batch of provider events in one transaction; returns how many changed
 * something. Every effect is idempotent (first open and click win, unsubscribes are a set), so a webhook
 * retried by the provider changes nothing twice.
 */
export async function applyProviderEventPlans(db: Knex, plans: ProviderEventPlan[]): Promise<number> {
  let applied = 0;
  await db.transaction(async (trx) => {
    for (const plan of plans) if (await applyOne(trx, plan)) applied++;
  });
  return applied;
}

async function applyOne(trx: Knex.Transaction, plan: ProviderEventPlan): Promise<boolean> {
  let applied = false;
  if (plan.unsubscribe) {
    await addUnsubscribe(trx, plan.unsubscribe.address, plan.unsubscribe.source);
    applied = true;
  }
  if (plan.resubscribe) {
    await removeUnsubscribe(trx, plan.resubscribe.address);
    applied = true;
  }
  const { accepted, opened, clicked } = plan;
  if (accepted) {
    const settled = await trx('messages')
      .where({ id: accepted.messageId })
      .whereIn('status', messageTransitions.providerAccepted.from)
      .update({
        status: messageTransitions.providerAccepted.to,
        sent_at: trx.raw('coalesce(sent_at, ?)', [accepted.at]),
        provider_message_id: trx.raw('coalesce(provider_message_id, ?)', [accepted.providerMessageId]),
        claim_token: null,
        reclaim_after: null,
        last_error: null,
        updated_at: trx.fn.now(),
      });
    applied = applied || settled > 0;
  }
  if (opened) {
    const n = await trx('messages')
      .where({ id: opened.messageId })
      .whereNull('opened_at')
      .update({ opened_at: opened.at });
    applied = n > 0 || applied;
  }
  if (clicked) {
    const n = await trx('messages')
      .where({ id: clicked.messageId })
      .update({
        clicked_at: trx.raw('coalesce(clicked_at, ?)', [clicked.at]),
        opened_at: trx.raw('coalesce(opened_at, ?)', [clicked.at]),
      });
    applied = n > 0 || applied;
  }
  return applied;
}

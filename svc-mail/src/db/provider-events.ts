import type { CampaignMailEventData, CampaignMailEventSubject } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { isLinkScannerClick } from '../domain/campaign-mail/scanner';
import { messageTransitions } from '../domain/message-status';
import type { ProviderEventPlan } from '../domain/provider-events';
import { addCampaignUnsubscribe } from './campaign-messages';
import { addUnsubscribe, removeUnsubscribe } from './messages';

/** Writes a campaign mail event to the outbox in `trx` (svc-campaign records opens, clicks and sends). */
export type EmitEvent = <S extends CampaignMailEventSubject>(
  trx: Knex.Transaction,
  subject: S,
  data: CampaignMailEventData<S>,
) => Promise<unknown>;

/** Without an outbox (tests of single messages): an event of a campaign mail cannot be written. */
const noCampaignEvents: EmitEvent = async (_trx, subject) => {
  throw new Error(`no outbox to write ${subject} to`);
};

interface CampaignFacts {
  campaign_id: string | null;
  voucher_id: string | null;
}
const campaignFacts = ['campaign_id', 'voucher_id'];

/**
 * Applies the plans of a batch of provider events in one transaction; returns how many changed
 * something. Every effect is idempotent (first open and click win, unsubscribes are a set), so a webhook
 * retried by the provider changes nothing twice.
 */
export async function applyProviderEventPlans(
  db: Knex,
  plans: ProviderEventPlan[],
  emit: EmitEvent = noCampaignEvents,
): Promise<number> {
  let applied = 0;
  await db.transaction(async (trx) => {
    for (const plan of plans) if (await applyOne(trx, plan, emit)) applied++;
  });
  return applied;
}

/**
 * An unsubscribe or spam report on a campaign mail: svc-campaign flags the recipient, once per campaign (as after
 * the mail's own unsubscribe link).
 */
async function campaignUnsubscribe(trx: Knex.Transaction, messageId: string, address: string, emit: EmitEvent) {
  const row: { campaign_id: string | null; recipient_id: string | null } | undefined = await trx('messages')
    .where({ id: messageId })
    .first('campaign_id', 'recipient_id');
  if (!row?.campaign_id || !row.recipient_id) return;
  if (await addCampaignUnsubscribe(trx, row.campaign_id, row.recipient_id))
    await emit(trx, 'campaignMail.unsubscribed', {
      campaignId: row.campaign_id,
      recipientId: row.recipient_id,
      email: address.toLowerCase().slice(0, 320),
    });
}

/**
 * A campaign mail's (one with a voucher) first open or counted click, as the event svc-campaign records; the
 * event goes out in the transaction of the change, so a retried webhook sends it once.
 */
async function emitFirst(
  trx: Knex.Transaction,
  emit: EmitEvent,
  subject: 'campaignMail.opened' | 'campaignMail.clicked',
  row: CampaignFacts | undefined,
  at: Date,
): Promise<void> {
  if (!row?.campaign_id || !row.voucher_id) return;
  await emit(trx, subject, { campaignId: row.campaign_id, voucherId: row.voucher_id, at: at.toISOString() });
}

async function applyOne(trx: Knex.Transaction, plan: ProviderEventPlan, emit: EmitEvent): Promise<boolean> {
  let applied = false;
  if (plan.unsubscribe) {
    await addUnsubscribe(trx, plan.unsubscribe.address, plan.unsubscribe.source);
    if (plan.accepted) await campaignUnsubscribe(trx, plan.accepted.messageId, plan.unsubscribe.address, emit);
    applied = true;
  }
  if (plan.resubscribe) {
    await removeUnsubscribe(trx, plan.resubscribe.address);
    applied = true;
  }
  const { accepted, opened, clicked, delivered } = plan;
  // Recorded beside the status (for the link-scanner window), not counted as a change of its own.
  if (delivered) {
    const first: CampaignFacts[] = await trx('messages')
      .where({ id: delivered.messageId })
      .whereNull('delivered_at')
      .update({ delivered_at: delivered.at })
      .returning(campaignFacts);
    const row = first[0];
    // The engagement funnel's "delivered" step (issue 20): once per mail, as its first delivery.
    if (row?.campaign_id && row.voucher_id)
      await emit(trx, 'campaignMail.delivered', {
        campaignId: row.campaign_id,
        voucherIds: [row.voucher_id],
        at: delivered.at.toISOString(),
      });
  }
  if (accepted) {
    const settled: (CampaignFacts & { id: string })[] = await trx('messages')
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
      })
      .returning(['id', ...campaignFacts]);
    // A campaign mail whose request's outcome was unknown: the provider has it, so svc-campaign hears it was sent.
    for (const row of settled)
      if (row.campaign_id && row.voucher_id)
        await emit(trx, 'campaignMail.sent', {
          campaignId: row.campaign_id,
          voucherIds: [row.voucher_id],
          at: accepted.at.toISOString(),
        });
    applied = applied || settled.length > 0;
  }
  if (opened) {
    const [row]: CampaignFacts[] = await trx('messages')
      .where({ id: opened.messageId })
      .whereNull('opened_at')
      .update({ opened_at: opened.at })
      .returning(campaignFacts);
    await emitFirst(trx, emit, 'campaignMail.opened', row, opened.at);
    applied = !!row || applied;
  }
  if (clicked) applied = (await applyClick(trx, clicked, emit)) || applied;
  return applied;
}

/**
 * A click: first click wins and implies an open. On a campaign mail a link scanner's click (a scanner's user
 * agent, or seconds after delivery) counts as neither, so "clicked" means a person followed the link.
 */
async function applyClick(
  trx: Knex.Transaction,
  clicked: NonNullable<ProviderEventPlan['clicked']>,
  emit: EmitEvent,
): Promise<boolean> {
  const before:
    | (CampaignFacts & {
        opened_at: Date | null;
        clicked_at: Date | null;
        delivered_at: Date | null;
        sent_at: Date | null;
      })
    | undefined = await trx('messages')
    .where({ id: clicked.messageId })
    .forUpdate()
    .first(...campaignFacts, 'opened_at', 'clicked_at', 'delivered_at', 'sent_at');
  if (!before) return false;
  if (before.voucher_id && isLinkScannerClick(clicked, before.delivered_at ?? before.sent_at)) return false;
  const n = await trx('messages')
    .where({ id: clicked.messageId })
    .update({
      clicked_at: trx.raw('coalesce(clicked_at, ?)', [clicked.at]),
      opened_at: trx.raw('coalesce(opened_at, ?)', [clicked.at]),
    });
  if (!before.opened_at) await emitFirst(trx, emit, 'campaignMail.opened', before, clicked.at);
  if (!before.clicked_at) await emitFirst(trx, emit, 'campaignMail.clicked', before, clicked.at);
  return n > 0;
}

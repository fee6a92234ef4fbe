import type { EventData } from '@cadeau/contracts';
import type { Knex } from 'knex';

export type CampaignMailProgress =
  | { type: 'campaignMail.sent'; data: EventData<'campaignMail.sent'> }
  | { type: 'campaignMail.delivered'; data: EventData<'campaignMail.delivered'> }
  | { type: 'campaignMail.failed'; data: EventData<'campaignMail.failed'> }
  | { type: 'campaignMail.opened'; data: EventData<'campaignMail.opened'> }
  | { type: 'campaignMail.clicked'; data: EventData<'campaignMail.clicked'> }
  | { type: 'campaignMail.unsubscribed'; data: EventData<'campaignMail.unsubscribed'> };

/**
 * One `campaignMail.*` event's effect (inside the consumer's inbox transaction). Each names its campaign, and only
 * that campaign's rows change (a voucher id of another campaign is ignored). Times keep the first occurrence
 * (`least` ignores null): the mail was sent, delivered, opened, clicked at the earliest time reported. A failure is kept
 * unless a send at or after it is known; a later send clears it. `occurredAt` dates a failure (its payload has
 * no time).
 */
export async function applyCampaignMailEvent(
  trx: Knex.Transaction,
  event: CampaignMailProgress,
  occurredAt: Date,
): Promise<void> {
  switch (event.type) {
    case 'campaignMail.sent': {
      const at = new Date(event.data.at);
      await vouchersOf(trx, event.data.campaignId, event.data.voucherIds).update({
        mailed_at: trx.raw('least(mailed_at, ?::timestamptz)', [at]),
        mail_failed_at: trx.raw('case when mail_failed_at <= ?::timestamptz then null else mail_failed_at end', [at]),
        mail_failure: trx.raw('case when mail_failed_at <= ?::timestamptz then null else mail_failure end', [at]),
      });
      return;
    }
    case 'campaignMail.delivered':
      await vouchersOf(trx, event.data.campaignId, event.data.voucherIds).update({
        delivered_at: trx.raw('least(delivered_at, ?::timestamptz)', [new Date(event.data.at)]),
      });
      return;
    case 'campaignMail.failed':
      await vouchersOf(trx, event.data.campaignId, event.data.voucherIds)
        .where((w) => void w.whereNull('mailed_at').orWhere('mailed_at', '<', occurredAt))
        .update({ mail_failed_at: occurredAt, mail_failure: event.data.reason });
      return;
    case 'campaignMail.opened':
      await vouchersOf(trx, event.data.campaignId, [event.data.voucherId]).update({
        opened_at: trx.raw('least(opened_at, ?::timestamptz)', [new Date(event.data.at)]),
      });
      return;
    case 'campaignMail.clicked':
      // A click is also an open (images may be blocked): the funnel never shows more clicks than opens.
      await vouchersOf(trx, event.data.campaignId, [event.data.voucherId]).update({
        clicked_at: trx.raw('least(clicked_at, ?::timestamptz)', [new Date(event.data.at)]),
        opened_at: trx.raw('least(opened_at, ?::timestamptz)', [new Date(event.data.at)]),
      });
      return;
    case 'campaignMail.unsubscribed':
      await trx('recipients')
        .where({ id: event.data.recipientId, campaign_id: event.data.campaignId })
        .update({ unsubscribed: true, updated_at: trx.fn.now() });
      return;
  }
}

const vouchersOf = (trx: Knex.Transaction, campaignId: string, voucherIds: readonly string[]) =>
  trx('vouchers').where({ campaign_id: campaignId }).whereIn('id', voucherIds);

import type { CampaignDeposit, InvoiceStatus } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { supersedes, type DepositFact } from '../domain/campaign-deposit';

/** A row of `campaign_deposits` (008): bigint amounts arrive as text. */
interface DepositRow {
  campaign_id: string;
  invoice_id: string;
  number: string;
  status: InvoiceStatus;
  amount_rappen: string | number;
  open_rappen: string | number;
  occurred_at: Date;
  event_rank: number;
}

const columnsOf = (f: DepositFact) => ({
  invoice_id: f.invoiceId,
  number: f.number,
  status: f.status,
  amount_rappen: f.amountRappen,
  open_rappen: f.openRappen,
  occurred_at: f.occurredAt,
  event_rank: f.rank,
});

/**
 * Stores a deposit state an invoice event told, in the consumer's transaction, unless the stored one is newer
 * (domain `supersedes`). The first state of a campaign is inserted; a later one is judged under the row's lock,
 * so replicas sharing the durable consumer never let an older state overwrite a newer one. Returns whether it
 * was stored.
 */
export async function storeDeposit(trx: Knex.Transaction, fact: DepositFact): Promise<boolean> {
  const inserted = await trx('campaign_deposits')
    .insert({ campaign_id: fact.campaignId, ...columnsOf(fact) })
    .onConflict('campaign_id')
    .ignore()
    .returning('campaign_id');
  if (inserted.length) return true;
  const stored = await trx('campaign_deposits')
    .where({ campaign_id: fact.campaignId })
    .forUpdate()
    .first<Pick<DepositRow, 'occurred_at' | 'event_rank'>>('occurred_at', 'event_rank');
  if (!supersedes({ occurredAt: stored.occurred_at, rank: stored.event_rank }, fact)) return false;
  await trx('campaign_deposits')
    .where({ campaign_id: fact.campaignId })
    .update({ ...columnsOf(fact), updated_at: trx.fn.now() });
  return true;
}

/** The campaign's deposit as last told, or null before svc-billing issued it. */
export async function depositOf(db: Knex, campaignId: string): Promise<CampaignDeposit | null> {
  const row = await db('campaign_deposits').where({ campaign_id: campaignId }).first<DepositRow | undefined>();
  if (!row) return null;
  return {
    invoiceId: row.invoice_id,
    number: row.number,
    status: row.status,
    amountRappen: Number(row.amount_rappen),
    openRappen: Number(row.open_rappen),
  };
}

import type { CampaignMailEventData, CampaignMailEventSubject } from '@cadeau/contracts';
import type { Knex } from 'knex';

/** Writes a `campaignMail.*` event to svc-mail's outbox in `trx` (kit.addEvent): published if `trx` commits. */
export type EmitCampaignMail = <S extends CampaignMailEventSubject>(
  trx: Knex.Transaction,
  subject: S,
  data: CampaignMailEventData<S>,
) => Promise<unknown>;

const MAX_VOUCHERS_PER_EVENT = 1000;

/** The vouchers of touched rows per campaign, in events of at most 1,000 vouchers. */
export function vouchersByCampaign(rows: readonly { campaign_id: string; voucher_id: string }[]) {
  const byCampaign = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.campaign_id || !r.voucher_id) continue;
    const list = byCampaign.get(r.campaign_id) ?? [];
    list.push(r.voucher_id);
    byCampaign.set(r.campaign_id, list);
  }
  const out: { campaignId: string; voucherIds: string[] }[] = [];
  for (const [campaignId, ids] of byCampaign)
    for (let i = 0; i < ids.length; i += MAX_VOUCHERS_PER_EVENT)
      out.push({ campaignId, voucherIds: ids.slice(i, i + MAX_VOUCHERS_PER_EVENT) });
  return out;
}

/** `campaignMail.sent` for these rows (one event per campaign and 1,000 vouchers). */
export async function emitSent(
  emit: EmitCampaignMail,
  trx: Knex.Transaction,
  rows: readonly { campaign_id: string; voucher_id: string }[],
  at: Date,
): Promise<void> {
  for (const e of vouchersByCampaign(rows)) await emit(trx, 'campaignMail.sent', { ...e, at: at.toISOString() });
}

/** `campaignMail.failed` for these rows with the reason key. */
export async function emitFailed(
  emit: EmitCampaignMail,
  trx: Knex.Transaction,
  rows: readonly { campaign_id: string; voucher_id: string }[],
  reason: string,
): Promise<void> {
  for (const e of vouchersByCampaign(rows)) await emit(trx, 'campaignMail.failed', { ...e, reason });
}

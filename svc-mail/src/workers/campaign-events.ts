import type { CampaignMailEventData, CampaignMailEventSubject } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { vouchersByCampaign } from '../domain/campaign-mail/events';

/** Writes a `campaignMail.*` event to svc-mail's outbox in `trx` (kit.addEvent): published if `trx` commits. */
export type EmitCampaignMail = <S extends CampaignMailEventSubject>(
  trx: Knex.Transaction,
  subject: S,
  data: CampaignMailEventData<S>,
) => Promise<unknown>;

/** `campaignMail.sent` for these rows (one event per campaign and 1,000 vouchers). */
export async function emitSent(
  emit: EmitCampaignMail,
  trx: Knex.Transaction,
  rows: readonly { campaign_id: string; voucher_id: string }[],
  at: Date,
): Promise<void> {
  for (const e of vouchersByCampaign(rows)) await emit(trx, 'campaignMail.sent', { ...e, at: at.toISOString() });
}

/** `campaignMail.delivered` for these rows (one event per campaign and 1,000 vouchers). */
export async function emitDelivered(
  emit: EmitCampaignMail,
  trx: Knex.Transaction,
  rows: readonly { campaign_id: string; voucher_id: string }[],
  at: Date,
): Promise<void> {
  for (const e of vouchersByCampaign(rows)) await emit(trx, 'campaignMail.delivered', { ...e, at: at.toISOString() });
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

import type { CampaignStatus, CampaignType } from '@cadeau/contracts';
import type { Knex } from 'knex';

/** What the gift-code routes read of a campaign: owner, type, status, names and timespan. */
export interface VoucherCampaignRow {
  id: string;
  organization_id: string;
  organization_name: string | null;
  name: string;
  type: CampaignType;
  status: CampaignStatus;
  start_date: string | null;
  end_date: string | null;
  created_by: string | null;
}

export async function voucherCampaign(db: Knex, campaignId: string): Promise<VoucherCampaignRow | undefined> {
  return db<VoucherCampaignRow>('campaigns')
    .where({ id: campaignId })
    .first(
      'id',
      'organization_id',
      'organization_name',
      'name',
      'type',
      'status',
      db.raw(`to_char(start_date, 'YYYY-MM-DD') as start_date`),
      db.raw(`to_char(end_date, 'YYYY-MM-DD') as end_date`),
      'created_by',
    );
}

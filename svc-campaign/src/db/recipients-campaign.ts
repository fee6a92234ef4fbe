import type { Knex } from 'knex';
import type { CampaignStatus } from '@cadeau/contracts/values';

/** What the recipient routes read of a campaign (the campaigns table of migration 001): owner and status. */
export interface CampaignOfRecipients {
  id: string;
  organization_id: string;
  status: CampaignStatus;
}

export async function campaignOfRecipients(db: Knex, campaignId: string): Promise<CampaignOfRecipients | undefined> {
  return db<CampaignOfRecipients>('campaigns').where({ id: campaignId }).first('id', 'organization_id', 'status');
}

/**
 * The campaign's status read under a row lock, inside a change of its recipients: a release (which updates the
 * row) waits for the change or the change for the release, so no recipient is added to a pending campaign.
 */
export async function lockCampaignOfRecipients(
  trx: Knex.Transaction,
  campaignId: string,
): Promise<CampaignOfRecipients | undefined> {
  return trx<CampaignOfRecipients>('campaigns')
    .where({ id: campaignId })
    .forUpdate()
    .first('id', 'organization_id', 'status');
}

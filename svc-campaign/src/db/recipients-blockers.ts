import { ErrorKeys, type ReleaseBlocker } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { VALID_EMAIL_SQL } from './recipients';

/**
 * The release blockers of spec section 5 that recipients decide: no recipients (`error.campaign.noRecipients`),
 * and recipients without a valid e-mail (`error.campaign.invalidRecipientEmails` with their `count`), each
 * pointing to the recipients section. One aggregate over the campaign's rows; empty when nothing blocks.
 */
export async function recipientBlockers(db: Knex, campaignId: string): Promise<ReleaseBlocker[]> {
  const row = (await db('recipients')
    .where({ campaign_id: campaignId })
    .select(db.raw('count(*)::int as total'), db.raw(`count(*) filter (where not ${VALID_EMAIL_SQL})::int as invalid`))
    .first()) as { total: number; invalid: number };
  if (row.total === 0) return [{ key: ErrorKeys.campaign.noRecipients, section: 'recipients' }];
  if (row.invalid > 0)
    return [{ key: ErrorKeys.campaign.invalidRecipientEmails, section: 'recipients', params: { count: row.invalid } }];
  return [];
}

/** How many recipients a campaign has (maxPrice = recipients × highest-priced product). */
export async function recipientCount(db: Knex, campaignId: string): Promise<number> {
  const row = (await db('recipients').where({ campaign_id: campaignId }).count({ count: '*' }).first()) as {
    count: string;
  };
  return Number(row.count);
}

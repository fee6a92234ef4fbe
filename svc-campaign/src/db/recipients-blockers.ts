import type { ReleaseBlocker } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { recipientBlockersOf } from '../domain/recipient-blockers';

/**
 * The release blockers of spec section 5 that recipients decide (domain/recipient-blockers.ts) of what the table
 * holds. Cheap at any size and exact: whether any row exists, and the count of the rows whose stored `email_valid`
 * (computed by Postgres, migration 004) is false, read from the partial index of those rows.
 */
export async function recipientBlockers(db: Knex, campaignId: string): Promise<ReleaseBlocker[]> {
  const { rows } = (await db.raw(
    `select exists (select 1 from recipients where campaign_id = :id) as "any",
            (select count(*) from recipients where campaign_id = :id and not email_valid)::int as invalid`,
    { id: campaignId },
  )) as { rows: { any: boolean; invalid: number }[] };
  return recipientBlockersOf(rows[0]!);
}

/** How many recipients a campaign has (maxPrice = recipients × highest-priced product). */
export async function recipientCount(db: Knex, campaignId: string): Promise<number> {
  const row = (await db('recipients').where({ campaign_id: campaignId }).count({ count: '*' }).first()) as {
    count: string;
  };
  return Number(row.count);
}

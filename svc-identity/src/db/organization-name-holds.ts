import type { Knex } from 'knex';

/**
 * Names (and UIDs) of organisations that a registration with a taken address pretended to create (issue
 * 8). They count as taken like real organisations, or registering the same name again (or renaming an
 * organisation to it) would tell whether the first registration created something, and so whether the
 * address had an account.
 */

/**
 * Days a hold blocks its name and UID. Kept for ever, a hold would let anyone block a real company's name
 * and UID from the platform with one registration (any existing account's address does it). Once a hold
 * has expired the probe works again, but one answer per name takes a month and mails the address's holder
 * a notice; and a blocked company waits a month at most. ADR 0012 weighs the two.
 */
export const NAME_HOLD_DAYS = 30;
export async function holdOrganizationName(trx: Knex.Transaction, name: string, uid?: string | null): Promise<void> {
  await trx('organization_name_holds').insert({ name, uid: uid ?? null });
}

/**
 * The where-clause of an unexpired hold of this name (case-insensitive) or UID, for organizationNameTaken.
 * Expired rows are only ignored, not deleted: they are few (one per registration with a taken address).
 */
export function heldNameQuery(db: Knex, name: string, uid?: string | null): Knex.QueryBuilder {
  return db('organization_name_holds')
    .where((w) => {
      w.whereRaw('lower(name) = lower(?)', [name]);
      if (uid) w.orWhere({ uid });
    })
    .where('created_at', '>', db.raw(`now() - make_interval(days => ?)`, [NAME_HOLD_DAYS]))
    .select(db.raw('1'));
}

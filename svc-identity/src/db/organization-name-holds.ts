import type { Knex } from 'knex';

/**
 * Names (and UIDs) of organisations that a registration with a taken address pretended to create (issue
 * 8). They count as taken like real organisations, or registering the same name again (or renaming an
 * organisation to it) would tell whether the first registration created something, and so whether the
 * address had an account. Holds are kept: a real registration's name stays taken too.
 */
export async function holdOrganizationName(trx: Knex.Transaction, name: string, uid?: string | null): Promise<void> {
  await trx('organization_name_holds').insert({ name, uid: uid ?? null });
}

/** The where-clause of a hold of this name (case-insensitive) or UID, for organizationNameTaken. */
export function heldNameQuery(db: Knex, name: string, uid?: string | null): Knex.QueryBuilder {
  return db('organization_name_holds')
    .where((w) => {
      w.whereRaw('lower(name) = lower(?)', [name]);
      if (uid) w.orWhere({ uid });
    })
    .select(db.raw('1'));
}

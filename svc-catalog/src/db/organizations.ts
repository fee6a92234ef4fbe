import type { Knex } from 'knex';

/** An organisation as `organization.updated` tells it. */
export interface OrganizationState {
  id: string;
  name: string;
  status: string;
  features: readonly string[];
}

/**
 * Records an organisation's state of `changedAt` (the event time) unless a newer one is stored, and gives its
 * products the organisation's current name (lists and the search by seller read `organization_name`).
 * Returns whether the state was newer. Products are not changed otherwise: a blocked seller's products leave
 * the catalog by the list's filter (products.ts) and come back as they were when it is unblocked.
 */
export async function storeOrganization(trx: Knex, org: OrganizationState, changedAt: Date): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: unknown[] }>(
    `insert into organizations (id, name, status, features, changed_at) values (?, ?, ?, ?, ?)
     on conflict (id) do update set name = excluded.name, status = excluded.status, features = excluded.features,
       changed_at = excluded.changed_at
       where organizations.changed_at <= excluded.changed_at
     returning id`,
    [org.id, org.name, org.status, [...org.features], changedAt],
  );
  if (!rows.length) return false;
  await trx('products')
    .where({ organization_id: org.id })
    .whereRaw('organization_name is distinct from ?', [org.name])
    .update({ organization_name: org.name });
  return true;
}

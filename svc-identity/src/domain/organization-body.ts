import type { Member, Organization } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { OrganizationRow } from './organizations';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Contract field names of the columns the register owns (shown read-only by the front end). */
const READ_ONLY_FIELDS = ['companyName', 'vatNumber', 'legalForm', 'address.street', 'address.houseNumber', 'address.zip', 'address.city', 'address.canton', 'address.country'];

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    uid: row.uid,
    vatNumber: row.vat_number,
    legalForm: row.legal_form,
    address: { street: row.street, houseNumber: row.house_number, zip: row.zip, city: row.city, canton: row.canton, country: row.country },
    iban: row.iban,
    status: row.status,
    statusReason: row.status_reason,
    statusChangedAt: iso(row.status_changed_at),
    features: row.features as Organization['features'],
    readOnlyFields: row.uid ? READ_ONLY_FIELDS : [],
    registerSyncedAt: iso(row.register_synced_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function membersOf(db: Knex, organizationId: string): Promise<Member[]> {
  const rows = await db('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', organizationId)
    .orderBy([{ column: 'u.last_name' }, { column: 'u.first_name' }, { column: 'u.id' }])
    .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.blocked', 'm.roles', 'm.created_at');
  return rows.map((r) => ({ userId: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, roles: r.roles, blocked: r.blocked, joinedAt: new Date(r.created_at).toISOString() }));
}

import type { Member, Organization, OrganizationFacts, organizationListQuery } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { READ_ONLY_FIELDS } from '../domain/organization';
import type { OrganizationStatus } from '../domain/organization-status';
import { pageQuery } from '@cadeau/service-kit';
import { addMembership } from './memberships';
import { heldNameQuery } from './organization-name-holds';
import { insertUser } from './users';

export interface OrganizationRow {
  id: string;
  name: string;
  status: OrganizationStatus;
  features: string[];
  company_name: string | null;
  uid: string | null;
  vat_number: string | null;
  street: string | null;
  house_number: string | null;
  zip: string | null;
  city: string | null;
  country: string;
  iban: string | null;
  legal_form: string | null;
  canton: string | null;
  status_reason: string | null;
  status_changed_at: Date | null;
  register_synced_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    uid: row.uid,
    vatNumber: row.vat_number,
    legalForm: row.legal_form,
    address: {
      street: row.street,
      houseNumber: row.house_number,
      zip: row.zip,
      city: row.city,
      canton: row.canton,
      country: row.country,
    },
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

/** What GET /internal/organizations/{organizationId} tells another service about an organisation. */
export const toOrganizationFacts = (row: OrganizationRow, invoiceAddressComplete = false): OrganizationFacts => ({
  id: row.id,
  name: row.name,
  status: row.status,
  features: row.features as OrganizationFacts['features'],
  invoiceAddressComplete,
});

export function findOrganization(db: Knex, id: string): Promise<OrganizationRow | undefined> {
  return db<OrganizationRow>('organizations').where({ id }).first();
}

/** The organisation locked for the rest of the transaction (status, features and edits are read-modify-write). */
export function lockOrganization(trx: Knex.Transaction, id: string): Promise<OrganizationRow | undefined> {
  return trx<OrganizationRow>('organizations').where({ id }).forUpdate().first();
}

export async function organizationExists(db: Knex, id: string): Promise<boolean> {
  return Boolean(await db('organizations').where({ id }).first('id'));
}

/** Sets columns and `updated_at`; returns the row as stored. */
export async function updateOrganization(
  trx: Knex.Transaction,
  id: string,
  values: Record<string, unknown>,
): Promise<OrganizationRow> {
  const [row] = await trx('organizations')
    .where({ id })
    .update({ ...values, updated_at: trx.fn.now() })
    .returning('*');
  return row as OrganizationRow;
}

export function setOrganizationStatus(
  trx: Knex.Transaction,
  id: string,
  status: OrganizationStatus,
  reason: string,
): Promise<OrganizationRow> {
  return updateOrganization(trx, id, { status, status_reason: reason, status_changed_at: trx.fn.now() });
}

/**
 * Another organisation with this name (case-insensitive) or, when given, this UID, or a name held by a
 * registration that created nothing (organization-name-holds.ts).
 */
export async function organizationNameTaken(
  db: Knex,
  name: string,
  opts: { uid?: string | null; exceptId?: string } = {},
): Promise<boolean> {
  const q = db('organizations').where((w) => {
    w.whereRaw('lower(name) = lower(?)', [name]);
    if (opts.uid) w.orWhere({ uid: opts.uid });
  });
  if (opts.exceptId) q.whereNot({ id: opts.exceptId });
  if (await q.first('id')) return true;
  return Boolean(await heldNameQuery(db, name, opts.uid).first());
}

/** Organisations whose values the company register owns, for the daily re-sync. */
export function organizationsWithUid(db: Knex): Promise<OrganizationRow[]> {
  return db('organizations').whereNotNull('uid').orderBy('id');
}

/** User ids of the organisation's admins (mails and notifications about the organisation go to them). */
export function adminsOf(
  db: Knex,
  organizationId: string,
): Promise<{ id: string; email: string; first_name: string; language: 'de' | 'en' }[]> {
  return db('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', organizationId)
    .whereRaw(`'admin' = any(m.roles)`)
    .where('u.blocked', false)
    .select('u.id', 'u.email', 'u.first_name', 'u.language');
}

/** Ids of the organisation's unblocked members holding any of `roles`. */
export function membersWithRoles(db: Knex, organizationId: string, roles: readonly string[]): Promise<string[]> {
  return db('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', organizationId)
    .whereRaw('m.roles && ?::text[]', [[...roles]])
    .where('u.blocked', false)
    .orderBy('u.id')
    .pluck('u.id');
}

export function memberIdsOf(db: Knex, organizationId: string): Promise<string[]> {
  return db('memberships').where({ organization_id: organizationId }).pluck('user_id');
}

export async function membersOf(db: Knex, organizationId: string): Promise<Member[]> {
  const rows = await db('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', organizationId)
    .orderBy([{ column: 'u.last_name' }, { column: 'u.first_name' }, { column: 'u.id' }])
    .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.blocked', 'm.roles', 'm.created_at');
  return rows.map((r) => ({
    userId: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    roles: r.roles,
    blocked: r.blocked,
    joinedAt: new Date(r.created_at).toISOString(),
  }));
}

const spec = {
  sortColumns: { name: 'o.name', createdAt: 'o.created_at', status: 'o.status' },
  searchColumns: ['o.name', 'o.company_name', 'o.uid', 'o.city'],
  tieBreaker: 'o.id',
};

export function organizationPage(db: Knex, q: z.infer<typeof organizationListQuery>) {
  const base = db('organizations as o').select('o.*');
  if (q.status) base.where('o.status', q.status);
  if (q.feature) base.whereRaw('? = any(o.features)', [q.feature]);
  return pageQuery<OrganizationRow, Organization>(base, q, spec, toOrganization);
}

/** A new organisation with its first admin (organisation registration). */
export async function insertOrganizationWithAdmin(
  trx: Knex.Transaction,
  organization: Parameters<typeof insertOrganization>[1],
  admin: Parameters<typeof insertUser>[1],
) {
  const org = await insertOrganization(trx, organization);
  const user = await insertUser(trx, admin);
  await addMembership(trx, user.id, org.id, ['admin']);
  return { org, user };
}

export async function insertOrganization(
  trx: Knex.Transaction,
  values: { name: string; status: OrganizationStatus; features: string[] } & Record<string, unknown>,
): Promise<Pick<OrganizationRow, 'id' | 'name' | 'status' | 'features'>> {
  const [row] = await trx('organizations').insert(values).returning(['id', 'name', 'status', 'features']);
  return row;
}

/** The register was read and had nothing new: only the time of the check changes (not `updated_at`). */
export async function markRegisterSynced(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('organizations').where({ id }).update({ register_synced_at: trx.fn.now() });
}

import type { CompanyRecord } from '@cadeau/contracts';
import type { Knex } from 'knex';

export interface OrganizationRow {
  id: string;
  name: string;
  status: 'pending' | 'approved' | 'rejected' | 'blocked';
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

/** Columns whose values come from the company register when the organisation has a UID (not editable). */
export const REGISTER_COLUMNS = ['company_name', 'vat_number', 'street', 'house_number', 'zip', 'city', 'country', 'legal_form', 'canton'] as const;
export type RegisterColumn = (typeof REGISTER_COLUMNS)[number];

/** The register's values as organisation columns. */
export function registerValues(record: CompanyRecord): Record<RegisterColumn, string | null> {
  return {
    company_name: record.legalName ?? record.name,
    vat_number: record.vatNumber,
    street: record.address?.street ?? null,
    house_number: record.address?.houseNumber ?? null,
    zip: record.address?.zip ?? null,
    city: record.address?.city ?? null,
    country: record.address?.country ?? 'ch',
    legal_form: record.legalForm,
    canton: record.address?.canton ?? null,
  };
}

export function findOrganization(db: Knex, id: string): Promise<OrganizationRow | undefined> {
  return db<OrganizationRow>('organizations').where({ id }).first();
}

/** User ids of the organisation's admins (mails and notifications about the organisation go to them). */
export function adminsOf(db: Knex, organizationId: string): Promise<{ id: string; email: string; first_name: string; language: 'de' | 'en' }[]> {
  return db('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', organizationId)
    .whereRaw(`'admin' = any(m.roles)`)
    .where('u.blocked', false)
    .select('u.id', 'u.email', 'u.first_name', 'u.language');
}

export function memberIdsOf(db: Knex, organizationId: string): Promise<string[]> {
  return db('memberships').where({ organization_id: organizationId }).pluck('user_id');
}

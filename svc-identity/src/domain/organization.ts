import { ErrorKeys, formatUid, uidDigits, type CompanyRecord } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { diff } from './audit';
import { normalizeIban } from './iban';
import { isSwissZip } from './swiss-zip';

/** Columns whose values come from the company register when the organisation has a UID (not editable). */
export const REGISTER_COLUMNS = [
  'company_name',
  'vat_number',
  'street',
  'house_number',
  'zip',
  'city',
  'country',
  'legal_form',
  'canton',
] as const;
export type RegisterColumn = (typeof REGISTER_COLUMNS)[number];

/** Contract field names of the columns the register owns (shown read-only by the front end). */
export const READ_ONLY_FIELDS = [
  'companyName',
  'vatNumber',
  'legalForm',
  'address.street',
  'address.houseNumber',
  'address.zip',
  'address.city',
  'address.canton',
  'address.country',
];

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

/** A Swiss address needs a zip code that exists; other countries' are not checked. */
export function assertZip(country: string | null | undefined, zip: string | null | undefined): void {
  if (country === 'ch' && (!zip || !isSwissZip(zip))) throw errors.badRequest(ErrorKeys.organization.invalidZip);
}

/** What an organisation admin may edit (PUT /organization), as columns. */
export interface OrganizationEdit {
  name?: string;
  companyName?: string | null;
  vatNumber?: string | null;
  address?: { street?: string; houseNumber?: string; zip?: string; city?: string; country?: string };
  iban?: string | null;
}

type Editable = Record<
  'name' | 'company_name' | 'vat_number' | 'street' | 'house_number' | 'zip' | 'city' | 'country' | 'iban',
  unknown
> & {
  uid: string | null;
  country: string;
  zip: string | null;
};

/**
 * The changes of an edit as `{ column: { from, to } }`: a given IBAN must be valid (empty clears it),
 * values synced from the company register cannot change, a changed Swiss address needs a known zip.
 */
export function planOrganizationEdit(current: Editable, body: OrganizationEdit) {
  const next: Record<string, unknown> = {
    name: body.name,
    company_name: body.companyName,
    vat_number: body.vatNumber,
    street: body.address?.street,
    house_number: body.address?.houseNumber,
    zip: body.address?.zip,
    city: body.address?.city,
    country: body.address?.country,
  };
  if (body.iban !== undefined) {
    next.iban = body.iban === null || body.iban === '' ? null : normalizeIban(body.iban);
    if (next.iban === null && body.iban) throw errors.badRequest(ErrorKeys.invoiceAddress.invalidIban);
  }
  const changes = diff(current, next);
  if (current.uid && REGISTER_COLUMNS.some((c) => c in changes))
    throw errors.badRequest(ErrorKeys.organization.registerFieldReadOnly);
  if ('zip' in changes || 'country' in changes)
    assertZip((next.country as string | undefined) ?? current.country, (next.zip as string | undefined) ?? current.zip);
  return changes;
}

/** The columns a change plan sets. */
export const valuesOf = (changes: Record<string, { to: unknown }>) =>
  Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to]));

/** The features to set (each once, sorted), or null when they are the current ones in another order. */
export function featuresChange(current: string[], requested: string[]): { from: string[]; to: string[] } | null {
  const to = [...new Set(requested)].sort();
  return [...current].sort().join() === to.join() ? null : { from: current, to };
}

export interface RegistrationCompany {
  uid?: string | null;
  companyName?: string | null;
  vatNumber?: string | null;
  address?: { street: string; houseNumber: string; zip: string; city: string; country: string } | null;
}

/**
 * The company columns of a new organisation: with a register record its values (what the form says
 * about them is ignored), else the form's, which must then name the company and its address.
 */
export function registrationColumns(o: RegistrationCompany, record: CompanyRecord | null) {
  if (!record && (!o.companyName || !o.address)) throw errors.badRequest(ErrorKeys.validation);
  const columns = record
    ? { ...registerValues(record), uid: formatUid(uidDigits(record.uid)!), register_synced_at: new Date() }
    : {
        company_name: o.companyName!,
        vat_number: o.vatNumber || null,
        street: o.address!.street,
        house_number: o.address!.houseNumber,
        zip: o.address!.zip,
        city: o.address!.city,
        country: o.address!.country,
        uid: null,
      };
  assertZip(columns.country, columns.zip);
  return columns;
}

/**
 * A registration of an organisation from what its transaction read: a name or UID another organisation has (or a
 * hold keeps) is 409 `organization.alreadyExists`, whoever registers; an address an account holds already gets that
 * account's holder a notice and the name is held, without telling the caller (issue 8); else the organisation is
 * created with its first admin.
 */
export function planOrganizationRegistration<H>(read: {
  nameTaken: boolean;
  holder: H | undefined;
}): { create: true } | { create: false; noticeTo: H } {
  if (read.nameTaken) throw new DomainError(409, ErrorKeys.organization.alreadyExists);
  return read.holder ? { create: false, noticeTo: read.holder } : { create: true };
}

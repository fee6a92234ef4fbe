import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { normalizeIban } from './iban';
import { isSwissZip } from './swiss-zip';

export interface InvoiceAddress {
  name: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  country: string;
  email: string | null;
  iban: string | null;
}

/** An organisation without an invoice address yet answers this one (empty, so incomplete). */
export const EMPTY_INVOICE_ADDRESS: InvoiceAddress = {
  name: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  country: 'ch',
  email: null,
  iban: null,
};

/** Complete enough to invoice: name, street, zip, city and country. */
export const isInvoiceAddressComplete = (r: InvoiceAddress): boolean =>
  Boolean(r.name && r.street && r.zip && r.city && r.country);

export function toInvoiceAddressBody(r: InvoiceAddress) {
  const complete = isInvoiceAddressComplete(r);
  return {
    name: r.name,
    street: r.street,
    houseNumber: r.house_number,
    zip: r.zip,
    city: r.city,
    country: r.country,
    email: r.email,
    iban: r.iban,
    complete,
  };
}

/** The address to store from the form: a given IBAN must be valid (stored electronic), a Swiss zip must exist. */
export function invoiceAddressOf(body: {
  name: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  email?: string | null;
  iban?: string | null;
}): InvoiceAddress {
  const iban = body.iban ? normalizeIban(body.iban) : null;
  if (body.iban && !iban) throw errors.badRequest(ErrorKeys.invoiceAddress.invalidIban);
  if (body.country === 'ch' && !isSwissZip(body.zip)) throw errors.badRequest(ErrorKeys.organization.invalidZip);
  return {
    name: body.name,
    street: body.street,
    house_number: body.houseNumber,
    zip: body.zip,
    city: body.city,
    country: body.country,
    email: body.email ?? null,
    iban,
  };
}

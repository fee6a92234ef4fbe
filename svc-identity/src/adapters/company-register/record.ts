import { formatUid, type CompanyRecord } from '@cadeau/contracts';
import { child, text } from './soap';

/** eCH-0108 vatStatus 2 = active VAT registration. */
const VAT_ACTIVE = '2';
/** addressCategory of the legal seat in eCH-0098; the first address is used when none is marked. */
const LEGAL_ADDRESS = '1';

/** An eCH-0108 organisationType (`{ organisation, uidregInformation, vatRegisterInformation }`) as a CompanyRecord. */
export function toCompanyRecord(organisationType: unknown): CompanyRecord | null {
  const org = child(organisationType, 'organisation');
  const ident = child(org, 'organisationIdentification');
  const category = text(ident, 'uid', 'uidOrganisationIdCategorie');
  const digits = text(ident, 'uid', 'uidOrganisationId');
  if (category !== 'CHE' || !digits || !/^\d{9}$/.test(digits)) return null;
  const uid = formatUid(digits);
  const addresses = (child(org, 'address') as unknown as unknown[] | undefined) ?? [];
  const seat = addresses.find((a) => text(a, 'addressCategory') === LEGAL_ADDRESS) ?? addresses[0];
  const vat = child(organisationType, 'vatRegisterInformation');
  const vatDigits = text(vat, 'uidVat', 'uidOrganisationId') ?? digits;
  return {
    uid,
    name: text(ident, 'organisationName') ?? text(ident, 'organisationLegalName') ?? uid,
    legalName: text(ident, 'organisationLegalName'),
    legalForm: text(ident, 'legalForm'),
    vatNumber: text(vat, 'vatStatus') === VAT_ACTIVE ? `${formatUid(vatDigits)} MWST` : null,
    address: seat
      ? {
          street: text(seat, 'street'),
          houseNumber: text(seat, 'houseNumber'),
          zip: text(seat, 'swissZipCode'),
          city: text(seat, 'town'),
          canton: text(seat, 'cantonAbbreviation'),
          country: (text(seat, 'countryIdISO2') ?? 'CH').toLowerCase(),
        }
      : null,
    status: text(organisationType, 'uidregInformation', 'uidregStatusEnterpriseDetail'),
  };
}

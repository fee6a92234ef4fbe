import type { CompanyRecord } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import {
  featuresChange,
  planOrganizationEdit,
  planOrganizationRegistration,
  registrationColumns,
  valuesOf,
} from './organization';

const current = {
  name: 'Alpen AG',
  company_name: 'Alpen AG',
  vat_number: null,
  street: 'Bahnhofstrasse',
  house_number: '1',
  zip: '8001',
  city: 'Zürich',
  country: 'ch',
  iban: null,
  uid: null,
};
const record = {
  uid: 'CHE-213.456.787',
  name: 'Alpenblick',
  legalName: 'Alpenblick Geschenke AG',
  vatNumber: 'CHE-213.456.787 MWST',
  legalForm: 'AG',
  address: { street: 'Seestrasse', houseNumber: '5', zip: '8002', city: 'Zürich', canton: 'ZH', country: 'ch' },
} as unknown as CompanyRecord;

describe('organisation edits', () => {
  it('plans only what changes, with the IBAN in electronic format', () => {
    const changes = planOrganizationEdit(current, { name: 'Alpen AG', iban: 'CH93 0076 2011 6238 5295 7' });
    expect(changes).toEqual({ iban: { from: null, to: 'CH9300762011623852957' } });
    expect(valuesOf(changes)).toEqual({ iban: 'CH9300762011623852957' });
    expect(planOrganizationEdit({ ...current, iban: 'CH9300762011623852957' }, { iban: '' })).toEqual({
      iban: { from: 'CH9300762011623852957', to: null },
    });
  });

  it('refuses an invalid IBAN, a register value of a synced organisation, an unknown Swiss zip', () => {
    expect(refusal(() => planOrganizationEdit(current, { iban: 'CH00 1234' }))?.key).toBe(
      'error.invoiceAddress.invalidIban',
    );
    const synced = { ...current, uid: 'CHE-213.456.787' };
    expect(refusal(() => planOrganizationEdit(synced, { companyName: 'Other AG' }))?.key).toBe(
      'error.organization.registerFieldReadOnly',
    );
    expect(refusal(() => planOrganizationEdit(synced, { name: 'New name' }))).toBeNull();
    const address = { street: 'X', houseNumber: '1', zip: '0000', city: 'Y', country: 'ch' };
    expect(refusal(() => planOrganizationEdit(current, { address }))?.key).toBe('error.organization.invalidZip');
    expect(refusal(() => planOrganizationEdit(current, { address: { ...address, country: 'de' } }))).toBeNull();
  });

  it('sets features once each, and sees a reordering as no change', () => {
    expect(featuresChange(['seller', 'giver'], ['giver', 'seller', 'giver'])).toBeNull();
    expect(featuresChange(['giver'], ['seller', 'giver'])).toEqual({ from: ['giver'], to: ['giver', 'seller'] });
  });
});

describe('organisation registration', () => {
  it('takes the company register values when there is a record, ignoring the form', () => {
    const columns = registrationColumns({ companyName: 'Typed AG' }, record);
    expect(columns).toMatchObject({ company_name: 'Alpenblick Geschenke AG', uid: 'CHE-213.456.787', zip: '8002' });
  });

  it('needs the company and its address without a record, and a Swiss zip that exists', () => {
    expect(refusal(() => registrationColumns({ companyName: 'Typed AG' }, null))?.key).toBe('error.validation');
    const address = { street: 'X', houseNumber: '1', zip: '8001', city: 'Zürich', country: 'ch' };
    expect(registrationColumns({ companyName: 'Typed AG', address }, null)).toMatchObject({
      company_name: 'Typed AG',
      uid: null,
      vat_number: null,
    });
    expect(
      refusal(() => registrationColumns({ companyName: 'T', address: { ...address, zip: '0001' } }, null))?.key,
    ).toBe('error.organization.invalidZip');
  });
});

describe('planOrganizationRegistration', () => {
  const holder = { email: 'anna@example.test', first_name: 'Anna', language: 'de' };

  it('creates the organisation when its name is free and no account has the address', () => {
    expect(planOrganizationRegistration({ nameTaken: false, holder: undefined })).toEqual({ create: true });
  });

  it("notices the address's holder instead of creating anything", () => {
    expect(planOrganizationRegistration({ nameTaken: false, holder })).toEqual({ create: false, noticeTo: holder });
  });

  it('refuses a taken name or UID with 409 error.organization.alreadyExists, whoever registers', () => {
    const taken = { status: 409, key: 'error.organization.alreadyExists' };
    expect(refusal(() => planOrganizationRegistration({ nameTaken: true, holder: undefined }))).toEqual(taken);
    expect(refusal(() => planOrganizationRegistration({ nameTaken: true, holder }))).toEqual(taken);
  });
});

import { cityMatches, localitiesOf } from '@cadeau/contracts/swiss-postcodes';
import { VOUCHER_FEEDBACK_MAX_LENGTH } from '@cadeau/contracts';
import * as phones from '@cadeau/contracts/phone';
import {
  emptyDetails,
  localitiesFor,
  localityAfterZip,
  PHONE_INPUT_MAX_LENGTH,
  validateDetails,
} from './address-validation';
import { FEEDBACK_MAX_LENGTH } from './OrderDone';

const postcodes = { localitiesOf, cityMatches };
const address = {
  ...emptyDetails,
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Bundesplatz',
  houseNumber: '3',
  zip: '3011',
  city: 'Bern',
};

describe('the delivery details checks', () => {
  it('accept a Swiss address whose locality belongs to its postcode, written as people type it', () => {
    expect(validateDetails(address, 'address', postcodes)).toEqual({});
    expect(validateDetails({ ...address, zip: '8001', city: 'zuerich' }, 'address', postcodes)).toEqual({});
  });

  it('need every line but c/o, phone and e-mail', () => {
    expect(validateDetails(emptyDetails, 'address', postcodes)).toEqual({
      firstName: 'public.form.required',
      lastName: 'public.form.required',
      street: 'public.form.required',
      houseNumber: 'public.form.required',
      zip: 'public.form.required',
      city: 'public.form.required',
    });
  });

  it('need the e-mail address only where nothing else could take the mail', () => {
    expect(validateDetails(emptyDetails, 'email', null)).toEqual({});
    expect(validateDetails(emptyDetails, 'email', null, true)).toEqual({ email: 'public.form.required' });
    expect(validateDetails({ ...emptyDetails, email: 'anna@example.ch' }, 'email', null, true)).toEqual({});
    expect(validateDetails({ ...emptyDetails, email: 'anna@' }, 'email', null, true)).toEqual({
      email: 'public.form.emailInvalid',
    });
  });

  it('refuse a postcode of another form, one that does not exist, and a locality of another postcode', () => {
    expect(validateDetails({ ...address, zip: '301' }, 'address', postcodes).zip).toBe('public.address.zipFormat');
    expect(validateDetails({ ...address, zip: '0999' }, 'address', postcodes).zip).toBe('public.address.zipFormat');
    expect(validateDetails({ ...address, zip: '3009' }, 'address', postcodes).zip).toBe('error.address.unknownZip');
    expect(validateDetails({ ...address, city: 'Basel' }, 'address', postcodes).city).toEqual({
      key: 'error.address.cityMismatch',
      values: { localities: 'Bern' },
    });
  });

  it('check only the form of the postcode until the list is loaded', () => {
    expect(validateDetails({ ...address, zip: '3009', city: 'Basel' }, 'address', null)).toEqual({});
  });

  it('need no e-mail address (the server falls back to the one the code came to), but a valid one if given', () => {
    expect(validateDetails(emptyDetails, 'email', null)).toEqual({});
    expect(validateDetails({ ...emptyDetails, email: 'anna@' }, 'email', null)).toEqual({
      email: 'public.form.emailInvalid',
    });
    expect(validateDetails({ ...address, email: 'anna@' }, 'address', postcodes)).toEqual({
      email: 'public.form.emailInvalid',
    });
  });
});

describe('the phone of a delivery address (issue 23)', () => {
  it('is optional, written as Swiss people do or with a country code, and refused when it is no number', () => {
    for (const phone of ['', '079 123 45 67', '+41 79 123 45 67', '0041 79 123 45 67', '+49 30 1234567'])
      expect([phone, validateDetails({ ...address, phone }, 'address', postcodes, false, phones)]).toEqual([phone, {}]);
    for (const phone of ['079 123 45', 'call me'])
      expect(validateDetails({ ...address, phone }, 'address', postcodes, false, phones).phone).toBe(
        'error.phone.invalid',
      );
  });

  it('is judged once the rule is loaded, and typed no longer than the rule reads', () => {
    expect(validateDetails({ ...address, phone: 'call me' }, 'address', postcodes)).toEqual({});
    expect(PHONE_INPUT_MAX_LENGTH).toBe(phones.PHONE_MAX_LENGTH);
  });
});

describe('the feedback limit', () => {
  it('is the one svc-campaign applies', () => {
    expect(FEEDBACK_MAX_LENGTH).toBe(VOUCHER_FEEDBACK_MAX_LENGTH);
  });
});

describe('the locality filled in from the postcode (issue 23)', () => {
  it("fills a postcode's only locality, and replaces it when the postcode changes", () => {
    expect(localityAfterZip('3011', '', '', postcodes)).toBe('Bern');
    expect(localityAfterZip('8001', 'Bern', 'Bern', postcodes)).toBe('Zürich');
  });

  it('never overwrites a locality the person typed, and fills nothing before the list or for a partial postcode', () => {
    expect(localityAfterZip('8001', 'Zuerich', 'Bern', postcodes)).toBeNull();
    expect(localityAfterZip('3011', '', '', null)).toBeNull();
    expect(localityAfterZip('301', '', '', postcodes)).toBeNull();
    expect(localityAfterZip('0999', '', '', postcodes)).toBeNull();
  });

  it('offers the localities of a postcode that has several instead of choosing one', () => {
    const several = ['1000', '1200', '3000', '6000', '8000', '9000']
      .concat(Array.from({ length: 8600 }, (_, i) => String(1000 + i)))
      .find((zip) => localitiesOf(zip).length > 1)!;
    expect(localitiesFor(several, postcodes).length).toBeGreaterThan(1);
    expect(localityAfterZip(several, '', '', postcodes)).toBeNull();
  });
});

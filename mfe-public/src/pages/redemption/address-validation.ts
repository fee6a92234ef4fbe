import type { FieldErrors } from '@cadeau/ui/form';
import { isEmail } from '@cadeau/ui/form';

/** The delivery details form: a Swiss address (steps 5 of a physical gift) or only an e-mail address. */
export interface DetailsValues {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  co: string;
  phone: string;
  email: string;
}

export const emptyDetails: DetailsValues = {
  firstName: '',
  lastName: '',
  street: '',
  houseNumber: '',
  zip: '',
  city: '',
  co: '',
  phone: '',
  email: '',
};

/**
 * The contract's PHONE_MAX_LENGTH, copied: the phone rule's module is loaded lazily, and a static import of it would
 * pull it into the page's chunk (address-validation.test.ts proves both agree).
 */
export const PHONE_INPUT_MAX_LENGTH = 50;

/** The phone rule (`@cadeau/contracts/phone`: libphonenumber-js and its metadata), imported lazily: about 28 KiB gzip. */
export type PhoneRule = Pick<typeof import('@cadeau/contracts/phone'), 'parsePhone' | 'normalisePhoneInput'>;

/** The Swiss Post list (`@cadeau/contracts/swiss-postcodes`), imported lazily: about 30 KiB gzip. */
export interface Postcodes {
  localitiesOf: (zip: string) => readonly string[];
  cityMatches: (zip: string, city: string) => boolean;
}

const SWISS_ZIP = /^[1-9]\d{3}$/;

/**
 * The checks the browser makes before the order is sent (svc-campaign makes them again): the required lines,
 * a postcode that exists in Switzerland and a locality of that postcode (once the list is loaded; until then
 * only the postcode's form), a phone number by the platform's rule if given (once the rule is loaded, issue 23),
 * an e-mail address that is one if given. The e-mail is optional for every kind of
 * gift, a digital one too: without it svc-campaign sends the confirmation and the digital gift to the address the
 * code was mailed to, unless that address cannot take mail (`emailRequired`: the voucher's `mailsToRecipient` is
 * false for a digital gift). `needs`: which part of the form shows (the address, or only the e-mail field).
 */
export function validateDetails(
  v: DetailsValues,
  needs: 'address' | 'email',
  postcodes: Postcodes | null,
  emailRequired = false,
  phones: PhoneRule | null = null,
): FieldErrors<DetailsValues> {
  const errors: FieldErrors<DetailsValues> = {};
  const email = v.email.trim();
  if (email && !isEmail(email)) errors.email = 'public.form.emailInvalid';
  else if (!email && emailRequired) errors.email = 'public.form.required';
  if (needs !== 'address') return errors;
  for (const field of ['firstName', 'lastName', 'street', 'houseNumber', 'zip', 'city'] as const) {
    if (!v[field].trim()) errors[field] = 'public.form.required';
  }
  if (phones && !phones.parsePhone(v.phone).ok) errors.phone = 'error.phone.invalid';
  const zip = v.zip.trim();
  if (zip && !SWISS_ZIP.test(zip)) errors.zip = 'public.address.zipFormat';
  else if (zip && postcodes) {
    const localities = postcodes.localitiesOf(zip);
    if (!localities.length) errors.zip = 'error.address.unknownZip';
    else if (v.city.trim() && !postcodes.cityMatches(zip, v.city)) {
      errors.city = { key: 'error.address.cityMismatch', values: { localities: localities.join(', ') } };
    }
  }
  return errors;
}

/** The localities of a postcode as typed (none for a postcode of another form, or before the list is loaded). */
export function localitiesFor(zip: string, postcodes: Postcodes | null): readonly string[] {
  return postcodes && SWISS_ZIP.test(zip.trim()) ? postcodes.localitiesOf(zip.trim()) : [];
}

/**
 * The locality the form fills in once a postcode is typed (issue 23), or null to leave the field as it is: the
 * postcode's locality when it has exactly one (several are offered as suggestions instead), while the field is
 * empty or still holds what the form filled in for an earlier postcode; never over a locality the person typed.
 * `filled` is what the form filled in last.
 */
export function localityAfterZip(
  zip: string,
  city: string,
  filled: string,
  postcodes: Postcodes | null,
): string | null {
  const localities = localitiesFor(zip, postcodes);
  const typedByPerson = city.trim() !== '' && city !== filled;
  return localities.length === 1 && !typedByPerson ? localities[0]! : null;
}

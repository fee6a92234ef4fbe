import type { CompanyRecord, OrganizationRegistrationBody } from '@cadeau/contracts';
import type { Language } from '@cadeau/ui/i18n';
import { email, newPassword, repeatedPassword, required, swissZip, type FieldError } from '../../components/validation';

export type Feature = 'giver' | 'seller';

export const emptyValues = {
  name: '',
  companyName: '',
  vatNumber: '',
  street: '',
  houseNumber: '',
  zip: '',
  city: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
};
export type OrgRegistrationValues = typeof emptyValues;

/** Company fields are checked only when typed by hand: a company picked from the register brings its own. */
export function validate(
  v: OrgRegistrationValues,
  picked: CompanyRecord | null,
): Partial<Record<keyof OrgRegistrationValues, FieldError>> {
  const manual = picked
    ? {}
    : {
        companyName: required(v.companyName),
        street: required(v.street),
        zip: swissZip(v.zip),
        city: required(v.city),
      };
  return {
    name: required(v.name),
    ...manual,
    firstName: required(v.firstName),
    lastName: required(v.lastName),
    email: email(v.email),
    password: newPassword(v.password),
    passwordConfirmation: repeatedPassword(v.passwordConfirmation, v.password),
  };
}

/** The request: with a UID the server takes company name, VAT number and address from the register. */
export function toBody(
  v: OrgRegistrationValues,
  feature: Feature,
  picked: CompanyRecord | null,
  language: Language,
): OrganizationRegistrationBody {
  const organization: OrganizationRegistrationBody['organization'] = picked
    ? { name: v.name.trim(), feature, uid: picked.uid }
    : {
        name: v.name.trim(),
        feature,
        companyName: v.companyName.trim(),
        vatNumber: v.vatNumber.trim() || undefined,
        address: {
          street: v.street.trim(),
          houseNumber: v.houseNumber.trim(),
          zip: v.zip.trim(),
          city: v.city.trim(),
          country: 'ch',
        },
      };
  return {
    organization,
    user: {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      language,
      password: v.password,
      passwordConfirmation: v.passwordConfirmation,
    },
  };
}

/** Server errors that belong to one field: shown under it, besides the toast. */
export const fieldOfError: Record<string, keyof OrgRegistrationValues> = {
  'error.registration.passwordMismatch': 'passwordConfirmation',
  'error.registration.invalidCredentials': 'password',
  'error.organization.alreadyExists': 'name',
  'error.organization.invalidZip': 'zip',
};

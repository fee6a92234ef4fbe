import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { languageSchema, PERSON_NAME_MAX } from './identity';
import { orgFeatures } from './values/lists';

/** Account flows of svc-identity (issue 3): registration, confirmation, password and e-mail changes. */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 1024;
/** Spec section 5's server checks (lengths 320/255/63/64, format), normalised; see `email-address.ts`. */
export const emailSchema = emailAddressSchema;
export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** Tokens from mailed links (base64url, 43 characters when made by svc-identity). */
export const linkToken = z
  .string()
  .trim()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
const name = z.string().trim().min(1).max(PERSON_NAME_MAX);

/**
 * POST /auth/registration: a new account through an invitation link (the invited address is used).
 * Password and confirmation are compared by the handler, which answers `error.registration.passwordMismatch`.
 */
export const registrationBody = z.object({
  token: linkToken,
  /** Shown pre-filled; when sent it must be the invited address. */
  email: emailSchema.optional(),
  firstName: name,
  lastName: name,
  language: languageSchema.default('de'),
  password: passwordSchema,
  passwordConfirmation: z.string().max(PASSWORD_MAX),
});
export type RegistrationBody = z.infer<typeof registrationBody>;

export const swissZip = z
  .string()
  .trim()
  .regex(/^\d{4}$/);
export const addressSchema = z.object({
  street: z.string().trim().min(1).max(70),
  houseNumber: z.string().trim().max(16).default(''),
  zip: z.string().trim().min(1).max(16),
  city: z.string().trim().min(1).max(35),
  /** ISO 3166-1 alpha-2, lower case (spec default `ch`). */
  country: z.string().trim().toLowerCase().length(2).default('ch'),
});
export type Address = z.infer<typeof addressSchema>;

/** POST /auth/organization-registration: an organisation (seller or giver) and its first admin. */
export const organizationRegistrationBody = z.object({
  organization: z.object({
    name: z.string().trim().min(1).max(200),
    feature: z.enum(orgFeatures),
    /** With a UID, company name, VAT number and address come from the register, not from this body. */
    uid: z.string().trim().max(20).optional(),
    companyName: z.string().trim().min(1).max(200).optional(),
    vatNumber: z.string().trim().max(30).optional(),
    address: addressSchema.optional(),
  }),
  user: z.object({
    firstName: name,
    lastName: name,
    email: emailSchema,
    language: languageSchema.default('de'),
    password: passwordSchema,
    passwordConfirmation: z.string().max(PASSWORD_MAX),
  }),
});
export type OrganizationRegistrationBody = z.infer<typeof organizationRegistrationBody>;
/** POST /auth/registration: the new account and the organisation of its invitation. */
export const registrationResponse = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  organizationId: z.string().uuid(),
});

/**
 * The answer is the same whether the address was new (organisation and account created) or belonged to an
 * account already (nothing created, a notice mailed to it): only the address, no ids (issue 8).
 */
export const organizationRegistrationResponse = z.object({ email: z.string() });

/** POST /auth/confirmation: confirms an address with the mailed token. */
export const confirmationBody = z.object({ token: linkToken });
/** POST /auth/confirmation/resend: a new mail, by the expired token or by address (same answer either way). */
export const confirmationResendBody = z.union([z.object({ token: linkToken }), z.object({ email: emailSchema })]);

export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({
  token: linkToken,
  password: passwordSchema,
  passwordConfirmation: z.string().max(PASSWORD_MAX),
});

/** PUT /user/password */
export const changePasswordBody = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: passwordSchema,
  newPasswordConfirmation: z.string().max(PASSWORD_MAX),
});

/** POST /user/email-change: starts a change; both addresses get a mail. */
export const emailChangeBody = z.object({ newEmail: emailSchema, password: z.string().min(1).max(PASSWORD_MAX) });
/** POST /user/confirm-email-change: the token of either mail. */
export const confirmEmailChangeBody = z.object({ token: linkToken });
/** POST /user/cancel-email-change: the token of the mail to the old address, or none for the caller's own pending change. */
export const cancelEmailChangeBody = z.object({ token: linkToken.optional() });
export const emailChangeStatus = z.object({
  pending: z.boolean(),
  newEmail: z.string().nullable(),
  currentConfirmed: z.boolean(),
  newConfirmed: z.boolean(),
  /** True once both sides confirmed and the address was switched. */
  completed: z.boolean(),
});
export type EmailChangeStatus = z.infer<typeof emailChangeStatus>;

import { z } from 'zod';
import { addressSchema, emailSchema, linkToken, PASSWORD_MAX } from './accounts';
import { languageSchema } from './identity';
import { listQuery, pageOf, queryBoolean } from './pagination';
import { invitationStatuses, orgFeatures, organizationStatuses, orgRoles } from './values/lists';

/** Organisations, members, invitations and invoice addresses (spec sections 3, 4, 6; issue 3). */

export const organizationStatusSchema = z.enum(organizationStatuses);
const uuid = z.string().uuid();
const iso = z.string();

export const organizationSchema = z.object({
  id: uuid,
  /** organizationName: the name shown in Cadeau. */
  name: z.string(),
  companyName: z.string().nullable(),
  uid: z.string().nullable(),
  vatNumber: z.string().nullable(),
  legalForm: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    canton: z.string().nullable(),
    country: z.string(),
  }),
  iban: z.string().nullable(),
  status: organizationStatusSchema,
  statusReason: z.string().nullable(),
  statusChangedAt: iso.nullable(),
  features: z.array(z.enum(orgFeatures)),
  /** Fields synced from the company register (not editable); empty without a UID. */
  readOnlyFields: z.array(z.string()),
  registerSyncedAt: iso.nullable(),
  createdAt: iso,
});
export type Organization = z.infer<typeof organizationSchema>;

/**
 * GET /internal/organizations/{organizationId}: what another service needs to decide about an organisation
 * (svc-catalog: only an approved organisation with the seller feature may publish a product). No address,
 * IBAN or members: a service asks for the facts it decides on, not the record.
 */
export const organizationFactsSchema = z.object({
  id: uuid,
  name: z.string(),
  status: organizationStatusSchema,
  features: z.array(z.enum(orgFeatures)),
  /**
   * Whether its invoice address has what an invoice needs (name, street, zip, city, country): svc-campaign
   * refuses to release a campaign without it (spec section 5). Optional on the wire for callers that predate it.
   */
  invoiceAddressComplete: z.boolean().default(false),
});
export type OrganizationFacts = z.infer<typeof organizationFactsSchema>;
/**
 * GET /internal/organizations/{organizationId}/order-notifications (issue 12): where svc-catalog sends a seller's
 * order notifications. The organisation settings Orders.SendNotificationMails and Orders.NotificationMails in
 * force (their defaults when unset) and its unblocked admins with their languages, the longest-standing first.
 */
export const orderNotificationFactsSchema = z.object({
  sendNotificationMails: z.boolean(),
  notificationMails: z.array(z.string()),
  admins: z.array(z.object({ email: z.string(), language: languageSchema })),
});
export type OrderNotificationFactsAnswer = z.infer<typeof orderNotificationFactsSchema>;
/**
 * GET /internal/organizations/{organizationId}/billing (issue 19): what svc-billing needs to invoice an organisation
 * and tell it about its money: the invoice address (the debtor of a QR-bill), VAT number, the IBAN a payout goes
 * to (the invoice address's, else the organisation's), Payments.NotificationMails in force and its unblocked
 * admins with their languages (the longest-standing first).
 */
export const billingFactsSchema = z.object({
  id: uuid,
  name: z.string(),
  status: organizationStatusSchema,
  features: z.array(z.enum(orgFeatures)),
  vatNumber: z.string().nullable(),
  iban: z.string().nullable(),
  invoiceAddress: z.object({
    name: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
    email: z.string().nullable(),
  }),
  paymentNotificationMails: z.array(z.string()),
  admins: z.array(z.object({ email: z.string(), language: languageSchema })),
});
export type BillingFacts = z.infer<typeof billingFactsSchema>;
/** The facts as a sender may write them (`invoiceAddressComplete` defaults to false). */
export type OrganizationFactsInput = z.input<typeof organizationFactsSchema>;

export const memberSchema = z.object({
  userId: uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(orgRoles)),
  blocked: z.boolean(),
  joinedAt: iso,
});
export type Member = z.infer<typeof memberSchema>;
export const organizationDetailSchema = organizationSchema.extend({ members: z.array(memberSchema) });

/** PUT /organization: the current organisation's own data; register-synced fields are refused when they differ. */
export const updateOrganizationBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  companyName: z.string().trim().min(1).max(200).optional(),
  vatNumber: z.string().trim().max(30).nullable().optional(),
  address: addressSchema.partial().optional(),
  iban: z.string().trim().max(42).nullable().optional(),
});

export const organizationListQuery = listQuery(['name', 'createdAt', 'status'], {
  status: organizationStatusSchema.optional(),
  feature: z.enum(orgFeatures).optional(),
});
export const organizationPage = pageOf(organizationSchema);

/** PUT /organization/status (platform administrators): the reason reaches the organisation as message and mail. */
export const organizationStatusBody = z.object({
  organizationId: uuid,
  status: organizationStatusSchema,
  reason: z.string().trim().min(1).max(4000),
});
export const organizationFeaturesBody = z.object({
  organizationId: uuid,
  features: z.array(z.enum(orgFeatures)).max(2),
});

/**
 * A user id sent by a client, lower-cased like the route table's uuidParam: ids are stored in lower case,
 * so "is this me" rules compare the same form Postgres compares (issue 8: an upper-case own id slipped past them).
 */
const userIdInput = z.string().uuid().toLowerCase();
export const updateMemberBody = z.object({ userId: userIdInput, roles: z.array(z.enum(orgRoles)).min(1).max(4) });
export const removeMemberBody = z.object({ userId: userIdInput });
export const memberListResponse = z.array(memberSchema);

export const invitationSchema = z.object({
  id: uuid,
  organizationId: uuid,
  organizationName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(orgRoles)),
  status: z.enum(invitationStatuses),
  /** Who invited, by name; the e-mail address as a secondary detail (issue 9). */
  invitedBy: z.object({ id: uuid, name: z.string(), email: z.string().optional() }).nullable(),
  createdAt: iso,
  acceptedAt: iso.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListResponse = z.array(invitationSchema);
export const createInvitationBody = z.object({
  email: emailSchema,
  roles: z.array(z.enum(orgRoles)).min(1).max(4).default(['user']),
});
export const invitationListQuery = listQuery(['createdAt', 'email', 'status'], {
  status: z.enum(invitationStatuses).optional(),
  organizationId: uuid.optional(),
});
export const invitationPage = pageOf(invitationSchema);
/** POST /organization/invitation/preview: what the acceptance screen shows for a mailed token. */
export const invitationPreviewBody = z.object({ token: linkToken });
export const invitationPreview = z.object({
  organizationName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  accountExists: z.boolean(),
});
/**
 * POST /organization/invitation/accept: a logged-in user accepts with the token; an anonymous caller adds
 * the invited account's e-mail and password. Fields are optional so each missing one has its own key.
 */
export const acceptInvitationBody = z.object({
  token: z.string().trim().max(200).optional(),
  email: z.string().trim().toLowerCase().max(320).optional(),
  password: z.string().max(PASSWORD_MAX).optional(),
});
export const acceptInvitationResponse = z.object({ organizationId: uuid, organizationName: z.string() });

export const invoiceAddressSchema = z.object({
  name: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string().nullable(),
  iban: z.string().nullable(),
  /** Campaign release needs a complete invoice address (spec section 5). */
  complete: z.boolean(),
});
export const invoiceAddressBody = addressSchema.extend({
  name: z.string().trim().min(1).max(70),
  email: emailSchema.nullable().optional(),
  iban: z.string().trim().max(42).nullable().optional(),
});

// Users (platform administration, current organisation, impersonation)
export const userSummarySchema = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: languageSchema,
  roles: z.array(z.string()),
  blocked: z.boolean(),
  emailConfirmed: z.boolean(),
  createdAt: iso,
  organizations: z.array(
    z.object({ id: uuid, name: z.string(), status: organizationStatusSchema, roles: z.array(z.string()) }),
  ),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
export const userDetailSchema = userSummarySchema.extend({ openSessions: z.number().int() });
export const userListQuery = listQuery(['lastName', 'firstName', 'email', 'createdAt'], {
  blocked: queryBoolean.optional(),
  organizationId: uuid.optional(),
});
export const userPage = pageOf(userSummarySchema);
export const blockUserBody = z.object({ blocked: z.boolean(), reason: z.string().trim().max(2000).optional() });
/** POST, not GET: starting an impersonation changes the session (issue 8, ADR 0010). */
export const impersonateBody = z.object({ userId: uuid });
export const endImpersonationBody = z.object({});
export const currentOrganizationBody = z.object({ organizationId: uuid.nullable() });

import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { listQuery, pageOf } from './pagination';
import { userContextSchema } from './user-context';
import { languages, organizationStatuses } from './values/lists';

export { languages };
export const languageSchema = z.enum(languages);
/** First and last names, each; mails show them (mail.ts bounds its template data by this). */
export const PERSON_NAME_MAX = 100;

export const loginBody = z.object({
  // The same normalisation accounts are stored with (punycode domains), so an address typed with umlauts finds its account.
  email: emailAddressSchema,
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const organizationSummary = z.object({
  id: z.string().uuid(),
  name: z.string(),
  status: z.enum(organizationStatuses),
  roles: z.array(z.string()),
  features: z.array(z.string()),
});

export const myUserResponse = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: languageSchema,
  roles: z.array(z.string()),
  isPlatformAdmin: z.boolean(),
  organizations: z.array(organizationSummary),
  currentOrganizationId: z.string().uuid().nullable(),
  inpersonated: z.boolean(),
  sessionId: z.string().uuid(),
});
export type MyUser = z.infer<typeof myUserResponse>;
/**
 * What another service may know of a user to write to them (`GET /internal/users/{userId}`): svc-campaign sends a
 * designer's test mail to the designer's own address. Nothing more than a mail needs.
 */
export const internalUserSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  language: languageSchema,
  blocked: z.boolean(),
});
export type InternalUser = z.infer<typeof internalUserSchema>;
/** GET /auth/session: the current user, or null for an anonymous caller (an answer, not a 401: issue 9). */
export const sessionUserResponse = z.object({ user: myUserResponse.nullable() });

export const sessionSchema = z.object({
  id: z.string().uuid(),
  /** Recognised from the user agent ("Apple iPhone (iOS 17.0)", "Chrome 120"); null when it is not (issue 9). */
  device: z.string().nullable(),
  browser: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
  /** In a platform administrator's list: an impersonation it opened, and whom it acts as (issue 8). */
  impersonating: z.object({ userId: z.string().uuid(), email: z.string() }).optional(),
});
export type Session = z.infer<typeof sessionSchema>;
/** GET /user/{userId}/sessions: a page of the open sessions, most recently used first by default. */
export const sessionListQuery = listQuery(['lastSeenAt', 'createdAt'], {}).extend({
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const sessionPage = pageOf(sessionSchema);
/** DELETE /user/{userId}/sessions: how many sessions ended (all but the caller's own). */
export const endOtherSessionsResponse = z.object({ ended: z.number().int() });

/** PUT /user: partial update of the current user's own profile (more fields arrive with issue 3). */
export const updateUserBody = z.object({
  firstName: z.string().trim().min(1).max(PERSON_NAME_MAX).optional(),
  lastName: z.string().trim().min(1).max(PERSON_NAME_MAX).optional(),
  language: languageSchema.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** Client error reports (spec section 7): bounded so a broken client cannot flood the logs. */
export const errorReportBody = z.object({
  message: z.string().max(2000),
  stack: z.string().max(16000).optional().nullable(),
});

/**
 * The gateway's session lookup, an `internal` route of svc-identity (`POST /internal/sessions/resolve`,
 * signed call, ADR 0008): the session cookie's token in, the user context without `iat` out (the gateway
 * signs it per request), or 404 `error.session.notFound`.
 */
export const resolveSessionBody = z.object({ token: z.string().min(1).max(200) });
export type ResolveSessionBody = z.infer<typeof resolveSessionBody>;
export const resolveSessionResponse = userContextSchema.omit({ iat: true });
export type ResolveSessionResponse = z.infer<typeof resolveSessionResponse>;
/** Headers svc-identity answers for the gateway to turn into / remove the session cookie. */
export const SET_SESSION_HEADER = 'x-cadeau-set-session';
export const CLEAR_SESSION_HEADER = 'x-cadeau-clear-session';

import { z } from 'zod';

/**
 * What the gateway knows about the caller, signed and forwarded to services in the
 * `x-cadeau-user` (base64url JSON) and `x-cadeau-signature` (HMAC-SHA256) headers.
 * Services trust nothing else about the caller.
 */
export const userContextSchema = z.object({
  userId: z.string().uuid(),
  sessionId: z.string().uuid(),
  roles: z.array(z.string()),
  /** Organisations the user belongs to, with the roles held in each. */
  organizations: z.array(
    z.object({ id: z.string().uuid(), roles: z.array(z.string()), features: z.array(z.string()) }),
  ),
  currentOrganizationId: z.string().uuid().nullable(),
  impersonatorId: z.string().uuid().nullable(),
  language: z.string(),
  /** Issued-at, seconds since epoch: services refuse contexts older than a minute (replay bound). */
  iat: z.number().int(),
});
export type UserContext = z.infer<typeof userContextSchema>;

export const USER_CONTEXT_HEADER = 'x-cadeau-user';
export const USER_CONTEXT_SIGNATURE_HEADER = 'x-cadeau-signature';
export const REQUEST_ID_HEADER = 'x-request-id';
export const SESSION_COOKIE = 'cadeau_session';

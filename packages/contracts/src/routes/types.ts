import type { services } from '@cadeau/platform';
import type { ZodType } from 'zod';
import type { RateLimitPolicyName } from './rate-limits';

/**
 * The owner of a route: a service of the platform registry (its `name`), or the gateway, which answers a few
 * routes itself. Derived from the registry, so a new service's one registry entry is all its name needs.
 */
export type ServiceName = (typeof services)[number]['name'] | 'gateway';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route. The gateway refuses anonymous callers early for everything but `public`;
 * the owning service checks the full rule again (defence in depth, and services are reachable inside
 * the cluster).
 * - public: anyone
 * - authenticated: any logged-in user
 * - self: the user named by `{userId}`, or a platform administrator
 * - orgMember / orgAdmin: member / admin of the current organisation, or a platform administrator
 * - platformAdmin: platform administrators only
 * - internal: other services only, by a signed call (service-kit `createInternalClient`); no user passes it,
 *   and the gateway never forwards it (404 as if unknown). ADR 0008.
 */
export type AccessRule = 'public' | 'authenticated' | 'self' | 'orgMember' | 'orgAdmin' | 'platformAdmin' | 'internal';

export interface RouteDef {
  method: HttpMethod;
  /** Path below /api, with `{param}` placeholders as in spec section 7. */
  path: string;
  service: ServiceName;
  access: AccessRule;
  /**
   * Path parameters: an object schema with one key per `{name}` in `path` (the route-table test holds them
   * together). A value that does not parse answers 404 (the message, else `error.notFound`).
   */
  params?: ZodType<Record<string, string>>;
  /** Query string (first value of each name): a value that does not parse answers 400 with `zod.` keys. */
  query?: ZodType;
  body?: ZodType;
  response?: ZodType;
  /** The gateway's rate-limit budget this route draws from (see `rateLimitPolicies`). */
  rateLimit?: RateLimitPolicyName;
  /** Extra request headers the gateway passes through on this route (lower case), e.g. a webhook signature. */
  forwardHeaders?: readonly string[];
  /** Largest request body the gateway lets through, in bytes (default 1 MiB). */
  bodyLimitBytes?: number;
  /**
   * How long the gateway waits for the service (for the answer's headers, then between its body's chunks), in
   * milliseconds; default the gateway's `UPSTREAM_TIMEOUT_MS` (10 s). Only routes that do bulk work within one
   * request set it, to `BULK_REQUEST_TIMEOUT_MS`: cutting them off would answer 504 while the work still commits.
   */
  timeoutMs?: number;
  /**
   * Development tools only: what holds in production instead of `access`. `absent`: the service does not
   * register the route in production (404 `error.notFound` for everyone); a rule: that rule applies.
   */
  production?: 'absent' | AccessRule;
}

/**
 * The upstream timeout of a route that does bulk work in one request: approving a campaign generates one gift code
 * per recipient in the approving transaction (100,000 take about 3 s idle, several times that under load), a CSV
 * import writes up to `IMPORT_MAX_ROWS` recipients, a template copies its recipients. Two minutes leave room for a
 * loaded machine and stay below the services' own limit (Node's `requestTimeout`, 300 s; no statement timeout).
 */
export const BULK_REQUEST_TIMEOUT_MS = 120_000;

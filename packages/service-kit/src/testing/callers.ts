import { randomUUID } from 'node:crypto';
import type { UserContext } from '@cadeau/contracts';
import type request from 'supertest';
import { signInternalCall } from '../internal-call';
import { signUserContext } from '../user-context';

/** Who a test request is by: a user context as the gateway signs it (without the signing time). */
export type Caller = Omit<UserContext, 'iat'>;

export interface MemberFields {
  organizationId: string;
  roles: string[];
  features: string[];
  language: string;
}

/**
 * A signed-in member of one organisation with the given roles (an admin by default) and features (by default
 * the one feature the service under test serves, e.g. `giver` for svc-campaign, `seller` for svc-catalog).
 */
export function member(defaultFeature: string, fields: Partial<MemberFields> = {}): Caller {
  const organizationId = fields.organizationId ?? randomUUID();
  return {
    userId: randomUUID(),
    sessionId: randomUUID(),
    roles: [],
    organizations: [
      { id: organizationId, roles: fields.roles ?? ['admin'], features: fields.features ?? [defaultFeature] },
    ],
    currentOrganizationId: organizationId,
    impersonatorId: null,
    language: fields.language ?? 'en',
  };
}

/** A platform administrator without an organisation. */
export function platformAdmin(): Caller {
  return {
    userId: randomUUID(),
    sessionId: randomUUID(),
    roles: ['platformAdmin'],
    organizations: [],
    currentOrganizationId: null,
    impersonatorId: null,
    language: 'en',
  };
}

/** `as(caller)`: the headers of a request by `caller`, signed with `secret` as the gateway would. */
export const signedAs = (secret: string) => (caller: Caller) => signUserContext(caller, secret);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `internalCall(method, path, body?, idempotencyKey?)`: a signed call of another service to the service under
 * test (its internal routes), as service-kit's internal client sends it: the JSON body, the caller `svc-test`,
 * the current time.
 */
export function internalCaller(secret: string, http: () => ReturnType<typeof request>) {
  return function internalCall(method: Method, path: string, body?: unknown, idempotencyKey?: string) {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestampSec = Math.floor(Date.now() / 1000);
    const signed = signInternalCall(secret, {
      method,
      path,
      body: text,
      caller: 'svc-test',
      timestampSec,
      idempotencyKey,
    });
    const req = http()[method.toLowerCase() as Lowercase<Method>](path).set(signed);
    return body === undefined ? req : req.set('content-type', 'application/json').send(text);
  };
}

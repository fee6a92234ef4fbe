import type { UserContext } from '@cadeau/contracts';
import { signUserContext } from '../user-context';

export const basicPersonaNames = ['anonymous', 'user', 'orgAdmin', 'platformAdmin'] as const;
export type BasicPersona = (typeof basicPersonaNames)[number];

/** The organisation the `orgAdmin` persona administers (and has as its current one). */
export const BASIC_ORGANIZATION_ID = '33333333-3333-4333-8333-333333333333';

const base = {
  sessionId: '22222222-2222-4222-8222-222222222222',
  currentOrganizationId: null,
  impersonatorId: null,
  language: 'en',
  roles: [] as string[],
  organizations: [] as UserContext['organizations'],
};

/** User contexts of the basic personas: a plain user, an organisation admin, a platform administrator. */
export const basicContexts: Record<Exclude<BasicPersona, 'anonymous'>, Omit<UserContext, 'iat'>> = {
  user: { ...base, userId: '11111111-1111-4111-8111-111111111101' },
  orgAdmin: {
    ...base,
    userId: '11111111-1111-4111-8111-111111111102',
    organizations: [{ id: BASIC_ORGANIZATION_ID, roles: ['admin'], features: ['giver'] }],
    currentOrganizationId: BASIC_ORGANIZATION_ID,
  },
  platformAdmin: { ...base, userId: '11111111-1111-4111-8111-111111111103', roles: ['platformAdmin'] },
};

/** Who of the basic personas passes each user rule (service-kit `checkAccess`). */
export const basicAllowedBy = {
  public: basicPersonaNames,
  authenticated: ['user', 'orgAdmin', 'platformAdmin'],
  self: ['platformAdmin'],
  orgMember: ['orgAdmin', 'platformAdmin'],
  orgAdmin: ['orgAdmin', 'platformAdmin'],
  platformAdmin: ['platformAdmin'],
} as const satisfies Record<string, readonly BasicPersona[]>;

/**
 * Callers for tests that need no data of their own (no real sessions): anonymous, a plain user, an
 * organisation admin and a platform administrator, with freshly signed context headers.
 */
export function basicPersonaHeaders(persona: BasicPersona, secret: string): Record<string, string> {
  return persona === 'anonymous' ? {} : signUserContext(basicContexts[persona], secret);
}

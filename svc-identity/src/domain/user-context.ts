import { PLATFORM_ADMIN, type UserContext } from '@cadeau/contracts';
import { grantsAccess, type OrganizationStatus } from './organization-status';

/** A user's membership as the rules see it: the organisation, its status and features, the roles held. */
export interface Membership {
  id: string;
  status: OrganizationStatus;
  features: string[];
  roles: string[];
}

export interface ContextUser {
  id: string;
  roles: string[];
  language: 'de' | 'en';
}

export const isPlatformAdmin = (u: { roles: string[] }) => u.roles.includes(PLATFORM_ADMIN);

// A blocked organisation grants nothing: its members act as if they were not in it.
export const activeMemberships = <M extends Membership>(ms: M[]) => ms.filter((m) => grantsAccess(m.status));

/**
 * The session's organisation if the user still belongs to it, else the first one, else none. A platform
 * administrator may look at any organisation, or none (spec section 6), so theirs is kept as chosen.
 */
export function currentOrganizationId(
  memberships: Membership[],
  sessionOrg: string | null,
  platformAdmin = false,
): string | null {
  if (platformAdmin) return sessionOrg;
  const active = activeMemberships(memberships);
  if (sessionOrg && active.some((m) => m.id === sessionOrg)) return sessionOrg;
  return active[0]?.id ?? null;
}

export interface SessionFacts {
  id: string;
  current_organization_id: string | null;
  impersonator_id: string | null;
}

/** What the gateway signs and forwards for this session (UserContext without iat). */
export function userContextFor(
  user: ContextUser,
  memberships: Membership[],
  session: SessionFacts,
): Omit<UserContext, 'iat'> {
  return {
    userId: user.id,
    sessionId: session.id,
    roles: user.roles,
    organizations: activeMemberships(memberships).map((m) => ({ id: m.id, roles: m.roles, features: m.features })),
    currentOrganizationId: currentOrganizationId(
      memberships,
      session.current_organization_id,
      user.roles.includes(PLATFORM_ADMIN),
    ),
    impersonatorId: session.impersonator_id,
    language: user.language,
  };
}

import { ErrorKeys, PLATFORM_ADMIN, type MyUser, type UserContext } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
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

/**
 * GET /user/myuser's answer (and login's, PUT /user's) from the user as read, their memberships (the organisation's
 * name, status and features, the roles held) and the session; a user who is gone is 404 `error.noUserFound`.
 */
export function myUserOf(
  user: (ContextUser & { first_name: string; last_name: string; email: string }) | undefined,
  memberships: (Membership & { name: string })[],
  session: SessionFacts,
): MyUser {
  if (!user) throw errors.notFound(ErrorKeys.noUserFound);
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    language: user.language,
    roles: user.roles,
    isPlatformAdmin: user.roles.includes(PLATFORM_ADMIN),
    organizations: memberships.map((m) => ({
      id: m.id,
      name: m.name,
      status: m.status,
      roles: m.roles,
      features: m.features,
    })),
    currentOrganizationId: currentOrganizationId(
      memberships,
      session.current_organization_id,
      user.roles.includes(PLATFORM_ADMIN),
    ),
    inpersonated: session.impersonator_id !== null,
    sessionId: session.id,
  };
}

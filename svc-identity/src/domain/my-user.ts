import { PLATFORM_ADMIN, type MyUser } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { errors } from '@cadeau/service-kit';
import { currentOrganizationId, type SessionFacts } from './user-context';
import { findUserById, membershipsOf } from './users';

/** GET /user/myuser and the answers of login and PUT /user: the current user as the front end holds it. */
export async function loadMyUser(db: Knex, userId: string, session: SessionFacts): Promise<MyUser> {
  // Both reads at once on two pooled connections: this is the most frequent call of the platform.
  const [user, memberships] = await Promise.all([findUserById(db, userId), membershipsOf(db, userId)]);
  if (!user) throw errors.notFound('error.noUserFound');
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    language: user.language,
    roles: user.roles,
    isPlatformAdmin: user.roles.includes(PLATFORM_ADMIN),
    organizations: memberships.map((m) => ({ id: m.id, name: m.name, status: m.status, roles: m.roles, features: m.features })),
    currentOrganizationId: currentOrganizationId(memberships, session.current_organization_id, user.roles.includes(PLATFORM_ADMIN)),
    inpersonated: session.impersonator_id !== null,
    sessionId: session.id,
  };
}

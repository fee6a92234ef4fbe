import type { Knex } from 'knex';
import { audit } from './audit';
import { announceUsers, type AddEvent } from './outbox';

export async function addMembership(
  trx: Knex.Transaction,
  userId: string,
  organizationId: string,
  roles: string[],
): Promise<void> {
  await trx('memberships').insert({ user_id: userId, organization_id: organizationId, roles });
}

export async function isMember(db: Knex, userId: string, organizationId: string): Promise<boolean> {
  return Boolean(await db('memberships').where({ user_id: userId, organization_id: organizationId }).first('user_id'));
}

/** Whether the organisation has a member with this login address. */
export async function hasMemberWithEmail(db: Knex, organizationId: string, email: string): Promise<boolean> {
  return Boolean(
    await db('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.organization_id': organizationId, 'u.email': email })
      .first('u.id'),
  );
}

/** The member's roles, locked; undefined when the user is not a member. */
export async function lockMembership(
  trx: Knex.Transaction,
  userId: string,
  organizationId: string,
): Promise<{ roles: string[] } | undefined> {
  return trx('memberships').where({ user_id: userId, organization_id: organizationId }).forUpdate().first('roles');
}

export async function setMemberRoles(
  trx: Knex.Transaction,
  userId: string,
  organizationId: string,
  roles: string[],
): Promise<void> {
  await trx('memberships').where({ user_id: userId, organization_id: organizationId }).update({ roles });
}

/** Removes a membership; returns the roles it had, or undefined when there was none. */
export async function removeMembership(
  trx: Knex.Transaction,
  userId: string,
  organizationId: string,
): Promise<string[] | undefined> {
  const [removed] = await trx('memberships')
    .where({ user_id: userId, organization_id: organizationId })
    .delete()
    .returning('roles');
  return removed?.roles;
}

/**
 * PUT /organization/user's write under the membership's lock: the member's new roles, audited with old and new
 * roles, `user.updated` for the gateway. False for someone who is not a member (nothing is written).
 */
export function changeMemberRoles(
  kit: { db: Knex; addEvent: AddEvent },
  m: { userId: string; organizationId: string; roles: string[] },
  by: { actorId: string; ip: string },
): Promise<boolean> {
  return kit.db.transaction(async (trx) => {
    const membership = await lockMembership(trx, m.userId, m.organizationId);
    if (!membership) return false;
    await setMemberRoles(trx, m.userId, m.organizationId, m.roles);
    const entry = { entity: 'membership', entityId: m.userId, organizationId: m.organizationId, ip: by.ip };
    const value = { roles: { from: membership.roles, to: m.roles } };
    await audit(trx, { userId: by.actorId, action: 'update', ...entry, value });
    await announceUsers(trx, kit.addEvent, [m.userId]);
    return true;
  });
}

/**
 * POST /organization/user/remove's write: the membership, its audit entry, `user.updated`. False for a
 * non-member (nothing is written).
 */
export function removeMember(
  kit: { db: Knex; addEvent: AddEvent },
  m: { userId: string; organizationId: string },
  by: { actorId: string; ip: string },
): Promise<boolean> {
  return kit.db.transaction(async (trx) => {
    const roles = await removeMembership(trx, m.userId, m.organizationId);
    if (!roles) return false;
    const entry = { entity: 'membership', entityId: m.userId, organizationId: m.organizationId, value: { roles } };
    await audit(trx, { userId: by.actorId, action: 'delete', ...entry, ip: by.ip });
    await announceUsers(trx, kit.addEvent, [m.userId]);
    return true;
  });
}

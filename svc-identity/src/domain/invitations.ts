import type { Knex } from 'knex';
import { hashLinkToken } from './tokens';

export interface InvitationRow {
  id: string;
  organization_id: string;
  email: string;
  roles: string[];
  status: 'pending' | 'accepted';
  invited_by: string | null;
  accepted_by: string | null;
  created_at: Date;
  accepted_at: Date | null;
}

/** The invitation of a mailed token, locked: two acceptances of one link cannot both succeed. */
export function findInvitationByTokenForUpdate(trx: Knex.Transaction, token: string): Promise<InvitationRow | undefined> {
  return trx('invitations').where({ token_hash: hashLinkToken(token) }).forUpdate().first() as Promise<InvitationRow | undefined>;
}

/** Organisations an invitation can still link to: not blocked and not rejected. */
export async function linkableOrganization(trx: Knex.Transaction, organizationId: string) {
  const org = await trx('organizations').where({ id: organizationId }).first('id', 'name', 'status');
  return org && org.status !== 'blocked' && org.status !== 'rejected' ? (org as { id: string; name: string; status: string }) : null;
}

/** Adds the membership and marks the invitation accepted, in the caller's transaction. */
export async function acceptInvitation(trx: Knex.Transaction, inv: InvitationRow, userId: string): Promise<void> {
  await trx('memberships').insert({ user_id: userId, organization_id: inv.organization_id, roles: inv.roles });
  await trx('invitations').where({ id: inv.id }).update({ status: 'accepted', accepted_by: userId, accepted_at: trx.fn.now() });
}

/** Invitations with their organisation and inviter names, for the answers. */
export function invitationQuery(db: Knex): Knex.QueryBuilder {
  return db('invitations as i')
    .join('organizations as o', 'o.id', 'i.organization_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select('i.*', 'o.name as organization_name', 'u.first_name as inviter_first_name', 'u.last_name as inviter_last_name');
}

export function toInvitation(r: InvitationRow & { organization_name: string; inviter_first_name: string | null; inviter_last_name: string | null }) {
  return {
    id: r.id,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    email: r.email,
    roles: r.roles as ('admin' | 'manager' | 'designer' | 'user')[],
    status: r.status,
    invitedBy: r.invited_by ? { id: r.invited_by, name: `${r.inviter_first_name ?? ''} ${r.inviter_last_name ?? ''}`.trim() } : null,
    createdAt: new Date(r.created_at).toISOString(),
    acceptedAt: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
  };
}

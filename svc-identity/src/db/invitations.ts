import type { invitationListQuery } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { invitationOrganizationOf, planInvitation, withdrawableInvitation } from '../domain/invitation';
import { hashLinkToken, newLinkToken } from '../domain/tokens';
import { organizationTakingMembers, type OrganizationStatus } from '../domain/organization-status';
import { audit } from './audit';
import { pageQuery } from '@cadeau/service-kit';
import { claimMailOrRefuse } from './mail-throttle';
import { addMembership, hasMemberWithEmail } from './memberships';
import type { Outbox } from './outbox';
import { findUserById } from './users';

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
export function findInvitationByTokenForUpdate(
  trx: Knex.Transaction,
  token: string,
): Promise<InvitationRow | undefined> {
  return trx('invitations')
    .where({ token_hash: hashLinkToken(token) })
    .forUpdate()
    .first() as Promise<InvitationRow | undefined>;
}

/** The organisation an invitation links to, as it is (none when it is gone). */
export function organizationOfInvitation(
  trx: Knex.Transaction,
  inv: { organization_id: string },
): Promise<{ id: string; name: string; status: OrganizationStatus } | undefined> {
  return trx('organizations').where({ id: inv.organization_id }).first('id', 'name', 'status');
}

/**
 * The organisation an invitation links to; 409 `organizationLinkingFailed` when it no longer takes
 * members (blocked or rejected: domain `organizationTakingMembers`).
 */
export async function invitingOrganization(trx: Knex.Transaction, inv: { organization_id: string }) {
  return organizationTakingMembers(await organizationOfInvitation(trx, inv));
}

/** Adds the membership, marks the invitation accepted and audits it, in the caller's transaction. */
export async function acceptInvitation(
  trx: Knex.Transaction,
  inv: InvitationRow,
  userId: string,
  ip: string | null,
): Promise<void> {
  await addMembership(trx, userId, inv.organization_id, inv.roles);
  await trx('invitations')
    .where({ id: inv.id })
    .update({ status: 'accepted', accepted_by: userId, accepted_at: trx.fn.now() });
  const value = { status: { from: 'pending', to: 'accepted' } };
  const entry = { entity: 'invitation', entityId: inv.id, organizationId: inv.organization_id, value };
  await audit(trx, { userId, action: 'update', ...entry, ip });
}

/** Invitations with their organisation and inviter names, for the answers. */
export function invitationQuery(db: Knex): Knex.QueryBuilder {
  return db('invitations as i')
    .join('organizations as o', 'o.id', 'i.organization_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(
      'i.*',
      'o.name as organization_name',
      'u.first_name as inviter_first_name',
      'u.last_name as inviter_last_name',
      'u.email as inviter_email',
    );
}

export function toInvitation(
  r: InvitationRow & {
    organization_name: string;
    inviter_first_name: string | null;
    inviter_last_name: string | null;
    inviter_email: string | null;
  },
) {
  return {
    id: r.id,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    email: r.email,
    roles: r.roles as ('admin' | 'manager' | 'designer' | 'user')[],
    status: r.status,
    invitedBy: r.invited_by
      ? {
          id: r.invited_by,
          name: `${r.inviter_first_name ?? ''} ${r.inviter_last_name ?? ''}`.trim(),
          ...(r.inviter_email ? { email: r.inviter_email } : {}),
        }
      : null,
    createdAt: new Date(r.created_at).toISOString(),
    acceptedAt: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
  };
}

/** What the invitation screen shows before acceptance: a pending invitation of a token with its organisation. */
export function invitationPreviewOf(db: Knex, token: string) {
  return db('invitations as i')
    .join('organizations as o', 'o.id', 'i.organization_id')
    .where('i.token_hash', hashLinkToken(token))
    .first('i.email', 'i.roles', 'i.status', 'i.created_at', 'o.name') as Promise<
    { email: string; roles: string[]; status: InvitationRow['status']; created_at: Date; name: string } | undefined
  >;
}

/** The pending invitation of an address in an organisation, locked: renewals of it are serialised. */
export function pendingInvitationFor(
  trx: Knex.Transaction,
  organizationId: string,
  email: string,
): Promise<InvitationRow | undefined> {
  return trx('invitations')
    .where({ organization_id: organizationId, email, status: 'pending' })
    .forUpdate()
    .first() as Promise<InvitationRow | undefined>;
}

/**
 * Renews the given pending invitation (new token, roles and inviter, created now) or, without one, inserts
 * a new invitation. Returns its id and whether it was renewed.
 */
export async function saveInvitation(
  trx: Knex.Transaction,
  invitation: { organizationId: string; email: string; roles: string[]; token: string; invitedBy: string },
  pending: { id: string } | undefined,
): Promise<{ id: string; renewed: boolean }> {
  const { organizationId, email } = invitation;
  const values = {
    roles: invitation.roles,
    token_hash: hashLinkToken(invitation.token),
    invited_by: invitation.invitedBy,
    created_at: trx.fn.now(),
  };
  const [row] = pending
    ? await trx('invitations').where({ id: pending.id }).update(values).returning('id')
    : await trx('invitations')
        .insert({ organization_id: organizationId, email, ...values })
        .returning('id');
  return { id: row.id as string, renewed: Boolean(pending) };
}

/** An invitation of this organisation (a malformed id finds none), optionally locked. */
export function findInvitation(
  db: Knex,
  organizationId: string,
  id: string,
  lock = false,
): Promise<InvitationRow | undefined> {
  const q = db<InvitationRow>('invitations').where({ id, organization_id: organizationId });
  if (lock) q.forUpdate();
  return q.first() as Promise<InvitationRow | undefined>;
}

/** The organisation an invitation belongs to; 404 `invitation.notFound` for an unknown one (`invitationOrganizationOf`). */
export async function findInvitationOrganization(db: Knex, id: string): Promise<string> {
  const row: { organization_id: string } | undefined = await db('invitations').where({ id }).first('organization_id');
  return invitationOrganizationOf(row);
}

export async function deleteInvitation(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('invitations').where({ id }).delete();
}

/** The organisation's invitations, newest first. */
export async function invitationsOf(db: Knex, organizationId: string) {
  const rows = await invitationQuery(db)
    .where('i.organization_id', organizationId)
    .orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id' }]);
  return rows.map(toInvitation);
}

/** One invitation as answered, only within `organizationId` when given. */
export async function invitationById(db: Knex, id: string, organizationId?: string) {
  const q = invitationQuery(db).where('i.id', id);
  if (organizationId) q.where('i.organization_id', organizationId);
  const row = await q.first();
  return row ? toInvitation(row) : undefined;
}

const spec = {
  sortColumns: { createdAt: 'i.created_at', email: 'i.email', status: 'i.status' },
  searchColumns: ['i.email', 'o.name'],
  tieBreaker: 'i.id',
};

export function invitationPage(db: Knex, q: z.infer<typeof invitationListQuery>) {
  const base = invitationQuery(db);
  if (q.status) base.where('i.status', q.status);
  if (q.organizationId) base.where('i.organization_id', q.organizationId);
  return pageQuery(base, q, spec, toInvitation);
}

/** The invitation mail with the link token, in the inviter's language, signed with the inviter's name. */
export async function queueInvitationMail(
  kit: Outbox,
  trx: Knex.Transaction,
  inv: { id: string; email: string; token: string; invitedBy: string; organizationName: string; locale: string },
): Promise<void> {
  const inviter = await findUserById(trx, inv.invitedBy);
  await kit.queueMail(trx, {
    template: 'invitation',
    locale: inv.locale === 'en' ? 'en' : 'de',
    to: inv.email,
    idempotencyKey: `identity:invitation:${inv.id}:${hashLinkToken(inv.token).toString('hex').slice(0, 16)}`,
    data: {
      organizationName: inv.organizationName,
      inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : inv.organizationName,
      token: inv.token,
    },
  });
}

/**
 * POST /organization/invitation's write under the pending invitation's lock: domain `planInvitation` on the
 * organisation, whether the address is a member and its pending invitation (the organisation takes members, the
 * address is no member yet, a renewal as `assertMayRenew` allows), the mail throttle and a pending organisation's
 * quota allow the mail (`claimMailOrRefuse`: 429 or 403); then the invitation with a new link, its mail and
 * its audit entry (`update` for a renewal). Answers the invitation's id.
 */
export function inviteToOrganization(
  kit: Outbox & { db: Knex },
  organizationId: string,
  invite: { email: string; roles: string[] },
  inviter: { userId: string; isAdmin: boolean; locale: string },
  ip: string,
): Promise<string> {
  const { email, roles } = invite;
  return kit.db.transaction(async (trx) => {
    const read = {
      organization: await organizationOfInvitation(trx, { organization_id: organizationId }),
      addressIsMember: await hasMemberWithEmail(trx, organizationId, email),
      pending: await pendingInvitationFor(trx, organizationId, email),
    };
    const plan = planInvitation(read, inviter, invite);
    await claimMailOrRefuse(trx, 'invitation', plan.mailCountedAgainst);
    const invitation = { organizationId, email, roles, token: newLinkToken(), invitedBy: inviter.userId };
    const saved = await saveInvitation(trx, invitation, plan.renews);
    const mail = { ...invitation, id: saved.id, organizationName: plan.organization.name, locale: inviter.locale };
    await queueInvitationMail(kit, trx, mail);
    const entry = { entity: 'invitation', entityId: saved.id, organizationId, value: { email, roles }, ip };
    await audit(trx, { userId: inviter.userId, action: saved.renewed ? 'update' : 'insert', ...entry });
    return saved.id;
  });
}

/**
 * DELETE /organization/invitation/{id}'s write under the invitation's lock: only a pending one of the organisation
 * (domain `withdrawableInvitation`: 404 for none, 409 for one no longer pending), audited.
 */
export function withdrawInvitation(
  kit: { db: Knex },
  organizationId: string,
  invitationId: string,
  by: { actorId: string; ip: string },
): Promise<void> {
  return kit.db.transaction(async (trx) => {
    const row = withdrawableInvitation(await findInvitation(trx, organizationId, invitationId, true));
    await deleteInvitation(trx, row.id);
    const value = { email: row.email, roles: row.roles };
    const entry = { entity: 'invitation', entityId: row.id, organizationId, value, ip: by.ip };
    await audit(trx, { userId: by.actorId, action: 'delete', ...entry });
  });
}

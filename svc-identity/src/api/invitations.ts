import { ErrorKeys, invitationListQuery } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { z } from 'zod';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { currentOrgOf, isOrgAdmin } from '../domain/current-organization';
import { invitationQuery, linkableOrganization, toInvitation } from '../domain/invitations';
import { pageQuery } from '../domain/list';
import { queueMail } from '../domain/mail';
import { hashLinkToken, newLinkToken } from '../domain/tokens';
import { findUserById } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

const isUuid = (v: string) => z.string().uuid().safeParse(v).success;

/** GET /organization/invitation: the current organisation's invitations, newest first. */
export function registerListInvitations({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/organization/invitation'), async (_ctx, { user }) => {
    const rows = await invitationQuery(kit.db).where('i.organization_id', currentOrgOf(user!)).orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id' }]);
    return rows.map(toInvitation);
  });
}

/**
 * POST /organization/invitation: any member may invite (spec section 6); only admins may give roles
 * beyond `user`. Inviting an address again renews the pending invitation and mails a new link.
 */
export function registerCreateInvitation({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/organization/invitation'), async (ctx, { body, user }) => {
    const me = user!;
    const orgId = currentOrgOf(me);
    const roles = [...new Set(body.roles)];
    if (!isOrgAdmin(me) && (roles.length !== 1 || roles[0] !== 'user')) throw errors.forbidden(ErrorKeys.invitation.rolesNotAllowed);
    const token = newLinkToken();
    const id = await kit.db.transaction(async (trx) => {
      const org = await linkableOrganization(trx, orgId);
      if (!org) throw new DomainError(409, ErrorKeys.invitation.organizationLinkingFailed);
      const member = await trx('memberships as m').join('users as u', 'u.id', 'm.user_id').where({ 'm.organization_id': orgId, 'u.email': body.email }).first('u.id');
      if (member) throw errors.conflict(ErrorKeys.invitation.userAlreadyInOrganization);
      const existing = await trx('invitations').where({ organization_id: orgId, email: body.email, status: 'pending' }).forUpdate().first('id');
      const values = { roles, token_hash: hashLinkToken(token), invited_by: actorOf(me), created_at: trx.fn.now() };
      const [row] = existing
        ? await trx('invitations').where({ id: existing.id }).update(values).returning('id')
        : await trx('invitations').insert({ organization_id: orgId, email: body.email, ...values }).returning('id');
      const inviter = await findUserById(trx, actorOf(me));
      await queueMail(kit, trx, {
        template: 'invitation',
        locale: me.language === 'en' ? 'en' : 'de',
        to: body.email,
        idempotencyKey: `identity:invitation:${row.id}:${hashLinkToken(token).toString('hex').slice(0, 16)}`,
        data: { organizationName: org.name, inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : org.name, token },
      });
      await audit(trx, { userId: actorOf(me), action: existing ? 'update' : 'insert', entity: 'invitation', entityId: row.id, organizationId: orgId, value: { email: body.email, roles }, ip: clientInfo(ctx).ip });
      return row.id as string;
    });
    ctx.status = 201;
    return toInvitation(await invitationQuery(kit.db).where('i.id', id).first());
  });
}

/** GET /organization/invitation/list (platform administrators): every invitation, paginated, sorted, filtered. */
export function registerAllInvitations({ kit }: IdentityDeps) {
  const spec = { sortColumns: { createdAt: 'i.created_at', email: 'i.email', status: 'i.status' }, searchColumns: ['i.email', 'o.name'], tieBreaker: 'i.id' };
  kit.route(routeOf('GET', '/organization/invitation/list'), async (_ctx, { query }) => {
    const q = invitationListQuery.parse(query);
    const base = invitationQuery(kit.db);
    if (q.status) base.where('i.status', q.status);
    if (q.organizationId) base.where('i.organization_id', q.organizationId);
    return pageQuery(base, q, spec, toInvitation);
  });
}

/** GET /organization/invitation/{invitationId}: only an invitation of the current organisation. */
export function registerGetInvitation({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/organization/invitation/{invitationId}'), async (_ctx, { params, user }) => {
    const orgId = currentOrgOf(user!);
    const row = isUuid(params.invitationId) ? await invitationQuery(kit.db).where({ 'i.id': params.invitationId, 'i.organization_id': orgId }).first() : undefined;
    if (!row) throw errors.notFound(ErrorKeys.invitation.notFound);
    return toInvitation(row);
  });
}

/** DELETE /organization/invitation/{invitationId} (organisation admins): only pending ones. */
export function registerDeleteInvitation({ kit }: IdentityDeps) {
  kit.route(routeOf('DELETE', '/organization/invitation/{invitationId}'), async (ctx, { params, user }) => {
    const me = user!;
    const orgId = currentOrgOf(me);
    await kit.db.transaction(async (trx) => {
      const row = isUuid(params.invitationId) ? await trx('invitations').where({ id: params.invitationId, organization_id: orgId }).forUpdate().first() : undefined;
      if (!row) throw errors.notFound(ErrorKeys.invitation.notFound);
      if (row.status !== 'pending') throw errors.conflict(ErrorKeys.invitation.cannotDeleteNonPending);
      await trx('invitations').where({ id: row.id }).delete();
      await audit(trx, { userId: actorOf(me), action: 'delete', entity: 'invitation', entityId: row.id, organizationId: orgId, value: { email: row.email, roles: row.roles }, ip: clientInfo(ctx).ip });
    });
    return undefined;
  });
}

import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { announceUsers } from '../domain/announce';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { acceptInvitation, findInvitationByTokenForUpdate, linkableOrganization } from '../domain/invitations';
import { notify } from '../domain/notifications';
import { verifyPassword } from '../domain/passwords';
import { hashLinkToken } from '../domain/tokens';
import { findUserByEmail, findUserById, type UserRow } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** POST /organization/invitation/preview: organisation, address and whether an account exists (the screen offers login or registration). */
export function registerInvitationPreview({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/organization/invitation/preview'), async (_ctx, { body }) => {
    const row = await kit.db('invitations as i').join('organizations as o', 'o.id', 'i.organization_id').where('i.token_hash', hashLinkToken(body.token)).first('i.email', 'i.roles', 'i.status', 'o.name');
    if (!row || row.status !== 'pending') throw errors.notFound(ErrorKeys.invitation.notFound);
    return { organizationName: row.name, email: row.email, roles: row.roles, accountExists: Boolean(await findUserByEmail(kit.db, row.email)) };
  });
}

/**
 * POST /organization/invitation/accept: an existing account joins the inviting organisation. The
 * invited account accepts either logged in, or by giving its e-mail and password (counted like logins).
 * Someone logged in as another account must log in as the invited one (or switch accounts).
 */
export function registerAcceptInvitation({ kit, limiter }: IdentityDeps) {
  kit.route(routeOf('POST', '/organization/invitation/accept'), async (ctx, { body, user }) => {
    if (!body.token) throw errors.badRequest(ErrorKeys.invitation.idMissing);
    const token = body.token;
    const ip = clientInfo(ctx).ip;
    let account: UserRow | undefined;
    if (user) {
      account = await findUserById(kit.db, user.userId);
    } else {
      if (!body.email) throw errors.badRequest(ErrorKeys.invitation.noEmail);
      if (!body.password) throw errors.badRequest(ErrorKeys.invitation.noPassword);
      const lockedFor = await limiter.lockedFor(body.email, ip);
      if (lockedFor > 0) {
        ctx.set('retry-after', String(lockedFor));
        throw errors.tooManyRequests();
      }
      account = await findUserByEmail(kit.db, body.email);
      if (!(await verifyPassword(account?.password_hash, body.password)) || !account) {
        await limiter.recordFailure(body.email, ip);
        throw new DomainError(401, ErrorKeys.login.invalidCredentials);
      }
      await limiter.reset(body.email, ip);
    }
    if (!account) throw errors.notFound(ErrorKeys.noUserFound);
    if (account.blocked) throw errors.forbidden(ErrorKeys.userBlocked);
    const me = account;
    return kit.db.transaction(async (trx) => {
      const inv = await findInvitationByTokenForUpdate(trx, token);
      if (!inv || inv.status !== 'pending') throw errors.notFound(ErrorKeys.invitation.notFound);
      if (inv.email !== me.email) throw errors.forbidden(user ? ErrorKeys.invitation.userNotAuthorized : ErrorKeys.invitation.emailMismatch);
      const org = await linkableOrganization(trx, inv.organization_id);
      if (!org) throw new DomainError(409, ErrorKeys.invitation.organizationLinkingFailed);
      if (await trx('memberships').where({ user_id: me.id, organization_id: org.id }).first('user_id')) throw errors.conflict(ErrorKeys.invitation.userAlreadyInOrganization);
      await acceptInvitation(trx, inv, me.id);
      await audit(trx, { userId: me.id, action: 'update', entity: 'invitation', entityId: inv.id, organizationId: org.id, value: { status: { from: 'pending', to: 'accepted' } }, ip });
      await announceUsers(trx, kit.addEvent, [me.id]);
      if (inv.invited_by) {
        await notify(kit, trx, [inv.invited_by], { type: 'notification.invitationAccepted', data: { email: me.email, organizationName: org.name }, path: '/cockpit/my-organization/users', organizationId: org.id });
      }
      return { organizationId: org.id, organizationName: org.name };
    });
  });
}

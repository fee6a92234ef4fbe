import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { acceptInvitation, findInvitationByTokenForUpdate, linkableOrganization } from '../domain/invitations';
import { notify } from '../domain/notifications';
import { hashPassword } from '../domain/passwords';
import { findUserByEmail } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /auth/registration: a new account only through an invitation link. The address is the invited
 * one and counts as confirmed (the link arrived there); the invitation is accepted in the same
 * transaction. The user then logs in.
 */
export function registerRegistration({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/auth/registration'), async (ctx, { body }) => {
    if (body.password !== body.passwordConfirmation) throw errors.badRequest(ErrorKeys.registration.passwordMismatch);
    const passwordHash = await hashPassword(body.password);
    const result = await kit.db.transaction(async (trx) => {
      const inv = await findInvitationByTokenForUpdate(trx, body.token);
      if (!inv || inv.status !== 'pending') throw errors.notFound(ErrorKeys.invitation.notFound);
      if (body.email && body.email !== inv.email) throw errors.badRequest(ErrorKeys.invitation.emailMismatch);
      // The e-mail is not a password: refuse the obvious guess.
      if (body.password.trim().toLowerCase() === inv.email) throw errors.badRequest(ErrorKeys.registration.invalidCredentials);
      if (await findUserByEmail(trx, inv.email)) throw new DomainError(409, ErrorKeys.registration.userExists);
      const org = await linkableOrganization(trx, inv.organization_id);
      if (!org) throw new DomainError(409, ErrorKeys.invitation.organizationLinkingFailed);
      const [user] = await trx('users')
        .insert({
          email: inv.email,
          first_name: body.firstName,
          last_name: body.lastName,
          language: body.language,
          password_hash: passwordHash,
          email_confirmed_at: trx.fn.now(),
        })
        .returning(['id', 'email']);
      await acceptInvitation(trx, inv, user.id);
      const ip = clientInfo(ctx).ip;
      await audit(trx, { userId: user.id, action: 'insert', entity: 'user', entityId: user.id, value: { email: user.email, via: 'invitation' }, ip });
      await audit(trx, { userId: user.id, action: 'update', entity: 'invitation', entityId: inv.id, organizationId: org.id, value: { status: { from: 'pending', to: 'accepted' } }, ip });
      await kit.addEvent(trx, 'user.registered', { userId: user.id, organizationId: org.id });
      if (inv.invited_by) {
        await notify(kit, trx, [inv.invited_by], { type: 'notification.invitationAccepted', data: { email: user.email, organizationName: org.name }, path: '/cockpit/my-organization/users', organizationId: org.id });
      }
      return { userId: user.id as string, email: user.email as string, organizationId: org.id };
    });
    ctx.status = 201;
    return result;
  });
}

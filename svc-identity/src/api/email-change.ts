import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { EMAIL_CHANGE_TTL_HOURS, openEmailChangeOf, toEmailChangeStatus, type EmailChangeRow } from '../domain/email-changes';
import { queueMail } from '../domain/mail';
import { verifyPassword } from '../domain/passwords';
import { hashLinkToken, newLinkToken } from '../domain/tokens';
import { findUserByEmail, findUserById } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /user/email-change: starts a change (replacing an open one). The current address gets a link to
 * confirm (or cancel), the new address a link to confirm; the current address stays the login until both
 * are confirmed.
 */
export function registerEmailChange({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/user/email-change'), async (ctx, { body, user }) => {
    const me = user!;
    if (me.impersonatorId) throw errors.forbidden(ErrorKeys.user.impersonationForbidden);
    const current = await findUserById(kit.db, me.userId);
    if (!current) throw errors.notFound(ErrorKeys.noUserFound);
    if (!(await verifyPassword(current.password_hash, body.password))) throw errors.badRequest(ErrorKeys.password.oldPasswordInvalid);
    if (body.newEmail === current.email) throw errors.badRequest(ErrorKeys.emailChange.sameEmail);
    if (await findUserByEmail(kit.db, body.newEmail)) throw new DomainError(409, ErrorKeys.emailChange.emailInUse);
    const oldToken = newLinkToken();
    const newToken = newLinkToken();
    const row = await kit.db.transaction(async (trx) => {
      await trx('email_changes').where({ user_id: me.userId }).whereNull('completed_at').whereNull('cancelled_at').update({ cancelled_at: trx.fn.now() });
      const [created] = await trx<EmailChangeRow>('email_changes')
        .insert({
          user_id: me.userId,
          old_email: current.email,
          new_email: body.newEmail,
          old_token_hash: hashLinkToken(oldToken),
          new_token_hash: hashLinkToken(newToken),
          expires_at: trx.raw(`now() + make_interval(hours => ?)`, [EMAIL_CHANGE_TTL_HOURS]),
        } as never)
        .returning('*');
      const base = { locale: current.language, idempotencyKey: '' };
      await queueMail(kit, trx, { ...base, template: 'emailChangeOld', to: current.email, idempotencyKey: `identity:emailChangeOld:${created.id}`, data: { firstName: current.first_name, newEmail: body.newEmail, token: oldToken } });
      await queueMail(kit, trx, { ...base, template: 'emailChangeNew', to: body.newEmail, idempotencyKey: `identity:emailChangeNew:${created.id}`, data: { firstName: current.first_name, token: newToken } });
      await audit(trx, { userId: actorOf(me), action: 'insert', entity: 'emailChange', entityId: created.id, value: { from: current.email, to: body.newEmail }, ip: clientInfo(ctx).ip });
      return created;
    });
    return toEmailChangeStatus(row);
  });
}

/** GET /user/email-change: the caller's open change, for the profile screen. */
export function registerEmailChangeStatus({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/user/email-change'), async (_ctx, { user }) => toEmailChangeStatus(await openEmailChangeOf(kit.db, user!.userId)));
}

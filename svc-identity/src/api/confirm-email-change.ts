import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit';
import { audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { findEmailChangeByTokenForUpdate, toEmailChangeStatus, type EmailChangeRow } from '../domain/email-changes';
import { isExpired } from '../domain/tokens';
import { findUserByEmail } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /user/confirm-email-change: confirms one side with its mailed token (no login needed: the link
 * is the proof). When both sides are confirmed the address switches and the user's contexts refresh.
 */
export function registerConfirmEmailChange({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/user/confirm-email-change'), async (ctx, { body }) => {
    const row = await kit.db.transaction(async (trx) => {
      const found = await findEmailChangeByTokenForUpdate(trx, body.token);
      if (!found || found.row.cancelled_at) throw errors.notFound(ErrorKeys.emailChange.notFound);
      const { row, side } = found;
      if (side === 'old' && row.old_confirmed_at) throw errors.conflict(ErrorKeys.emailChange.currentAlreadyConfirmed);
      if (side === 'new' && row.new_confirmed_at) throw errors.conflict(ErrorKeys.emailChange.newAlreadyConfirmed);
      if (row.completed_at) throw errors.notFound(ErrorKeys.emailChange.notFound);
      if (isExpired(row)) throw new DomainError(410, ErrorKeys.emailChange.expired);
      const column = side === 'old' ? 'old_confirmed_at' : 'new_confirmed_at';
      const [updated] = await trx<EmailChangeRow>('email_changes').where({ id: row.id }).update({ [column]: trx.fn.now() } as never).returning('*');
      const ip = clientInfo(ctx).ip;
      await audit(trx, { userId: row.user_id, action: 'update', entity: 'emailChange', entityId: row.id, value: { confirmed: side }, ip });
      if (!updated.old_confirmed_at || !updated.new_confirmed_at) return updated;
      const taken = await findUserByEmail(trx, row.new_email);
      if (taken && taken.id !== row.user_id) throw new DomainError(409, ErrorKeys.emailChange.emailInUse);
      await trx('users').where({ id: row.user_id }).update({ email: row.new_email, email_confirmed_at: trx.fn.now(), updated_at: trx.fn.now() });
      const [done] = await trx<EmailChangeRow>('email_changes').where({ id: row.id }).update({ completed_at: trx.fn.now() } as never).returning('*');
      await audit(trx, { userId: row.user_id, action: 'update', entity: 'user', entityId: row.user_id, value: { email: { from: row.old_email, to: row.new_email } }, ip });
      await kit.addEvent(trx, 'user.updated', { userId: row.user_id });
      return done;
    });
    return toEmailChangeStatus(row);
  });
}

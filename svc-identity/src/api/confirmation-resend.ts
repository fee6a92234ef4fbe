import { sendConfirmationMail } from '../domain/confirmation';
import { hashLinkToken, issuedRecently } from '../domain/tokens';
import { findUserByEmail, findUserById, type UserRow } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** At most one confirmation mail a minute per account, however often the button is pressed. */
export const CONFIRMATION_MAIL_INTERVAL_SEC = 60;

/**
 * POST /auth/confirmation/resend: a new confirmation mail, found by an (expired) token or by address.
 * Always 204: whether an account exists or is confirmed is not revealed.
 */
export function registerConfirmationResend({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/auth/confirmation/resend'), async (_ctx, { body }) => {
    let user: UserRow | undefined;
    if ('token' in body) {
      const row = await kit.db('user_tokens').where({ purpose: 'confirmation', token_hash: hashLinkToken(body.token) }).first('user_id');
      user = row ? await findUserById(kit.db, row.user_id) : undefined;
    } else {
      user = await findUserByEmail(kit.db, body.email);
    }
    if (!user || user.email_confirmed_at || user.blocked) return undefined;
    if (await issuedRecently(kit.db, user.id, 'confirmation', CONFIRMATION_MAIL_INTERVAL_SEC)) return undefined;
    await kit.db.transaction((trx) => sendConfirmationMail(kit, trx, user));
    return undefined;
  });
}

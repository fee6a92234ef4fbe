import { claimMailSend } from '../db/mail-throttle';
import { issuedRecently, sendConfirmationMail, userIdOfToken } from '../db/user-tokens';
import { findUserByEmail, findUserById } from '../db/users';
import { CONFIRMATION_MAIL_INTERVAL_SEC } from '../domain/tokens';
import { awaitsConfirmation } from '../domain/user';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /auth/confirmation/resend: a new confirmation mail, found by an (expired) token or by address, at
 * most one a minute and within the mail throttle (per address and account, issue 8). Always 204: whether
 * an account exists, is confirmed or was throttled is not revealed.
 */
export const handleConfirmationResend =
  ({ kit }: IdentityDeps): Handler<'POST /auth/confirmation/resend'> =>
  async (_ctx, { body }) => {
    const userId = 'token' in body ? await userIdOfToken(kit.db, 'confirmation', body.token) : undefined;
    const user =
      'token' in body ? userId && (await findUserById(kit.db, userId)) : await findUserByEmail(kit.db, body.email);
    if (!awaitsConfirmation(user)) return undefined;
    if (await issuedRecently(kit.db, user.id, 'confirmation', CONFIRMATION_MAIL_INTERVAL_SEC)) return undefined;
    await kit.db.transaction(async (trx) => {
      const verdict = await claimMailSend(trx, 'confirmation', { recipient: user.email, account: user.id });
      if (verdict.allowed) await sendConfirmationMail(kit, trx, user);
    });
    return undefined;
  };

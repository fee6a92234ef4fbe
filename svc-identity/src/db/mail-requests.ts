import type { Knex } from 'knex';
import { CONFIRMATION_MAIL_INTERVAL_SEC } from '../domain/tokens';
import { awaitsConfirmation, mayResetPassword } from '../domain/user';
import { audit } from './audit';
import { claimMailSend } from './mail-throttle';
import type { Outbox } from './outbox';
import { issuedRecently, sendConfirmationMail, sendPasswordResetMail } from './user-tokens';
import { findUserByEmail } from './users';

/** The anonymous requests by address that mail a link: a password reset, a new confirmation link. */
export type MailRequestPurpose = 'passwordReset' | 'confirmation';

/**
 * The whole write of POST /auth/forgot-password and of POST /auth/confirmation/resend by address: one row,
 * the same for every address, so the answer takes as long whether an account exists or not (issue 8
 * measured 31 ms against 10 ms when the lookup, the token and the mail were part of the request). The
 * mail-request worker does the rest.
 */
export async function recordMailRequest(
  db: Knex,
  purpose: MailRequestPurpose,
  email: string,
  ip: string,
): Promise<void> {
  await db('mail_requests').insert({ purpose, email, ip });
}

export type MailRequestOutcome = 'none' | 'mailed' | 'skipped' | 'failed';

interface MailRequest {
  id: string;
  purpose: MailRequestPurpose;
  email: string;
  ip: string;
}

/**
 * Takes the oldest waiting request (one replica each: `skip locked`) and settles it (`mailLink`). The work
 * runs in a savepoint: when it fails for this request alone (`onError` hears why), the request is still
 * deleted, so one bad row cannot hold up the queue (the person can ask again); when the database is away,
 * nothing commits and the request waits for the next try.
 */
export function settleNextMailRequest(
  kit: Outbox & { db: Knex },
  onError: (err: unknown) => void,
): Promise<MailRequestOutcome> {
  return kit.db.transaction(async (trx) => {
    const [request]: MailRequest[] = await trx('mail_requests')
      .whereIn('id', trx('mail_requests').select('id').orderBy('id').limit(1).forUpdate().skipLocked())
      .delete()
      .returning(['id', 'purpose', 'email', 'ip']);
    if (!request) return 'none';
    try {
      return await trx.transaction((work) => mailLink(kit, work, request));
    } catch (err) {
      onError(err);
      return 'failed';
    }
  });
}

/**
 * A reset link for an account that may reset its password; a new confirmation link for an account that
 * awaits confirmation and got none in the last minute. Either only within the mail throttle (per address
 * and account); for any other address nothing.
 */
async function mailLink(kit: Outbox, trx: Knex.Transaction, request: MailRequest): Promise<MailRequestOutcome> {
  const user = await findUserByEmail(trx, request.email);
  if (request.purpose === 'passwordReset') {
    if (!mayResetPassword(user)) return 'skipped';
    if (!(await claimMailSend(trx, 'passwordReset', { recipient: user.email, account: user.id })).allowed)
      return 'skipped';
    const id = await sendPasswordResetMail(kit, trx, user);
    await audit(trx, { userId: user.id, action: 'insert', entity: 'passwordReset', entityId: id, ip: request.ip });
    return 'mailed';
  }
  if (!awaitsConfirmation(user)) return 'skipped';
  if (await issuedRecently(trx, user.id, 'confirmation', CONFIRMATION_MAIL_INTERVAL_SEC)) return 'skipped';
  if (!(await claimMailSend(trx, 'confirmation', { recipient: user.email, account: user.id })).allowed)
    return 'skipped';
  await sendConfirmationMail(kit, trx, user);
  return 'mailed';
}

/** Requests still waiting for the worker (tests wait for none; an operator can watch it). */
export async function waitingMailRequests(db: Knex): Promise<number> {
  const [{ count }] = await db('mail_requests').count({ count: '*' });
  return Number(count);
}

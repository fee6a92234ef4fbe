import type { EmailChangeStatus } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { hashLinkToken } from './tokens';

/** Both links of an e-mail change work this long. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export interface EmailChangeRow {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  old_confirmed_at: Date | null;
  new_confirmed_at: Date | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  cancelled_at: Date | null;
}

export function openEmailChangeOf(db: Knex, userId: string): Promise<EmailChangeRow | undefined> {
  return db<EmailChangeRow>('email_changes').where({ user_id: userId }).whereNull('completed_at').whereNull('cancelled_at').first();
}

/** The change a mailed token belongs to and which side (old or new address) it confirms; locked. */
export async function findEmailChangeByTokenForUpdate(trx: Knex.Transaction, token: string): Promise<{ row: EmailChangeRow; side: 'old' | 'new' } | undefined> {
  const hash = hashLinkToken(token);
  const row = (await trx('email_changes').where({ old_token_hash: hash }).orWhere({ new_token_hash: hash }).forUpdate().first()) as EmailChangeRow | undefined;
  if (!row) return undefined;
  const isOld = await trx('email_changes').where({ id: row.id, old_token_hash: hash }).first('id');
  return { row, side: isOld ? 'old' : 'new' };
}

export function toEmailChangeStatus(row: EmailChangeRow | undefined): EmailChangeStatus {
  if (!row || row.cancelled_at) return { pending: false, newEmail: null, currentConfirmed: false, newConfirmed: false, completed: false };
  return {
    pending: !row.completed_at,
    newEmail: row.new_email,
    currentConfirmed: Boolean(row.old_confirmed_at),
    newConfirmed: Boolean(row.new_confirmed_at),
    completed: Boolean(row.completed_at),
  };
}

import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { sameId } from './ids';

const columns = { firstName: 'first_name', lastName: 'last_name', language: 'language' } as const;
type Field = keyof typeof columns;
type Column = (typeof columns)[Field];

/**
 * What a profile edit changes: the columns to set and, for the audit log, `{ field: { from, to } }`
 * of the contract's field names. Fields left out or unchanged are not part of it.
 */
export function profileChanges(current: Record<Column, string>, body: Partial<Record<Field, string>>) {
  const out = {
    columns: {} as Partial<Record<Column, string>>,
    changes: {} as Record<string, { from: unknown; to: unknown }>,
  };
  for (const [field, column] of Object.entries(columns) as [Field, Column][]) {
    const value = body[field];
    if (value === undefined || value === current[column]) continue;
    out.columns[column] = value;
    out.changes[field] = { from: current[column], to: value };
  }
  return out;
}

/**
 * PUT /user: `profileChanges` of the user as the write found them; a user who is gone is 404 `noUserFound`.
 * Nothing changes when the columns are empty.
 */
export function planProfileChange(current: Record<Column, string> | undefined, body: Partial<Record<Field, string>>) {
  if (!current) throw errors.notFound(ErrorKeys.noUserFound);
  return profileChanges(current, body);
}

/** An impersonating administrator must not take over the account: no password or address change (403). */
export function assertNotImpersonated(user: { impersonatorId?: string | null }): void {
  if (user.impersonatorId) throw errors.forbidden(ErrorKeys.user.impersonationForbidden);
}

/** A platform administrator never blocks (or unblocks) their own account (400 user.cannotBlockSelf). */
export function assertMayBlock(callerId: string, targetId: string): void {
  if (sameId(callerId, targetId)) throw errors.badRequest(ErrorKeys.user.cannotBlockSelf);
}

/** Blocking a blocked account, or unblocking an unblocked one, changes nothing: no audit entry, no event. */
export const changesBlocking = (target: { blocked: boolean }, blocked: boolean): boolean => target.blocked !== blocked;

/** A reset link goes only to an account that may log in; for any other the answer is the same, and nothing is sent. */
export const mayResetPassword = (account: { blocked: boolean } | undefined): account is { blocked: false } =>
  Boolean(account && !account.blocked);

/** A confirmation mail is sent again only to an account that exists, is unconfirmed and not blocked. */
export const awaitsConfirmation = <U extends { blocked: boolean; email_confirmed_at: Date | null }>(
  account: U | undefined | null | '',
): account is U => Boolean(account && !account.email_confirmed_at && !account.blocked);

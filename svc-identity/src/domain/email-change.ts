import { ErrorKeys, type EmailChangeStatus } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { isExpired } from './tokens';

/** Both links of an e-mail change work this long. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export type EmailChangeSide = 'old' | 'new';

export interface EmailChangeState {
  old_confirmed_at: Date | null;
  new_confirmed_at: Date | null;
  expires_at: Date;
  completed_at: Date | null;
  cancelled_at: Date | null;
}

/** Whether a change can still be cancelled or confirmed (neither done nor cancelled). */
export const isOpen = (c: Pick<EmailChangeState, 'completed_at' | 'cancelled_at'>) =>
  !c.completed_at && !c.cancelled_at;

/**
 * A side of an e-mail change may be confirmed once, while the change is open and its links have not
 * expired (spec section 4: both the old and the new address confirm; the old one stays active until then).
 */
export function assertCanConfirm(change: EmailChangeState | undefined, side: EmailChangeSide, now = Date.now()) {
  if (!change || change.cancelled_at) throw errors.notFound(ErrorKeys.emailChange.notFound);
  if (side === 'old' && change.old_confirmed_at) throw errors.conflict(ErrorKeys.emailChange.currentAlreadyConfirmed);
  if (side === 'new' && change.new_confirmed_at) throw errors.conflict(ErrorKeys.emailChange.newAlreadyConfirmed);
  if (change.completed_at) throw errors.notFound(ErrorKeys.emailChange.notFound);
  if (isExpired(change, now)) throw new DomainError(410, ErrorKeys.emailChange.expired);
}

/**
 * What the account's e-mail change screen shows of a change: none (all false) when there is none or it was
 * cancelled, else the new address, which sides confirmed and whether it is done.
 */
export function toEmailChangeStatus(
  row: (Omit<EmailChangeState, 'expires_at'> & { new_email: string }) | undefined,
): EmailChangeStatus {
  if (!row || row.cancelled_at)
    return { pending: false, newEmail: null, currentConfirmed: false, newConfirmed: false, completed: false };
  return {
    pending: !row.completed_at,
    newEmail: row.new_email,
    currentConfirmed: Boolean(row.old_confirmed_at),
    newConfirmed: Boolean(row.new_confirmed_at),
    completed: Boolean(row.completed_at),
  };
}

/** The address switches once both sides are confirmed. */
export const bothConfirmed = (c: Pick<EmailChangeState, 'old_confirmed_at' | 'new_confirmed_at'>) =>
  Boolean(c.old_confirmed_at && c.new_confirmed_at);

/** A change to the address the account already has is refused (400 emailChange.sameEmail). */
export function assertNewAddress(currentEmail: string, newEmail: string): void {
  if (newEmail === currentEmail) throw errors.badRequest(ErrorKeys.emailChange.sameEmail);
}

/** A change is cancelled by the link mailed to the current address, or by its logged-in owner (else 401). */
export function assertMayCancel(hasToken: boolean, loggedIn: boolean): void {
  if (!hasToken && !loggedIn) throw errors.unauthorized();
}

/** Only an open change can be cancelled; any other is not found (404). */
export function assertCancellable<C extends Pick<EmailChangeState, 'completed_at' | 'cancelled_at'>>(
  change: C | undefined,
): asserts change is C {
  if (!change || !isOpen(change)) throw errors.notFound(ErrorKeys.emailChange.notFound);
}

/**
 * Confirming one side of the change a link's token found under its lock, as `assertCanConfirm` allows; the plan
 * names the change, the side and the moment to stamp.
 */
export function planSideConfirmation<C extends EmailChangeState>(
  found: { row: C; side: EmailChangeSide } | undefined,
  now = Date.now(),
): { change: C; side: EmailChangeSide; stamp: 'old_confirmed_at' | 'new_confirmed_at' } {
  assertCanConfirm(found?.row, found?.side ?? 'new', now);
  const { row, side } = found!;
  return { change: row, side, stamp: side === 'old' ? 'old_confirmed_at' : 'new_confirmed_at' };
}

/**
 * The switch to the new address once both sides confirmed, given the account that holds the new address now (if
 * any): another account's is 409 `emailChange.emailInUse`. The plan: whose address changes, from what to what.
 */
export function planAddressSwitch(
  change: { user_id: string; old_email: string; new_email: string },
  holder: { id: string } | undefined,
): { userId: string; email: { from: string; to: string } } {
  if (holder && holder.id !== change.user_id) throw new DomainError(409, ErrorKeys.emailChange.emailInUse);
  return { userId: change.user_id, email: { from: change.old_email, to: change.new_email } };
}

/** The change a cancellation stamps, when it is open (`assertCancellable`: else 404). */
export function cancellableChange<C extends Pick<EmailChangeState, 'completed_at' | 'cancelled_at'>>(
  change: C | undefined,
): C {
  assertCancellable(change);
  return change;
}

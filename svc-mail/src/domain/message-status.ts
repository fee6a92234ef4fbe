import type { MailStatus } from '@cadeau/contracts';

/**
 * A message's status changes, each allowed only from the statuses listed (as eShop's
 * `Order.SetPaidStatus` acts only from its allowed states). `src/db/messages.ts` writes every status
 * change through this table (`where status in from`, `set status = to`), so a change from any other status
 * touches no row: a late sender can never turn a `sent` message back into `pending` or `failed`.
 *
 *   (intake) → pending | failed
 *   pending  → sending (claim) | failed (campaign mail to an unsubscribed address, or of a campaign that ended)
 *   sending  → sending (renew, outcome unknown, lookup failed) | sent | failed | pending (retry later)
 *   pending, sending, failed → sent (a provider event proves the provider has the mail)
 *   sent: final; opens and clicks are recorded beside the status, not as one.
 */
export const messageTransitions = {
  /** A sender takes due `pending` messages and `sending` ones whose earlier claim expired. */
  claim: { from: ['pending', 'sending'], to: 'sending' },
  /** The claim is kept or re-timed (renewed before a send, outcome unknown, provider lookup failed). */
  hold: { from: ['sending'], to: 'sending' },
  /** The provider accepted the send, or its search found the mail of an unknown outcome. */
  send: { from: ['sending'], to: 'sent' },
  /** Refused for good (provider, MX, attempts or lookups used up, unsubscribed). */
  fail: { from: ['sending'], to: 'failed' },
  /** Not sent now (retry, rate limit, pause, end of the business hours): due again later. */
  release: { from: ['sending'], to: 'pending' },
  /** Campaign mail to an unsubscribed address fails before it is claimed. */
  refuseUnsubscribed: { from: ['pending'], to: 'failed' },
  /** A campaign blocked or finished before its mail went out: its pending mails are not sent. */
  withdraw: { from: ['pending'], to: 'failed' },
  /**
   * A provider event (processed, delivered, bounce…) proves the provider has the mail, whatever our
   * sender knew: even a message failed after unanswered lookups is then `sent`.
   */
  providerAccepted: { from: ['pending', 'sending', 'failed'], to: 'sent' },
} as const satisfies Record<string, { from: readonly MailStatus[]; to: MailStatus }>;

export type MessageTransition = keyof typeof messageTransitions;

/** The status a message gets at intake: pending, or failed when a check refused it. */
export const initialStatus = (refused: boolean): MailStatus => (refused ? 'failed' : 'pending');

export function canTransition(transition: MessageTransition, from: MailStatus): boolean {
  return (messageTransitions[transition].from as readonly MailStatus[]).includes(from);
}

/** The status after `transition`, or null when it is not allowed from `from` (nothing may change). */
export function nextStatus(transition: MessageTransition, from: MailStatus): MailStatus | null {
  return canTransition(transition, from) ? messageTransitions[transition].to : null;
}

import type { MailClass } from '@cadeau/contracts';
import type { StoredAttachment } from './intake';

/*
 * The port a mail provider implements (src/adapters/providers: SendGrid, dev). The outcomes are domain
 * terms: src/domain/delivery.ts decides from them what becomes of a message.
 */

export interface OutgoingMail {
  /** Our message id: sent along (SendGrid custom_args) so provider events can be matched and reconciled. */
  id: string;
  class: MailClass;
  template: string;
  to: string;
  from: { email: string; name: string };
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it (an invoice's PDF), in order; none for most mails. */
  attachments: readonly StoredAttachment[];
}

/**
 * What became of one send, as far as we can know:
 * - sent: the provider accepted it.
 * - rejected: the provider refused this mail for good (4xx); retrying cannot help.
 * - retry: it certainly did not go out (5xx, connection refused); try again later.
 * - rateLimited: 429; nothing went out, try again at `resetAt` (and pause every send until then).
 * - credentialsRefused: 401/403, a configuration problem: keep the mail, pause the provider.
 * - unknown: the request may have reached the provider (timeout, connection reset mid-request).
 */
export type SendOutcome =
  | { kind: 'sent'; providerMessageId: string | null }
  | { kind: 'rejected'; detail: string }
  | { kind: 'retry'; detail: string }
  | { kind: 'rateLimited'; resetAt: Date; detail: string }
  | { kind: 'credentialsRefused'; detail: string }
  | { kind: 'unknown'; detail: string };

/**
 * What the provider says about one of our messages (matched by our id) whose send outcome is unknown:
 * - found: it has the message, so it went out; never send it again.
 * - absent: it has no message with our id, so the earlier request never reached it; safe to send.
 * - error: it could not be asked (no answer, 5xx, 429, no access to the search); nothing is known.
 */
export type LookupOutcome =
  { kind: 'found'; providerMessageId: string | null } | { kind: 'absent' } | { kind: 'error'; detail: string };

/**
 * One request to many recipients of the same content (campaign mails, ADR 0022): SendGrid personalizations,
 * each with its recipient, subject, substitutions and our message id (custom_args), at most 1,000 per request.
 */
export interface OutgoingBatch {
  class: MailClass;
  template: string;
  from: { email: string; name: string };
  replyTo: string | null;
  /** The shared content; its substitution tags are wrapped in `substitutionWrappers`. */
  html: string;
  text: string;
  substitutionWrappers: readonly [string, string];
  personalizations: {
    /** Our message id. */
    id: string;
    to: string;
    subject: string;
    /** Keys without the wrappers. */
    substitutions: Record<string, string>;
  }[];
}

export interface MailProvider {
  readonly name: 'sendgrid' | 'dev';
  /**
   * How long a mail whose send outcome is unknown waits for a provider event (processed, delivered…)
   * before the provider is asked about it (`lookup`). It must be longer than the provider takes to list
   * an accepted message in its search, so "absent" then means it never arrived. Zero for providers
   * without an outside effect.
   */
  readonly reconcileWindowMs: number;
  /**
   * True when a batch the provider accepted is delivered in the same step (the dev provider puts it in the dev
   * mailbox): the mails count as delivered when sent. SendGrid tells delivery later, by its event webhook.
   */
  readonly deliversOnSend: boolean;
  send(mail: OutgoingMail): Promise<SendOutcome>;
  /** Sends one content to many recipients in one request: the outcome is the request's, for every one of them. */
  sendBatch(batch: OutgoingBatch): Promise<SendOutcome>;
  /** Asks the provider whether it has the message with our id (OutgoingMail.id). */
  lookup(messageId: string): Promise<LookupOutcome>;
}

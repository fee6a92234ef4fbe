import type { MailClass } from '@cadeau/contracts';

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

export interface MailProvider {
  readonly name: 'sendgrid' | 'dev';
  /**
   * How long a mail whose send outcome is unknown waits for a provider event (processed, delivered…)
   * before it is sent again. Zero for providers without an outside effect.
   */
  readonly reconcileWindowMs: number;
  send(mail: OutgoingMail): Promise<SendOutcome>;
}

/** A provider's event about one of our mails, as the adapter read it (src/adapters/providers). */
export interface ProviderEvent {
  /** The provider's event name (SendGrid: processed, delivered, open, click, unsubscribe…). */
  event: string;
  email?: string;
  at: Date;
  /** Our message id, when the mail carried it (custom_args). */
  messageId?: string;
  providerMessageId: string | null;
  /** The browser of an open or click (SendGrid's `useragent`): a scanner's clicks are not the recipient's. */
  userAgent?: string;
}

/** The changes one event asks for; src/db/provider-events.ts applies them, each idempotently. */
export interface ProviderEventPlan {
  /** The address takes no more campaign mail (`source` says which event said so). */
  unsubscribe?: { address: string; source: string };
  /** The address takes campaign mail again. */
  resubscribe?: { address: string };
  /** The provider has the mail: `providerAccepted` in src/domain/message-status.ts. */
  accepted?: { messageId: string; at: Date; providerMessageId: string | null };
  /** First open wins. */
  opened?: { messageId: string; at: Date };
  /** First click wins; a click implies an open, even when the open pixel was blocked. */
  clicked?: { messageId: string; at: Date; userAgent?: string };
  /** The provider delivered the mail: a click seconds after this is a link scanner's (campaign mails). */
  delivered?: { messageId: string; at: Date };
}

// Events that prove the provider accepted the mail: they settle a message whose send outcome was unknown.
const ACCEPTED = new Set([
  'processed',
  'delivered',
  'deferred',
  'open',
  'click',
  'bounce',
  'dropped',
  'spamreport',
  'unsubscribe',
  'group_unsubscribe',
]);
const UNSUBSCRIBING = new Set(['unsubscribe', 'group_unsubscribe', 'spamreport']);

export function planProviderEvent(e: ProviderEvent): ProviderEventPlan {
  const plan: ProviderEventPlan = {};
  if (UNSUBSCRIBING.has(e.event) && e.email) plan.unsubscribe = { address: e.email, source: `sendgrid:${e.event}` };
  if (e.event === 'group_resubscribe' && e.email) plan.resubscribe = { address: e.email };
  const messageId = e.messageId;
  if (!messageId) return plan;
  // The provider has the mail, so it counts as sent even if our sender never learned the outcome (or
  // gave up after unknown outcomes): this is what keeps a reclaimed message from being sent twice.
  if (ACCEPTED.has(e.event)) plan.accepted = { messageId, at: e.at, providerMessageId: e.providerMessageId };
  if (e.event === 'open') plan.opened = { messageId, at: e.at };
  if (e.event === 'click') plan.clicked = { messageId, at: e.at, ...(e.userAgent ? { userAgent: e.userAgent } : {}) };
  return plan;
}

/**
 * The plan of an event with the delivery time beside it: a campaign mail's click seconds after its delivery is a
 * link scanner's (src/domain/campaign-mail/scanner.ts), so the webhook records when the provider delivered it.
 */
export function planWithDelivery(e: ProviderEvent): ProviderEventPlan {
  const plan = planProviderEvent(e);
  if (e.event === 'delivered' && e.messageId) plan.delivered = { messageId: e.messageId, at: e.at };
  return plan;
}

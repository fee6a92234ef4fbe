import { z } from 'zod';
import { billingEvents } from './billing';
import { campaignEvents } from './campaign-events';
import { catalogEvents } from './catalog-events';
import { campaignMailEvents } from './mail-campaign';
import { conversationStatuses } from './values/lists';

/** Envelope of every domain event (DESIGN section 4). Subjects are `<entity>.<past-tense-verb>`. */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  data: T;
}

export const identityEvents = {
  'user.loggedIn': z.object({ userId: z.string().uuid(), sessionId: z.string().uuid() }),
  /** `reason` is set when the browser holding the session carries on (an ended impersonation). */
  'session.ended': z.object({
    userId: z.string().uuid(),
    sessionId: z.string().uuid(),
    reason: z.enum(['impersonationEnded']).optional(),
  }),
  'user.updated': z.object({ userId: z.string().uuid() }),
  /** A login was refused for an unconfirmed e-mail: the mail service sends a new confirmation mail. */
  'user.confirmationRequested': z.object({ userId: z.string().uuid(), email: z.string(), language: z.string() }),
  /** The current organisation or roles of one session changed: the gateway drops that cached context. */
  'session.updated': z.object({ userId: z.string().uuid(), sessionId: z.string().uuid() }),
  'user.registered': z.object({ userId: z.string().uuid(), organizationId: z.string().uuid().nullable() }),
  'user.blocked': z.object({ userId: z.string().uuid(), blocked: z.boolean() }),
  /** Any change of an organisation's data, status or features (read models refresh from GET calls). */
  'organization.updated': z.object({
    organizationId: z.string().uuid(),
    status: z.string(),
    features: z.array(z.string()),
    name: z.string(),
  }),
  'organization.invoiceAddressUpdated': z.object({ organizationId: z.string().uuid() }),
  /** A global or organisation setting changed (svc-mail reads the Mail and Campaign.Mail* values). */
  'setting.updated': z.object({
    scope: z.enum(['global', 'organization']),
    organizationId: z.string().uuid().nullable(),
    key: z.string(),
    value: z.unknown(),
  }),
  /** A notification for one user; the gateway pushes it to the user's socket room. */
  'notification.created': z.object({
    userId: z.string().uuid(),
    notification: z.object({
      id: z.string().uuid(),
      type: z.string(),
      data: z.record(z.string(), z.unknown()),
      path: z.string().nullable(),
      readAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  }),
  'conversation.updated': z.object({
    conversationId: z.string().uuid(),
    organizationId: z.string().uuid(),
    status: z.enum(conversationStatuses),
    /**
     * added (issue 20): whose turn it is after the change, from its last message (a member's: the platform's; the
     * platform's: the organisation's); absent from older events and when finished.
     */
    turn: z.enum(['platform', 'organization']).nullable().optional(),
  }),
  /** added (issue 20): a contact form arrived (an administrator answers it: a task until marked answered). */
  'contact.received': z.object({ contactId: z.string().uuid(), name: z.string() }),
  /** added (issue 20): an administrator marked a contact form answered. */
  'contact.answered': z.object({ contactId: z.string().uuid(), name: z.string() }),
} as const;
export type IdentityEventSubject = keyof typeof identityEvents;

/** One JetStream stream per producing service, holding the subjects of the entities it owns. */
export const streams = {
  identity: {
    name: 'IDENTITY',
    subjects: ['user.>', 'session.>', 'organization.>', 'setting.>', 'notification.>', 'conversation.>', 'contact.>'],
  },
  catalog: {
    name: 'CATALOG',
    subjects: ['product.>', 'vatCategory.>', 'availability.>', 'audit.catalog.>', 'order.>'],
  },
  campaign: { name: 'CAMPAIGN', subjects: ['campaign.>', 'recipient.>', 'voucher.>', 'audit.campaign.>'] },
  billing: { name: 'BILLING', subjects: ['invoice.>', 'payout.>', 'ledger.>', 'bankPayment.>', 'audit.billing.>'] },
} as const;

/**
 * The event registry: every subject published through an outbox, with the zod schema of its `data`.
 * `kit.addEvent` accepts only these subjects with their payload type, and consumers receive the parsed
 * payload (a message whose data fails its schema is terminated, never retried). A new producing service
 * spreads its own events module in here. Commands (`mail.send.<producer>`) are not events: svc-mail's
 * intake validates them itself, because a bad command is recorded as a failed mail, not dropped.
 */
export const eventRegistry = {
  ...identityEvents,
  ...catalogEvents,
  ...campaignEvents,
  ...campaignMailEvents,
  ...billingEvents,
} as const;
/** A registry of subjects and their payload schemas (the platform's, or a test's own). */
export type EventRegistry = Readonly<Record<string, z.ZodType>>;
export type PlatformEvents = typeof eventRegistry;
export type EventSubject = keyof PlatformEvents;
/** What a producer passes for a subject (before defaults and transforms). */
export type EventInput<S extends EventSubject> = z.input<PlatformEvents[S]>;
/** What a consumer receives for a subject (parsed). */
export type EventData<S extends EventSubject> = z.output<PlatformEvents[S]>;

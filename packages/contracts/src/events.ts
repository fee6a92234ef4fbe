import { z } from 'zod';

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
  'session.ended': z.object({ userId: z.string().uuid(), sessionId: z.string().uuid() }),
  'user.updated': z.object({ userId: z.string().uuid() }),
  /** A login was refused for an unconfirmed e-mail: the mail service sends a new confirmation mail. */
  'user.confirmationRequested': z.object({ userId: z.string().uuid(), email: z.string(), language: z.string() }),
} as const;

/** One JetStream stream per producing service, holding the subjects of the entities it owns. */
export const streams = {
  identity: { name: 'IDENTITY', subjects: ['user.>', 'session.>', 'organization.>'] },
} as const;

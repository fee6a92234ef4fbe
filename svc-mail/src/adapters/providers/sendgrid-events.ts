import { z } from 'zod';
import type { ProviderEvent } from '../../domain/provider-events';
import { MESSAGE_ID_ARG } from './sendgrid';

/** One SendGrid event; custom args arrive as top-level keys, unknown fields are kept and ignored. */
const sendGridEvent = z.looseObject({
  event: z.string(),
  email: z.string().optional(),
  timestamp: z.number().optional(),
  sg_message_id: z.string().optional(),
  useragent: z.string().optional(),
  [MESSAGE_ID_ARG]: z.string().uuid().optional(),
});

/**
 * One item of SendGrid's event webhook batch in our terms, or null when it is not an event we can read.
 * `sg_message_id` is X-Message-Id + ".filter…": the part we store, as the send does.
 */
export function parseSendGridEvent(item: unknown, now: () => Date = () => new Date()): ProviderEvent | null {
  const parsed = sendGridEvent.safeParse(item);
  if (!parsed.success) return null;
  const e = parsed.data;
  return {
    event: e.event,
    email: e.email,
    at: e.timestamp ? new Date(e.timestamp * 1000) : now(),
    messageId: e[MESSAGE_ID_ARG] as string | undefined,
    providerMessageId: e.sg_message_id?.split('.')[0] ?? null,
    ...(e.useragent ? { userAgent: e.useragent.slice(0, 1000) } : {}),
  };
}

/**
 * A webhook body (the verified raw bytes): a JSON array of events. Null when it is not one (400); items
 * that are not readable events are left out of `events` but counted in `received`.
 */
export function parseSendGridBatch(raw: Buffer): { received: number; events: ProviderEvent[] } | null {
  let items: unknown;
  try {
    items = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(items)) return null;
  return { received: items.length, events: items.flatMap((item) => parseSendGridEvent(item) ?? []) };
}

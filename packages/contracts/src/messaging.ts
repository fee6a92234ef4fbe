import { z } from 'zod';
import { ErrorKeys } from './errors';
import { emailSchema } from './accounts';
import { listQuery, pageOf, queryBoolean } from './pagination';
import { phoneSchema } from './phone-schema';
import { contactStatuses, conversationStatuses } from './values/lists';

/** Notifications, conversations and contact forms (spec sections 3, 4, 7; issue 3). */
const uuid = z.string().uuid();

export const notificationSchema = z.object({
  id: uuid,
  /** Translation key of the front end (`notification.organizationStatusChanged`, ...). */
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  path: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListQuery = listQuery(['createdAt'], { unread: queryBoolean.optional() }).extend({
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const notificationPage = pageOf(notificationSchema).extend({ unreadCount: z.number().int() });
/** PUT /notification: marks the given notifications (or all) as read, or unread again. */
export const updateNotificationsBody = z.object({
  ids: z.array(uuid).max(200).optional(),
  all: z.boolean().optional(),
  read: z.boolean().default(true),
});
export const unreadCountResponse = z.object({ unreadCount: z.number().int() });

export const messageTypes = ['approvalReason', 'platform', 'rejectionReason', 'user'] as const;
export const conversationMessageSchema = z.object({
  id: uuid,
  type: z.enum(messageTypes),
  /** The person who wrote, by name; the e-mail address as a secondary detail (issue 9; optional for older clients' stand-ins). */
  author: z.object({ id: uuid, name: z.string(), email: z.string().optional() }).nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export const conversationSchema = z.object({
  id: uuid,
  organizationId: uuid,
  organizationName: z.string(),
  subject: z.string(),
  topic: z.string().nullable(),
  status: z.enum(conversationStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  lastMessage: z.object({ type: z.enum(messageTypes), body: z.string(), createdAt: z.string() }).nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationDetailSchema = conversationSchema.extend({ messages: z.array(conversationMessageSchema) });
export const conversationListQuery = listQuery(['updatedAt', 'createdAt', 'subject'], {
  status: z.enum(conversationStatuses).optional(),
  /** Platform administrators only; members always see their current organisation's. */
  organizationId: uuid.optional(),
}).extend({ order: z.enum(['asc', 'desc']).default('desc') });
export const conversationPage = pageOf(conversationSchema);
const messageBody = z.string().trim().min(1).max(10_000);
/** POST /conversation: members start one for their organisation; platform administrators name the organisation. */
export const createConversationBody = z.object({
  subject: z.string().trim().min(1).max(200),
  message: messageBody,
  organizationId: uuid.optional(),
});
export type CreateConversationBody = z.input<typeof createConversationBody>;
export const sendMessageBody = z.object({ message: messageBody });
export const finishConversationBody = z.object({});

/**
 * POST /contact: phone or e-mail is required (checked by the handler: `error.contact.missingContactInfo`). The phone
 * by the platform's one rule (`phoneSchema`, issue 23): a Swiss number as written or a foreign one with its
 * country code, stored in E.164; empty is none.
 */
export const contactBody = z.object({
  name: z.string().trim().min(1).max(200),
  email: emailSchema.optional().or(z.literal('').transform(() => undefined)),
  phone: phoneSchema.optional().transform((phone) => phone ?? undefined),
  message: z.string().trim().min(1).max(10_000),
});
/** POST /contact: stored (the answer carries nothing else). */
export const contactResponse = z.object({ ok: z.literal(true) });
export const contactSchema = z.object({
  id: uuid,
  name: z.string(),
  email: z.string().nullable(),
  /** E.164 (`formatPhone` shows it grouped); a form sent before issue 23 holds the number as it was typed. */
  phone: z.string().nullable(),
  message: z.string(),
  userId: uuid.nullable(),
  createdAt: z.string(),
  /** added (issue 20): when an administrator marked it answered; null while it waits (a platform task). */
  answeredAt: z.string().nullable(),
});
export const contactListQuery = listQuery(['createdAt', 'name'], {
  status: z.enum(contactStatuses).optional(),
}).extend({
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const contactParams = z.object({
  contactId: z.uuid({ error: ErrorKeys.contact.notFound }).toLowerCase(),
});
/** POST /contact/{contactId}/answered (platform administrators): answered, or waiting again after a slip. */
export const contactAnsweredBody = z.object({ answered: z.boolean() });
export const contactPage = pageOf(contactSchema);

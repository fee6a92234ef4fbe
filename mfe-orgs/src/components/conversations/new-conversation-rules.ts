import type { CreateConversationBody } from '@cadeau/contracts';
import { ApiError } from '@cadeau/ui/api';

/**
 * contracts' createConversationBody, checked in the browser before sending (the browser imports no runtime
 * values from the zod module; new-conversation-rules.test.ts keeps these equal to the schema): both texts are
 * trimmed, then required and bounded.
 */
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 10_000;

export type NewConversationField = 'subject' | 'message' | 'organizationId';
/** Translation keys (or shared `zod.*` keys) per field. */
export type NewConversationErrors = Partial<Record<NewConversationField, string>>;

const texts: Record<NewConversationField, { required: string; tooLong?: string }> = {
  subject: { required: 'orgs.conversations.new.subjectRequired', tooLong: 'orgs.conversations.new.subjectTooLong' },
  message: { required: 'orgs.conversations.messageRequired', tooLong: 'orgs.conversations.new.messageTooLong' },
  organizationId: { required: 'orgs.conversations.new.organizationRequired' },
};
const isField = (key: unknown): key is NewConversationField => key === 'subject' || key === 'message' || key === 'organizationId';

/** What the server would refuse, as translation keys; empty when the form may be sent. */
export function validateNewConversation(body: CreateConversationBody, needsOrganization: boolean): NewConversationErrors {
  const found: NewConversationErrors = {};
  const subject = body.subject.trim();
  const message = body.message.trim();
  if (!subject) found.subject = texts.subject.required;
  else if (subject.length > SUBJECT_MAX) found.subject = texts.subject.tooLong;
  if (!message) found.message = texts.message.required;
  else if (message.length > MESSAGE_MAX) found.message = texts.message.tooLong;
  if (needsOrganization && !body.organizationId) found.organizationId = texts.organizationId.required;
  return found;
}

/**
 * The server's validation answer (400 `zod.*` with an issue per field) as the same per-field keys; null when
 * the error is about something else (shown as a toast). An issue of an unknown kind keeps its shared `zod.*` key.
 */
export function serverFieldErrors(err: unknown): NewConversationErrors | null {
  if (!(err instanceof ApiError) || !err.message.startsWith('zod.') || !err.issues.length) return null;
  const found: NewConversationErrors = {};
  for (const issue of err.issues) {
    const field = issue.path[0];
    if (!isField(field)) return null;
    const known = issue.message === 'zod.required' || issue.message === 'zod.tooShort' ? texts[field].required : issue.message === 'zod.tooLong' ? texts[field].tooLong : undefined;
    found[field] ??= known ?? issue.message;
  }
  return found;
}

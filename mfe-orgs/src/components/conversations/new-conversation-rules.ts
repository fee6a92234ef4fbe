import type { CreateConversationBody } from '@cadeau/contracts';

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

/** What the server would refuse, as translation keys; empty when the form may be sent. */
export function validateNewConversation(
  body: CreateConversationBody,
  needsOrganization: boolean,
): NewConversationErrors {
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
 * The server's validation issue at a field (400 `zod.*`, mapped there by the form state) in the words of the
 * browser's own checks; undefined keeps the issue's shared `zod.*` text.
 */
export function issueText(field: NewConversationField, issueKey: string): string | undefined {
  if (issueKey === 'zod.required' || issueKey === 'zod.tooShort') return texts[field].required;
  if (issueKey === 'zod.tooLong') return texts[field].tooLong;
  return undefined;
}

import { createConversationBody } from '@cadeau/contracts';
import { MESSAGE_MAX, SUBJECT_MAX, issueText, validateNewConversation } from './new-conversation-rules';

const ORG = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002';

describe('new conversation rules', () => {
  it('agree with the contract on what may be sent', () => {
    const cases = [
      { subject: 'Question', message: 'Hello' },
      { subject: '   ', message: 'Hello' },
      { subject: 'Question', message: ' \n ' },
      { subject: 'x'.repeat(SUBJECT_MAX), message: 'y'.repeat(MESSAGE_MAX) },
      { subject: ` ${'x'.repeat(SUBJECT_MAX)} `, message: 'Hello' },
      { subject: 'x'.repeat(SUBJECT_MAX + 1), message: 'Hello' },
      { subject: 'Question', message: 'y'.repeat(MESSAGE_MAX + 1) },
    ];
    for (const body of cases) {
      const browserSays = Object.keys(validateNewConversation(body, false)).length === 0;
      expect([body.subject.slice(0, 12), body.subject.length, body.message.length, browserSays]).toEqual([
        body.subject.slice(0, 12),
        body.subject.length,
        body.message.length,
        createConversationBody.safeParse(body).success,
      ]);
    }
  });

  it('names a translated message per field, and asks a platform administrator for the organisation', () => {
    expect(validateNewConversation({ subject: ' ', message: '' }, true)).toEqual({
      subject: 'orgs.conversations.new.subjectRequired',
      message: 'orgs.conversations.messageRequired',
      organizationId: 'orgs.conversations.new.organizationRequired',
    });
    expect(
      validateNewConversation(
        { subject: 'x'.repeat(SUBJECT_MAX + 1), message: 'y'.repeat(MESSAGE_MAX + 1), organizationId: ORG },
        true,
      ),
    ).toEqual({
      subject: 'orgs.conversations.new.subjectTooLong',
      message: 'orgs.conversations.new.messageTooLong',
    });
  });

  it("words the server's validation issues at the fields like the browser's checks", () => {
    expect(issueText('subject', 'zod.tooLong')).toBe('orgs.conversations.new.subjectTooLong');
    expect(issueText('message', 'zod.tooShort')).toBe('orgs.conversations.messageRequired');
    expect(issueText('subject', 'zod.required')).toBe('orgs.conversations.new.subjectRequired');
    // An issue of another kind keeps its shared `zod.*` text.
    expect(issueText('organizationId', 'zod.invalidString')).toBeUndefined();
  });
});

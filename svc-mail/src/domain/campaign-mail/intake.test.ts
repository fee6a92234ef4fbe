import { buildContent } from './content';
import { planRecipientMessages } from './intake';

const campaignId = '0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const content = buildContent(
  {
    subject: ['Für ', { name: 'salutation', flavor: 'line' }, ' ', { name: 'code', flavor: 'line' }],
    html: [],
    text: [],
  },
  { campaignName: 'W', giverName: 'G', validFrom: '', validUntil: '' },
  'ab12',
);
const ctx = {
  campaignId,
  language: 'de' as const,
  contentId: 'c0000000-0000-4000-8000-000000000000',
  content,
  unsubscribeLink: (id: string) => `http://localhost:8080/unsubscribe?token=${id}`,
};
const recipient = (over: Record<string, unknown> = {}) => ({
  recipientId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
  voucherId: 'b1b2c3d4-e5f6-4789-8abc-def012345678',
  email: ' Anna@Example.CH ',
  salutation: 'Liebe Anna',
  greeting: null,
  unsubscribed: false,
  ...over,
});

describe('what a page of recipients becomes', () => {
  it('one message per recipient with the campaign idempotency key, their values and no code', () => {
    const [m] = planRecipientMessages(ctx, [recipient()]);
    expect(m).toEqual({
      idempotencyKey: `campaign:${campaignId}:a1b2c3d4-e5f6-4789-8abc-def012345678`,
      locale: 'de',
      to: 'Anna@example.ch',
      subject: 'Für Liebe Anna ••••-••••-••••-••••',
      contentId: ctx.contentId,
      campaignId,
      recipientId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
      voucherId: 'b1b2c3d4-e5f6-4789-8abc-def012345678',
      substitutions: {
        salutation: 'Liebe Anna',
        greeting: '',
        unsubscribeLink: 'http://localhost:8080/unsubscribe?token=a1b2c3d4-e5f6-4789-8abc-def012345678',
      },
      failed: undefined,
    });
  });

  it("keys the mail of a giver's send-code request by the request, so each request is a mail of its own", () => {
    const request = 'e0000000-0000-4000-8000-000000000001';
    const [m] = planRecipientMessages({ ...ctx, requestId: request }, [recipient()]);
    expect(m.idempotencyKey).toBe(`campaign:${campaignId}:a1b2c3d4-e5f6-4789-8abc-def012345678:request:${request}`);
    const [other] = planRecipientMessages({ ...ctx, requestId: 'e0000000-0000-4000-8000-000000000002' }, [recipient()]);
    expect(other.idempotencyKey).not.toBe(m.idempotencyKey);
  });

  it('stores an unsubscribed recipient or an unusable address as failed with its key', () => {
    const [unsubscribed, broken] = planRecipientMessages(ctx, [
      recipient({ unsubscribed: true }),
      recipient({ email: 'no-at-sign' }),
    ]);
    expect(unsubscribed.failed).toEqual({ key: 'error.mail.recipientUnsubscribed' });
    expect(broken.failed).toEqual({ key: 'error.mail.invalidFormat' });
  });
});

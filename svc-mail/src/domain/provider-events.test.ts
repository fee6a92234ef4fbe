import { planProviderEvent, type ProviderEvent } from './provider-events';

const at = new Date('2026-11-23T10:00:00Z');
const id = '6f1c2a3b-0000-4000-8000-000000000001';
const event = (name: string, extra: Partial<ProviderEvent> = {}): ProviderEvent => ({
  event: name,
  email: 'anna@example.ch',
  at,
  messageId: id,
  providerMessageId: 'sg1',
  ...extra,
});

describe('what a provider event changes', () => {
  it('settles the mail as accepted for delivery events', () => {
    for (const name of ['processed', 'delivered', 'deferred', 'bounce', 'dropped'])
      expect(planProviderEvent(event(name))).toEqual({ accepted: { messageId: id, at, providerMessageId: 'sg1' } });
  });

  it('records an open, and a click as click and acceptance', () => {
    expect(planProviderEvent(event('open'))).toMatchObject({ opened: { messageId: id, at }, accepted: {} });
    expect(planProviderEvent(event('click'))).toMatchObject({ clicked: { messageId: id, at }, accepted: {} });
  });

  it('unsubscribes on unsubscribe and spam reports, resubscribes on group_resubscribe', () => {
    expect(planProviderEvent(event('spamreport'))).toMatchObject({
      unsubscribe: { address: 'anna@example.ch', source: 'sendgrid:spamreport' },
    });
    expect(planProviderEvent(event('group_resubscribe', { messageId: undefined }))).toEqual({
      resubscribe: { address: 'anna@example.ch' },
    });
  });

  it('changes no message without our id and nothing for unknown events', () => {
    expect(planProviderEvent(event('delivered', { messageId: undefined }))).toEqual({});
    expect(planProviderEvent(event('something_new'))).toEqual({});
  });
});

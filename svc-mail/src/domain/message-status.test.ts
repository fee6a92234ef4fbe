import { mailStatuses, type MailStatus } from '@cadeau/contracts';
import { canTransition, initialStatus, messageTransitions, nextStatus, type MessageTransition } from './message-status';

const all = Object.keys(messageTransitions) as MessageTransition[];

describe('message status transitions', () => {
  it('starts pending, or failed when intake refused it', () => {
    expect(initialStatus(false)).toBe('pending');
    expect(initialStatus(true)).toBe('failed');
  });

  it.each<[MessageTransition, MailStatus, MailStatus | null]>([
    ['claim', 'pending', 'sending'],
    ['claim', 'sending', 'sending'],
    ['claim', 'sent', null],
    ['claim', 'failed', null],
    ['send', 'sending', 'sent'],
    ['send', 'pending', null],
    ['fail', 'sending', 'failed'],
    ['fail', 'pending', null],
    ['release', 'sending', 'pending'],
    ['release', 'failed', null],
    ['hold', 'sending', 'sending'],
    ['hold', 'pending', null],
    ['refuseUnsubscribed', 'pending', 'failed'],
    ['refuseUnsubscribed', 'sending', null],
    ['withdraw', 'pending', 'failed'],
    ['withdraw', 'sending', null],
    ['withdraw', 'failed', null],
    ['providerAccepted', 'pending', 'sent'],
    ['providerAccepted', 'sending', 'sent'],
    ['providerAccepted', 'failed', 'sent'],
    ['providerAccepted', 'sent', null],
  ])('%s from %s → %s', (transition, from, to) => {
    expect(nextStatus(transition, from)).toBe(to);
    expect(canTransition(transition, from)).toBe(to !== null);
  });

  it('never leaves sent: no transition starts from it', () => {
    for (const t of all) expect(canTransition(t, 'sent')).toBe(false);
  });

  it('lets only a provider event change a failed message (the provider has it after all)', () => {
    expect(all.filter((t) => canTransition(t, 'failed'))).toEqual(['providerAccepted']);
  });

  it('changes a message that is being sent only by its sender or a provider event', () => {
    expect(all.filter((t) => canTransition(t, 'sending')).sort()).toEqual(
      ['claim', 'fail', 'hold', 'providerAccepted', 'release', 'send'].sort(),
    );
  });

  it('names only statuses of the contract', () => {
    for (const t of all) {
      expect(mailStatuses).toContain(messageTransitions[t].to);
      for (const from of messageTransitions[t].from) expect(mailStatuses).toContain(from);
    }
  });
});

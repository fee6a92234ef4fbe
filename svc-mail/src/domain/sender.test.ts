import { ErrorKeys } from '@cadeau/contracts/errors';
import { senderProblem } from './sender';

const ok = { from: { email: 'noreply@cadeau.example', name: 'Cadeau' }, replyTo: null };

describe('the sender configuration', () => {
  it('is usable with an address and a name, the reply-to optional', () => {
    expect(senderProblem(ok)).toBeNull();
    expect(senderProblem({ ...ok, replyTo: 'help@cadeau.example' })).toBeNull();
  });

  it('names the first problem by its key', () => {
    expect(senderProblem({ ...ok, from: { ...ok.from, email: 'nope' } })?.key).toBe(
      ErrorKeys.mail.defaultSenderMissing,
    );
    expect(senderProblem({ ...ok, from: { ...ok.from, name: ' ' } })?.key).toBe(ErrorKeys.mail.senderNameMissing);
    expect(senderProblem({ ...ok, replyTo: 'nope' })?.key).toBe(ErrorKeys.mail.replyToMissing);
  });
});

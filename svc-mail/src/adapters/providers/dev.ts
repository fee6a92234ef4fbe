import type { LookupOutcome, MailProvider, OutgoingMail, SendOutcome } from '../../domain/provider';

/**
 * Sends nothing: the stored message is the mail, shown by the dev mailbox. Having no outside effect, a
 * message whose outcome is unknown can be "sent" again at once.
 */
export class DevProvider implements MailProvider {
  readonly name = 'dev' as const;
  readonly reconcileWindowMs = 0;

  async send(mail: OutgoingMail): Promise<SendOutcome> {
    return { kind: 'sent', providerMessageId: `dev-${mail.id}` };
  }

  /** Nothing ever left this process, so there is nothing to find: "sending" it again is its only send. */
  async lookup(): Promise<LookupOutcome> {
    return { kind: 'absent' };
  }
}

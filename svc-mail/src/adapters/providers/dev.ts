import { applySubstitutions } from '../../domain/campaign-mail/content';
import type { LookupOutcome, MailProvider, OutgoingBatch, OutgoingMail, SendOutcome } from '../../domain/provider';

/** One filled mail the dev provider delivered: the recipient's inbox on this machine (code included). */
export interface DevDelivery {
  messageId: string;
  subject: string;
  html: string;
  text: string;
}

/** Where the dev provider puts what it delivers (svc-mail's `dev_inbox`, shown by the dev mailbox). */
export type DevInbox = (deliveries: DevDelivery[]) => Promise<void>;

/**
 * Sends nothing: the stored message is the mail, shown by the dev mailbox. Having no outside effect, a
 * message whose outcome is unknown can be "sent" again at once. A batch of campaign mails is filled per
 * recipient, as SendGrid would, and each filled mail is put in the dev inbox.
 */
export class DevProvider implements MailProvider {
  readonly name = 'dev' as const;
  readonly reconcileWindowMs = 0;
  /** What it sends lands in the dev inbox at once; without one (production) nothing is delivered anywhere. */
  readonly deliversOnSend: boolean;

  constructor(private readonly inbox: DevInbox | null = null) {
    this.deliversOnSend = inbox !== null;
  }

  async send(mail: OutgoingMail): Promise<SendOutcome> {
    return { kind: 'sent', providerMessageId: `dev-${mail.id}` };
  }

  async sendBatch(batch: OutgoingBatch): Promise<SendOutcome> {
    if (this.inbox) {
      await this.inbox(
        batch.personalizations.map((p) => ({
          messageId: p.id,
          subject: p.subject,
          html: applySubstitutions(batch.html, p.substitutions),
          text: applySubstitutions(batch.text, p.substitutions),
        })),
      );
    }
    return { kind: 'sent', providerMessageId: `dev-batch-${batch.personalizations[0]?.id ?? 'empty'}` };
  }

  /** Nothing ever left this process, so there is nothing to find: "sending" it again is its only send. */
  async lookup(): Promise<LookupOutcome> {
    return { kind: 'absent' };
  }
}

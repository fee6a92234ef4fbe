import { campaignMailKey, checkAddressSyntax, type MailRecipient } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { fillContent, substitutionsFor, usedKeys, type CampaignContent, type StoredRecipientValues } from './content';
import { storedRecipientValues } from './values';

/** One recipient's campaign mail as the intake stores it (src/db/campaign-messages.ts): never with the code. */
export interface NewCampaignMessage {
  idempotencyKey: string;
  locale: 'de' | 'en';
  to: string;
  /** The subject as the mailbox lists it (a code in it would be masked: it is filled only at send time). */
  subject: string;
  contentId: string;
  campaignId: string;
  recipientId: string;
  voucherId: string;
  substitutions: StoredRecipientValues;
  /** Refused at intake (an unusable address, an unsubscribed recipient): stored failed, never sent. */
  failed?: { key: string };
}

export interface IntakeContext {
  campaignId: string;
  /**
   * The giver's explicit send-code request these messages answer (the `voucher.sendRequested` event's id, which
   * is its intake's id), or absent for the automatic campaign mail. Each request is a mail of its own.
   */
  requestId?: string;
  language: 'de' | 'en';
  contentId: string;
  content: CampaignContent;
  /** `${PUBLIC_URL}/unsubscribe?token=…` of one recipient of this campaign. */
  unsubscribeLink: (recipientId: string) => string;
}

/**
 * The idempotency key of a recipient's campaign mail. The automatic campaign mail: `campaign:<c>:<r>`, one per
 * recipient ever, however often the campaign's start is delivered. A giver's explicit send-code request:
 * `campaign:<c>:<r>:request:<requestId>`, so every request mails once more (the giver asked for it), while the same
 * request, redelivered or its page repeated after a crash, still mails once.
 */
export const recipientMailKey = (campaignId: string, recipientId: string, requestId?: string) =>
  requestId
    ? `${campaignMailKey(campaignId, recipientId)}:request:${requestId}`
    : campaignMailKey(campaignId, recipientId);

/**
 * The messages of one page of recipients: one per recipient (idempotency key `recipientMailKey`), with their own
 * values; an unsubscribed recipient or an unusable address is stored failed with its key.
 */
export function planRecipientMessages(ctx: IntakeContext, recipients: readonly MailRecipient[]): NewCampaignMessage[] {
  const keys = usedKeys(ctx.content);
  return recipients.map((r) => {
    const substitutions = storedRecipientValues(r, ctx.language, ctx.unsubscribeLink(r.recipientId));
    const address = checkAddressSyntax(r.email);
    const failed = r.unsubscribed
      ? { key: ErrorKeys.mail.recipientUnsubscribed }
      : address.ok
        ? undefined
        : { key: address.key };
    const listed = fillContent(
      { ...ctx.content, html: '', text: '' },
      substitutionsFor(keys, { ...substitutions, code: '••••-••••-••••-••••', redeemLink: '' }),
    );
    return {
      idempotencyKey: recipientMailKey(ctx.campaignId, r.recipientId, ctx.requestId),
      locale: ctx.language,
      to: address.ok ? address.address : r.email,
      subject: listed.subject.slice(0, 1000),
      contentId: ctx.contentId,
      campaignId: ctx.campaignId,
      recipientId: r.recipientId,
      voucherId: r.voucherId,
      substitutions,
      failed,
    };
  });
}

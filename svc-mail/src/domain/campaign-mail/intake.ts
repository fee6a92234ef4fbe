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
  language: 'de' | 'en';
  contentId: string;
  content: CampaignContent;
  /** `${PUBLIC_URL}/unsubscribe?token=…` of one recipient of this campaign. */
  unsubscribeLink: (recipientId: string) => string;
}

/**
 * The messages of one page of recipients: one per recipient (idempotency key `campaign:<campaignId>:<recipientId>`),
 * with their own values; an unsubscribed recipient or an unusable address is stored failed with its key.
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
      idempotencyKey: campaignMailKey(ctx.campaignId, r.recipientId),
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

import { z } from 'zod';

/**
 * The giver's numbers of gift codes (issue 12, area V): what `GET /campaign/{campaignId}/statistics` and the
 * dashboard (`GET /campaign/current`) add. Kept apart from campaign-vouchers.ts, which imports campaign-core,
 * so campaign-core can use these without an import cycle. Re-exported by campaign-vouchers.ts.
 */

const uuid = z.string().uuid();
const iso = z.string();

/** The voucher and mail numbers of `GET /campaign/{campaignId}/statistics` (`vouchers`, `mails`). */
export const voucherNumbersSchema = z.object({
  /** Codes generated (one per recipient at approval). */
  issued: z.number().int(),
  redeemed: z.number().int(),
  /** Redeemed codes whose recipient left feedback. */
  feedback: z.number().int(),
});
export type VoucherNumbers = z.infer<typeof voucherNumbersSchema>;
export const mailNumbersSchema = z.object({
  /** Vouchers whose campaign mail (or single code mail) was handed to the provider. */
  sent: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  /** Vouchers whose latest mail failed and was not sent since. */
  failed: z.number().int(),
});
export type MailNumbers = z.infer<typeof mailNumbersSchema>;

/** One recipient's feedback (`PUT /voucher/{code}`), as the giver reads it. */
export const feedbackEntrySchema = z.object({
  voucherId: uuid,
  campaignId: uuid,
  campaignName: z.string(),
  recipientId: uuid,
  email: z.string(),
  salutation: z.string().nullable(),
  feedback: z.string(),
  feedbackAt: iso,
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

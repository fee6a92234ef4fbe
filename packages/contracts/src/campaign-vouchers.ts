import { z } from 'zod';
import { campaignStatusSchema, campaignTypeSchema } from './campaign-core';
import { mailDesignSchema } from './campaign-designs';
import { recipientSchema } from './campaign-recipients';
import { languageSchema } from './identity';
import { feedbackEntrySchema } from './campaign-voucher-numbers';
import { listQuery, pageOf } from './pagination';
import { voucherStatuses } from './values/lists';

export * from './campaign-voucher-numbers';

/**
 * Gift codes on the giver's side (spec sections 3 "Voucher", 7; issue 12, area V of docs/briefs/issue12.md):
 * one voucher per recipient, made when the campaign is approved; the giver sees its status and the mail's
 * progress beside each recipient, downloads the codes of a manual campaign, sends one code, and reads the
 * recipients' feedback. The internal calls svc-mail makes to send the campaign mail are defined here too.
 * The code itself (16 digits, `@cadeau/contracts/gift-code`) is never stored in plain text.
 */

/** A code is unused until the order submission consumes it (`values/lists.ts`). */
export const voucherStatusSchema = z.enum(voucherStatuses);

const uuid = z.string().uuid();
const iso = z.string();

/**
 * The voucher columns of one recipient in `GET /campaign/{campaignId}/recipients` (`voucher` is null before the
 * campaign is approved). `code` (formatted `0000-0000-0000-0000`) only for callers who may export the codes
 * (giver admin or manager of a manual campaign, see `vouchers.export` in campaign-roles), else null.
 * `mailFailedAt`/`mailFailure`: the last campaign mail to this recipient failed (svc-mail's reason key).
 */
export const recipientVoucherSchema = z.object({
  id: uuid,
  status: voucherStatusSchema,
  code: z.string().nullable(),
  redeemedAt: iso.nullable(),
  mailedAt: iso.nullable(),
  openedAt: iso.nullable(),
  clickedAt: iso.nullable(),
  mailFailedAt: iso.nullable(),
  mailFailure: z.string().nullable(),
  /** The recipient left feedback (its text is in the feedback list). */
  hasFeedback: z.boolean(),
});
export type RecipientVoucher = z.infer<typeof recipientVoucherSchema>;

/** One row of the recipients list: the recipient and its voucher columns. */
export const recipientWithVoucherSchema = recipientSchema.extend({ voucher: recipientVoucherSchema.nullable() });
export type RecipientWithVoucher = z.infer<typeof recipientWithVoucherSchema>;
export const recipientWithVoucherPage = pageOf(recipientWithVoucherSchema);
export type RecipientWithVoucherPage = z.infer<typeof recipientWithVoucherPage>;

/** `GET /campaign/{campaignId}/feedback`: newest first (or oldest: `order=asc`), `q` in the text and e-mail. */
export const feedbackListQuery = listQuery(['feedbackAt'], {}).extend({
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuery>;
export const feedbackPage = pageOf(feedbackEntrySchema);
export type FeedbackPage = z.infer<typeof feedbackPage>;

/** How many feedback entries `GET /campaign/current` carries for the dashboard panel (newest first). */
export const DASHBOARD_FEEDBACK_COUNT = 5;

/**
 * `POST /campaign/{campaignId}/recipients/{id}/send-code` (manual campaigns while running; giver admin or
 * manager): asks svc-mail to send this recipient the campaign mail with its code now (outbox
 * `voucher.sendRequested`). Refused for an unsubscribed recipient (409 `error.recipient.unsubscribed`).
 */
export const sendCodeBody = z.object({}).strict();
export const sendCodeResponse = z.object({ voucherId: uuid, requestedAt: iso });
export type SendCodeResponse = z.infer<typeof sendCodeResponse>;

/** Columns of `GET /campaign/{campaignId}/vouchers/export` (UTF-8 with BOM, formula cells escaped). */
export const voucherExportColumns = [
  'email',
  'salutation',
  'greeting',
  'code',
  'link',
  'status',
  'redeemedAt',
  'validFrom',
  'validTo',
] as const;

// Internal calls of svc-mail (signed, ADR 0008).

/**
 * `GET /internal/campaigns/{campaignId}/mailing`: what svc-mail renders once per design and language.
 * `language` is the giver organisation's language (the mail goes out in it); `validFrom`/`validTo` are the
 * campaign's Zurich days `YYYY-MM-DD`; `mailDesign` is the saved design (null when never saved).
 */
export const campaignMailingSchema = z.object({
  campaignId: uuid,
  organizationId: uuid,
  type: campaignTypeSchema,
  status: campaignStatusSchema,
  campaignName: z.string(),
  giverName: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  mailDesign: mailDesignSchema.nullable(),
  language: languageSchema,
});
export type CampaignMailing = z.infer<typeof campaignMailingSchema>;

/** Most recipients one page of `mail-recipients` holds. */
export const MAIL_RECIPIENTS_MAX_LIMIT = 5000;

/**
 * `GET /internal/campaigns/{campaignId}/mail-recipients?after=<recipientId>&limit=<≤5000>[&ids=a,b]`: recipients
 * with a voucher, ordered by recipient id (keyset: `after` is the last id of the page before; `next` the one
 * to ask with, null at the end). `ids` (comma-separated, at most 1000) limits the page to those recipients
 * (a manual campaign's single sends).
 */
export const mailRecipientsQuery = z.object({
  after: uuid.toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(MAIL_RECIPIENTS_MAX_LIMIT).default(1000),
  ids: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim().toLowerCase()))
    .pipe(z.array(uuid).min(1).max(1000))
    .optional(),
});
export type MailRecipientsQuery = z.input<typeof mailRecipientsQuery>;
export const mailRecipientSchema = z.object({
  recipientId: uuid,
  voucherId: uuid,
  email: z.string(),
  salutation: z.string().nullable(),
  greeting: z.string().nullable(),
  unsubscribed: z.boolean(),
});
export type MailRecipient = z.infer<typeof mailRecipientSchema>;
export const mailRecipientsPage = z.object({ items: z.array(mailRecipientSchema), next: uuid.nullable() });
export type MailRecipientsPage = z.infer<typeof mailRecipientsPage>;

/** Most codes one `POST /internal/vouchers/codes` decrypts (one SendGrid request's personalizations). */
export const VOUCHER_CODES_MAX = 1000;

/**
 * `POST /internal/vouchers/codes`: the codes of these vouchers, decrypted and formatted, at send time (svc-mail
 * never stores them). Unknown ids are left out of the answer.
 */
export const voucherCodesBody = z.object({ voucherIds: z.array(uuid.toLowerCase()).min(1).max(VOUCHER_CODES_MAX) });
export type VoucherCodesBody = z.infer<typeof voucherCodesBody>;
export const voucherCodesResponse = z.object({ codes: z.array(z.object({ voucherId: uuid, code: z.string() })) });
export type VoucherCodesResponse = z.infer<typeof voucherCodesResponse>;

/** Events of the giver's side of vouchers (spread into `campaignEvents`). */
export const voucherGiverEvents = {
  /** The giver sent codes of a manual campaign by mail: svc-mail sends these recipients the campaign mail. */
  'voucher.sendRequested': z.object({
    campaignId: uuid,
    recipientIds: z.array(uuid).min(1),
    /** The giver who asked (absent for the system). */
    actorUserId: uuid.optional(),
  }),
} as const;

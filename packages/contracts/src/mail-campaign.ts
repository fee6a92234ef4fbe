import { z } from 'zod';
import { uuidParam } from './routes/params';
import type { RouteDef } from './routes/types';

/**
 * Campaign mails at scale (issue 12, area M, ADR 0022): what svc-mail publishes about the gift-code mails it
 * sends for svc-campaign, and the public unsubscribe call behind the link in every campaign mail.
 *
 * svc-mail pulls a campaign's mailing and recipients from svc-campaign's internal routes (V), stores one
 * campaign-class message per recipient (idempotency key `campaignMailKey`) without the code, and fetches the
 * codes only when it sends. Its events go out through its outbox on its own stream (MAIL, subjects
 * `campaignMail.>`); svc-campaign consumes them into the vouchers' mailed/opened/clicked times and the
 * recipients' unsubscribe flag.
 */

const at = z.string().datetime({ offset: true });
const voucherIds = z.array(z.string().uuid()).min(1).max(1000);

export const campaignMailEvents = {
  /** The provider accepted the mails of these vouchers (one event per provider request of a campaign). */
  'campaignMail.sent': z.object({ campaignId: z.string().uuid(), voucherIds, at }),
  /**
   * The mails of these vouchers reached the recipients' mail servers (SendGrid's `delivered` event, one voucher at a
   * time; the dev provider delivers into the dev mailbox as it sends, a batch at a time).
   */
  'campaignMail.delivered': z.object({ campaignId: z.string().uuid(), voucherIds, at }),
  /**
   * These mails will not go out: `reason` is an `error.mail.*` key (provider refused, unsubscribed address,
   * code not available, attempts used up).
   */
  'campaignMail.failed': z.object({ campaignId: z.string().uuid(), voucherIds, reason: z.string().min(1).max(255) }),
  /** The provider reported the first open of the voucher's mail. */
  'campaignMail.opened': z.object({ campaignId: z.string().uuid(), voucherId: z.string().uuid(), at }),
  /**
   * The recipient followed a link of the mail (first click; link scanners filtered out: clicks within
   * `SCANNER_CLICK_WINDOW_MS` of delivery and headless or scanner user agents are not counted).
   */
  'campaignMail.clicked': z.object({ campaignId: z.string().uuid(), voucherId: z.string().uuid(), at }),
  /** The recipient followed the unsubscribe link of a campaign mail and confirmed it. */
  'campaignMail.unsubscribed': z.object({
    campaignId: z.string().uuid(),
    recipientId: z.string().uuid(),
    email: z.string().max(320),
  }),
} as const;
export type CampaignMailEventSubject = keyof typeof campaignMailEvents;
export type CampaignMailEventData<S extends CampaignMailEventSubject> = z.infer<(typeof campaignMailEvents)[S]>;

/** A click this soon after the provider delivered the mail is a link scanner's, not the recipient's. */
export const SCANNER_CLICK_WINDOW_MS = 10_000;

/**
 * The automatic campaign mail: one per recipient, ever (the idempotency key of its message in svc-mail). A giver's
 * explicit send-code request (`voucher.sendRequested`) is a mail of its own, keyed by this and the request's event id.
 */
export const campaignMailKey = (campaignId: string, recipientId: string) => `campaign:${campaignId}:${recipientId}`;

/**
 * The token of `{{unsubscribeLink}}` (`${PUBLIC_URL}/unsubscribe?token=`): svc-mail signs it (HMAC) per recipient
 * and campaign, so only the mail's reader can use it. base64url, bounded.
 */
export const unsubscribeToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,600}$/);

/** `POST /mail/unsubscribe` (mfe-public's /unsubscribe page, after the reader's click). */
export const unsubscribeBody = z.object({ token: unsubscribeToken });
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;
/** The address that takes no more campaign mails (a repeat answers the same). */
export const unsubscribeResponse = z.object({ email: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/**
 * Public, rate-limited like other mailed tokens (`redeem`). A token that does not verify answers 400
 * `error.mail.unsubscribeLinkInvalid`; a valid one adds the address to the suppression list, publishes
 * `campaignMail.unsubscribed` once, and answers the address.
 */
export const unsubscribeRoute = {
  method: 'POST',
  path: '/mail/unsubscribe',
  service: 'mail',
  access: 'public',
  body: unsubscribeBody,
  response: unsubscribeResponse,
  rateLimit: 'redeem',
} as const satisfies RouteDef;

/** What the dev send-now call did: messages queued by its intake, then sent, failed, left (unsubscribed…). */
export const devSendCampaignMailResponse = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type DevSendCampaignMailResponse = z.infer<typeof devSendCampaignMailResponse>;

/**
 * Development only (absent in production): pulls one campaign's mailing if it is not queued yet and sends all
 * its queued mails at once, whatever the business hours and MailMaxPerRun say. The demo seed (helper E) calls
 * it so the demo codes are in the dev mailbox right after `npm start`. Internal: signed service calls only.
 */
export const devSendCampaignMailRoute = {
  method: 'POST',
  path: '/internal/dev/campaign-mail/{campaignId}/send',
  service: 'mail',
  access: 'internal',
  production: 'absent',
  params: z.object({ campaignId: uuidParam() }),
  response: devSendCampaignMailResponse,
} as const satisfies RouteDef;

import { z } from 'zod';
import { mailDesignSchema, mailPlaceholderValuesSchema } from './campaign-designs';
import { shipmentCarrierSchema, trackingNumberSchema } from './catalog-orders';
import { ErrorKeys } from './errors';
import { languageSchema, PERSON_NAME_MAX } from './identity';
import { invoiceTypes, organizationStatuses, productTypes } from './values/lists';

/**
 * svc-mail contracts: the `mail.send.<producer>` command other services publish through their outbox,
 * the data each template needs, the dev mailbox and render calls, and the front-end paths the links in
 * mails point to. svc-mail builds every link from its PUBLIC_URL and these paths.
 */

/** Transactional mails go out at once; campaign mails in node-cron runs within MailBusinessHours. */
export const mailClasses = ['transactional', 'campaign'] as const;
export const mailClassSchema = z.enum(mailClasses);
export type MailClass = z.infer<typeof mailClassSchema>;

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** Front-end paths linked from mails (mfe-public and mfe-orgs route these). */
export const mailLinkPaths = {
  /** `?token=`: confirms the address of a new account. */
  emailConfirmation: '/confirm-email',
  /** `?token=`: sets a new password. */
  passwordReset: '/reset-password',
  /** `?token=`: accepts an invitation (register or log in, then join). */
  invitation: '/invitation',
  /** `?token=` confirms the change; `?token=…&action=cancel` (old address only) cancels it. */
  emailChange: '/email-change',
  /** Where the "if this wasn't you" notices send the reader: a fresh reset link secures the account. */
  forgotPassword: '/forgot-password',
  /** The public contact form: where someone whose address was changed behind their back turns. */
  contact: '/contact',
  organization: '/cockpit/my-organization',
  /** `/<productId>`: a product of the seller's cockpit (mfe-products). */
  products: '/cockpit/products',
  /** `/<campaignId>`: a campaign's workspace in the cockpit (mfe-campaigns). */
  campaigns: '/cockpit/campaigns',
  /** `/<orderId>`: an order in the seller's cockpit (mfe-products). */
  orders: '/cockpit/orders',
  /** The login, linked from notices to existing accounts. */
  login: '/login',
  cockpit: '/cockpit',
  /** The platform's imprint (mfe-public), linked from the footer of every design mail. */
  imprint: '/imprint',
  /**
   * `?token=`: a recipient's own link out of a campaign's mails (the footer of every design mail, issue 12): the
   * page asks for a click, then `POST /mail/unsubscribe` with the token svc-mail signed for that recipient.
   */
  unsubscribe: '/unsubscribe',
} as const;

// Tokens are produced by svc-identity (base64url or hex); anything else in a link is refused.
const token = z.string().regex(/^[A-Za-z0-9_-]{16,512}$/);
// Every name a mail shows fits its source's bound: organisation names (200, organizations.ts, accounts.ts)
// and first names (PERSON_NAME_MAX); an inviter's full name is first and last name joined by a space.
const name = z.string().trim().min(1).max(200);
const fullName = z
  .string()
  .trim()
  .min(1)
  .max(2 * PERSON_NAME_MAX + 1);
/** A path below PUBLIC_URL: links in mails never point to another site. */
const sitePath = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/)[^\s\\]*$/);

/**
 * What every product mail to a seller names (issue 10): the product in the recipient's language (its name,
 * number and version) and its id, linked as `mailLinkPaths.products/<productId>`.
 */
const productNews = z.object({
  productId: z.string().uuid(),
  productName: name,
  productNumber: z.string().trim().min(1).max(50),
  version: z.number().int().positive(),
  /**
   * Who acted, as this reader is told: `byYou` on the copy of the person who acted (a confirmation, "You
   * paused …"), `byName` on a colleague's copy ("Anna Muster paused …"); neither when the platform acted.
   */
  byYou: z.boolean().optional(),
  byName: fullName.optional(),
});
/** A reason a platform administrator wrote (a rejection, a block, an optional approval note). */
const reviewReason = z.string().trim().min(1).max(4000);

/**
 * What every campaign mail to a giver names (issue 11): the campaign by its name and its id, linked as
 * `mailLinkPaths.campaigns/<campaignId>`; who acted as in the product mails (`byYou`, `byName`, neither for
 * the platform).
 */
const campaignNews = z.object({
  campaignId: z.string().uuid(),
  campaignName: name,
  byYou: z.boolean().optional(),
  byName: fullName.optional(),
});

/**
 * What every order mail names (issue 12): the order by its id and number, the product in the reader's language,
 * its type and the campaign it came from.
 */
const orderNews = z.object({
  orderId: z.string().uuid(),
  orderNumber: z.string().trim().min(1).max(20),
  productName: name,
  type: z.enum(productTypes),
  campaignName: name,
});
/** A physical gift's delivery address as the confirmation repeats it (no phone or e-mail). */
const orderMailAddress = z.object({
  firstName: z.string().trim().min(1).max(200),
  lastName: z.string().trim().min(1).max(200),
  street: z.string().trim().min(1).max(200),
  houseNumber: z.string().trim().max(50),
  zip: z.string().trim().min(1).max(10),
  city: z.string().trim().min(1).max(200),
  co: z.string().trim().max(200).optional(),
});

/**
 * What every billing mail names (issue 19, svc-billing): the organisation and the invoice by its number, and the
 * cockpit page to open it on (`path`, e.g. `/cockpit/payments`). Amounts are integer Rappen (DESIGN section 4), at
 * most the QR-bill's CHF 999,999,999.99; the mail shows them as CHF.
 */
const rappen = z.number().int().min(0).max(99_999_999_999);
const invoiceNews = z.object({
  organizationName: name,
  invoiceNumber: z.string().trim().min(1).max(40),
  path: sitePath,
});
/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d);
  });
/**
 * An IBAN as a mail may show it: masked but for its last four characters (`maskIban`), so a full account number
 * never travels in a mail or the dev mailbox.
 */
const maskedIban = z
  .string()
  .max(40)
  .regex(/^[•* ]*[•*][•* ]*[0-9A-Z]{4}$/);

/** `•••• 2957` for `CH93 0076 2011 6238 5295 7`: the form `payoutDone` takes (the last four characters). */
export const maskIban = (iban: string): string => `•••• ${iban.replace(/\s+/g, '').toUpperCase().slice(-4)}`;

export const mailTemplateData = {
  emailConfirmation: z.object({
    firstName: name,
    token,
    validHours: z
      .number()
      .int()
      .positive()
      .max(24 * 30)
      .optional(),
  }),
  passwordReset: z.object({
    firstName: name,
    token,
    validMinutes: z
      .number()
      .int()
      .positive()
      .max(24 * 60)
      .optional(),
  }),
  invitation: z.object({ organizationName: name, inviterName: fullName, token }),
  /**
   * To the platform's first administrator, made from an address alone by svc-identity's create-first-admin (issue
   * 21): the account exists, the link sets its password (a reset link that lasts `validHours`).
   */
  platformAdminWelcome: z.object({
    token,
    validHours: z
      .number()
      .int()
      .positive()
      .max(24 * 30),
  }),
  /** To the current address: confirm (the old address stays active until both confirmed) or cancel. */
  emailChangeOld: z.object({ firstName: name, newEmail: z.string().max(320), token }),
  /** To the new address: confirm that it belongs to the user. */
  emailChangeNew: z.object({ firstName: name, token }),
  /**
   * To the new address of an e-mail change when it already belongs to an account (issue 8): a notice
   * without a confirmation link, so the change never completes and the answer did not tell.
   */
  emailAddressTaken: z.object({ firstName: name }),
  /**
   * To an existing account whose address someone used to register an organisation (issue 8): the
   * registration was answered as a success and created nothing.
   */
  registrationAttempt: z.object({ firstName: name, organizationName: name }),
  /**
   * To the account's address after its password changed in the settings (`via: 'change'`, other sessions
   * ended) or through a reset link (`via: 'reset'`, every session ended): "if this wasn't you".
   */
  passwordChanged: z.object({ firstName: name, via: z.enum(['change', 'reset']) }),
  /** To the previous address once a change of address completed: "if this wasn't you". */
  emailChanged: z.object({ firstName: name, newEmail: z.string().max(320) }),
  organizationStatusChanged: z.object({
    organizationName: name,
    status: z.enum(organizationStatuses),
    reason: z.string().trim().min(1).max(4000),
  }),
  /** To the seller: the product was released for review (the platform administrators check it). */
  productPublished: productNews,
  /** To the seller: a new draft version of a released product was created; the released one stays on offer. */
  productVersionCreated: productNews,
  /** To the seller: the product was approved and can be picked for campaigns; `reason` is the reviewer's note. */
  productApproved: productNews.extend({ reason: reviewReason.optional() }),
  /** To the seller: a new version was approved and replaces the former one for new campaigns. */
  productVersionApproved: productNews.extend({ reason: reviewReason.optional() }),
  /** To the seller: the review refused the product, with the reason to correct it by. */
  productRejected: productNews.extend({ reason: reviewReason }),
  /** To the seller: the product was paused (no new campaigns pick it) or resumed. */
  productPaused: productNews,
  productResumed: productNews,
  /** To the seller: a platform administrator blocked the product, with the reason. */
  productBlocked: productNews.extend({ reason: reviewReason }),
  /** To the giver: the campaign was released for review (the platform administrators check it). */
  campaignReleased: campaignNews,
  /** To the giver: the review approved the campaign; `reason` is the reviewer's optional note. */
  campaignApproved: campaignNews.extend({ reason: reviewReason.optional() }),
  /** To the giver: the review refused the campaign, with the reason to adjust it by before releasing it again. */
  campaignRejected: campaignNews.extend({ reason: reviewReason }),
  /** To the giver: a platform administrator blocked the campaign, with the reason. */
  campaignBlocked: campaignNews.extend({ reason: reviewReason }),
  /**
   * To the recipient once the order is created (issue 12): the order number, the product, where it goes (a
   * physical gift's address) and the QR image of the order number, `${PUBLIC_URL}/api/order/<orderId>/qr.png`.
   */
  orderConfirmation: orderNews.extend({
    address: orderMailAddress.optional(),
    deliveryDays: z.number().int().min(0).max(365),
    giverName: name.optional(),
  }),
  /**
   * To the seller (Orders.NotificationMails, else every organisation admin, in the organisation's language): a
   * new order, linked as `mailLinkPaths.orders/<orderId>`; a physical order names only its city.
   */
  orderPlaced: orderNews.extend({ productNumber: z.string().trim().min(1).max(50), city: name.optional() }),
  /**
   * To the recipient: the seller shipped the physical gift, with the carrier and the parcel's tracking number when
   * the seller gave them (issue 23); Swiss Post's number links to its tracking page (`trackingUrlOf`).
   */
  orderShipped: orderNews.extend({
    deliveryDays: z.number().int().min(0).max(365),
    carrier: shipmentCarrierSchema.optional(),
    trackingNumber: trackingNumberSchema.optional(),
  }),
  /** To the recipient: the seller fulfilled the digital gift with `fulfilment` (a voucher code, a link, …). */
  digitalGiftDelivered: orderNews.extend({ fulfilment: z.string().trim().min(1).max(4000) }),
  /**
   * To the organisation (issue 19): an invoice was issued, its PDF attached (`attachments`). The text says what the
   * invoice is (by `invoiceType`, the types of billing.ts), what is open and until when, and that the QR-bill to pay
   * it is in the PDF when something is open (never for a payout, which the platform pays).
   */
  invoiceIssued: invoiceNews.extend({
    invoiceType: z.enum(invoiceTypes),
    amountRappen: rappen,
    openRappen: rappen,
    dueDate: day.nullable(),
    campaignName: name.optional(),
  }),
  /** To the organisation: a payment was booked against an invoice; `openRappen` is what remains (0: paid). */
  paymentReceived: invoiceNews.extend({ paidRappen: rappen, openRappen: rappen }),
  /** To the organisation: a payout was transferred to its IBAN, shown masked (`maskIban`). */
  payoutDone: invoiceNews.extend({ amountRappen: rappen, iban: maskedIban }),
  notification: z.object({
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(4000),
    path: sitePath.optional(),
  }),
  /** Generic campaign mail (the gift-code mail of the campaign issue builds on it). */
  campaignMessage: z.object({
    subject: z.string().trim().min(1).max(200),
    salutation: z.string().trim().max(200).optional(),
    body: z.string().trim().min(1).max(10_000),
    action: z.object({ label: z.string().trim().min(1).max(100), path: sitePath }).optional(),
  }),
} as const;
export type MailTemplateKey = keyof typeof mailTemplateData;
export const mailTemplateKeys = Object.keys(mailTemplateData) as MailTemplateKey[];
export type MailTemplateData<K extends MailTemplateKey> = z.infer<(typeof mailTemplateData)[K]>;

/**
 * Mails svc-mail renders from a campaign's mail design (`campaign-designs.ts`) through MJML (issue 11) instead
 * of a fixed text: they are only sent, never shown by /dev/render-mail (svc-campaign previews a design through
 * the internal `POST /internal/mail-design/render`).
 */
export const designMailTemplateData = {
  /**
   * The test mail a designer sends to themselves: the design in `language` (the command's locale when absent)
   * with the campaign's and giver's names as given, `values` where given (the campaign's dates, as its
   * preview shows them) and sample values for the rest, the subject prefixed "[Test]". Transactional: it goes
   * out at once through the dev provider or SendGrid.
   */
  campaignTest: z.object({
    design: mailDesignSchema,
    language: languageSchema.optional(),
    campaignName: name,
    giverName: name,
    values: mailPlaceholderValuesSchema.optional(),
  }),
} as const;
export type DesignMailTemplateKey = keyof typeof designMailTemplateData;
export const designMailTemplateKeys = Object.keys(designMailTemplateData) as DesignMailTemplateKey[];
export type DesignMailTemplateData<K extends DesignMailTemplateKey> = z.infer<(typeof designMailTemplateData)[K]>;
export const isDesignMailTemplate = (key: string): key is DesignMailTemplateKey =>
  Object.hasOwn(designMailTemplateData, key);

type Variant<K extends MailTemplateKey, Extra> = { template: K; data: MailTemplateData<K> } & Extra;
type Variants<Extra> = { [K in MailTemplateKey]: Variant<K, Extra> }[MailTemplateKey];
type DesignVariants<Extra> = {
  [K in DesignMailTemplateKey]: { template: K; data: DesignMailTemplateData<K> } & Extra;
}[DesignMailTemplateKey];

/** One object schema per template, discriminated by `template`, so `data` is checked by its own schema. */
function byTemplate<Extra extends z.ZodRawShape>(extra: Extra, data: Record<string, z.ZodType> = mailTemplateData) {
  const variants = Object.keys(data).map((key) => z.object({ template: z.literal(key), data: data[key], ...extra }));
  return z.discriminatedUnion('template', variants as [(typeof variants)[number], ...(typeof variants)[number][]]);
}

/**
 * Attachments of a mail command (issue 19: an invoice's PDF). The limits, and why they fit NATS:
 * - at most 3 PDFs, each at most 2 MiB decoded (spec of issue 19);
 * - and the whole command, as the JSON the outbox relay publishes, at most `MAIL_COMMAND_MAX_BYTES` (960 KiB). A
 *   JetStream message may not exceed the server's max_payload (1 MiB by default, headers included), and an outbox
 *   row the server refuses is retried forever and holds back every later event of its producer (the relay keeps
 *   the order). `kit.queueMail` parses the command with this schema, so an oversized one fails in the producer's
 *   transaction instead. 64 KiB stay for the envelope (id, type, occurredAt) and the Nats-Msg-Id header.
 * Under the default max_payload it is this bound that binds: the PDFs of one mail together may be about 700 KiB
 * (base64 adds a third). A PDF invoice is about 50 KB (67 KB as base64), so an invoice mail uses under a tenth of
 * it; the 2 MiB per file apply only where NATS runs with a larger max_payload and this bound is raised with it.
 */
export const MAIL_ATTACHMENTS_MAX = 3;
export const MAIL_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const MAIL_COMMAND_MAX_BYTES = 960 * 1024;

/** Bytes of a valid, padded base64 text once decoded. */
const base64DecodedBytes = (b64: string): number =>
  (b64.length / 4) * 3 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

// Letters, digits, `.`, `_`, `-` and inner spaces, no path, quote or control character: the name goes into a
// Content-Disposition header and a download as it is.
const SAFE_PDF_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._ -]*\.pdf$/i;

export const mailAttachmentSchema = z.object({
  filename: z.string().max(100).regex(SAFE_PDF_NAME),
  contentType: z.literal('application/pdf'),
  contentBase64: z
    .base64()
    .max(Math.ceil(MAIL_ATTACHMENT_MAX_BYTES / 3) * 4)
    .refine((b64) => base64DecodedBytes(b64) <= MAIL_ATTACHMENT_MAX_BYTES)
    // What it says it is: a PDF starts with `%PDF-` (atob: the contracts run in browsers too).
    .refine((b64) => b64.length >= 8 && atob(b64.slice(0, 8)).startsWith('%PDF-')),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

interface CommandFields {
  locale: z.infer<typeof languageSchema>;
  to: string;
  idempotencyKey: string;
  class: MailClass;
  /** Files sent with the mail (`mailAttachmentSchema`); a bad one fails the message with invalidAttachmentEncoding. */
  attachments?: MailAttachment[];
}
type PublishedFields = Omit<CommandFields, 'class'> & { class?: MailClass };
/** What a producer publishes (`class` defaults to transactional). */
export type MailSendCommand = Variants<PublishedFields> | DesignVariants<PublishedFields>;
/** What svc-mail reads after validation. */
export type ParsedMailSendCommand = Variants<CommandFields> | DesignVariants<CommandFields>;

/**
 * The `mail.send.<producer>` command (the `data` of an event envelope). Publish it through the outbox
 * (`kit.queueMail(trx, command)` of service-kit), so a mail is queued if and only if the
 * business transaction commits. A second command with the same idempotency key is ignored.
 * `to` is checked by svc-mail (spec section 5), which fails the message with an `error.mail.*` key.
 */
export const mailSendCommand = byTemplate(
  {
    locale: languageSchema,
    to: z.string().trim().min(1).max(320),
    idempotencyKey: z.string().min(1).max(255),
    class: mailClassSchema.default('transactional'),
    attachments: z.array(mailAttachmentSchema).max(MAIL_ATTACHMENTS_MAX).optional(),
  },
  { ...mailTemplateData, ...designMailTemplateData },
).superRefine((command, ctx) => {
  // Only a command with attachments can come near NATS's max_payload (see MAIL_COMMAND_MAX_BYTES).
  if (command.attachments?.length && utf8Bytes(JSON.stringify(command)) > MAIL_COMMAND_MAX_BYTES)
    ctx.addIssue({ code: 'custom', path: ['attachments'], message: ErrorKeys.mail.invalidAttachmentEncoding });
}) as unknown as z.ZodType<ParsedMailSendCommand, MailSendCommand>;

/** Subject a producer publishes its mail commands on; the MAIL stream holds `mail.send.>`. */
export type MailSendSubject<P extends string = string> = `mail.send.${P}`;
export const mailSendSubject = <P extends string>(producer: P): MailSendSubject<P> => `mail.send.${producer}`;

/** POST /dev/render-mail: renders a template without storing or sending anything. */
export type RenderMailBody = Variants<{ locale: z.infer<typeof languageSchema> }>;
export const renderMailBody = byTemplate({ locale: languageSchema }) as unknown as z.ZodType<
  RenderMailBody,
  RenderMailBody
>;
export const renderedMail = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedMail = z.infer<typeof renderedMail>;

/** POST /mail/check-address: the server checks of spec section 5 (lengths, format, MX record). */
export const checkAddressBody = z.object({ address: z.string().max(1000) });
export const checkAddressResponse = z.object({ valid: z.boolean(), message: z.string().optional() });

export const devMailSummary = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  class: mailClassSchema,
  status: z.enum(mailStatuses),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const devMailListResponse = z.object({
  items: z.array(devMailSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
/** GET /dev/mails/{mailId}/attachments/{index}: one attachment's bytes, through the gateway (below PUBLIC_URL). */
export const devMailAttachmentPath = (mailId: string, index: number) => `/api/dev/mails/${mailId}/attachments/${index}`;

export const devMailAttachment = z.object({
  /** Its place in the command's `attachments` (0, 1, 2): the download route's `{index}`. */
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  /** Bytes, decoded. */
  size: z.number().int(),
  /** PUBLIC_URL + `devMailAttachmentPath`. */
  url: z.string(),
});
export const devMailResponse = devMailSummary.extend({
  html: z.string(),
  text: z.string(),
  /** The http(s) links of the mail, in order, so a person (or a test) can follow them. */
  links: z.array(z.string()),
  attachments: z.array(devMailAttachment),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
});
export type DevMailSummary = z.infer<typeof devMailSummary>;
export type DevMail = z.infer<typeof devMailResponse>;

/**
 * The stream svc-mail creates at start: the `mail.send.>` commands it consumes (durable `mail-intake`; producers
 * only publish) and its own events about campaign mails (`campaignMail.>`, mail-campaign.ts; svc-campaign consumes
 * them).
 */
export const mailStream = { name: 'MAIL', subjects: ['mail.send.>', 'campaignMail.>'] } as const;

/** Headers SendGrid signs its event webhook with; the gateway forwards them on the webhook route. */
export const SENDGRID_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const SENDGRID_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

/** What svc-mail answers a SendGrid event batch: events received, applied (changed something), ignored. */
export const sendGridWebhookResponse = z.object({
  received: z.number().int(),
  applied: z.number().int(),
  ignored: z.number().int(),
});

/**
 * The status and type lists of the platform's entities, each written once. The zod schemas of the other contracts
 * modules are built from these arrays (`z.enum(campaignStatuses)`), and the browser imports them through
 * `@cadeau/contracts/values` for its filters and options, so a list the contracts change reaches every screen.
 * No zod here (`values.test.ts`).
 */

/** The platform's languages: the pages, the mails, a person's and a recipient's language. */
export const languages = ['de', 'en'] as const;

/** The life of a campaign (svc-campaign domain/campaign-status.ts holds the guarded transitions). */
export const campaignStatuses = ['draft', 'pending', 'rejected', 'approved', 'running', 'finished', 'blocked'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * The workspace sections of spec section 2 in page order, and the invoice address (completed on the organisation's
 * page): what a rule violation or release blocker points to (the screen links each message to the section that
 * fixes it).
 */
export const campaignSections = [
  'type',
  'timespan',
  'recipients',
  'products',
  'mailDesign',
  'greetingDesign',
  'budget',
  'invoiceAddress',
] as const;
export type CampaignSection = (typeof campaignSections)[number];

/** Automatic: the platform sends the gift codes; manual: the giver hands them out (switchable while editable). */
export const campaignTypes = ['automatic', 'manual'] as const;
export type CampaignType = (typeof campaignTypes)[number];

/** What a platform administrator decides about a pending campaign (`block` also stops an approved or running one). */
export const campaignDecisions = ['approve', 'reject', 'block'] as const;
export type CampaignDecision = (typeof campaignDecisions)[number];

/** What create-template copies from the template besides its type and products-less fields. */
export const templateElements = ['mailDesign', 'greetingDesign', 'recipients', 'products'] as const;
export type TemplateElement = (typeof templateElements)[number];

/** A code is unused until the order submission consumes it (R's saga); nothing makes it unused again. */
export const voucherStatuses = ['unused', 'used'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];

/**
 * The life of one product version (domain/product-status.ts of svc-catalog holds the allowed transitions):
 * draft → pending (published for review) → approved | rejected; approved ⇄ paused; approved → finished (the
 * seller ends it) or replaced (a newer version of its group was approved; it serves only the campaigns that
 * already hold it); any but deleted → blocked (platform administrator); draft | rejected → deleted.
 */
export const productStatuses = [
  'draft',
  'pending',
  'approved',
  'rejected',
  'paused',
  'blocked',
  'finished',
  'replaced',
  'deleted',
] as const;
export type ProductStatus = (typeof productStatuses)[number];

/**
 * The versions still in the making (never released): a group has at most one (svc-catalog refuses a second with
 * `newVersionCreated`).
 */
export const unreleasedProductStatuses: readonly ProductStatus[] = ['draft', 'pending', 'rejected'];

/**
 * The versions that were released (approved once): approved, paused, and the ended or replaced ones. The newest of
 * them before a new version is the floor of its weekly availability.
 */
export const releasedProductStatuses: readonly ProductStatus[] = ['approved', 'paused', 'replaced', 'finished'];

/**
 * `donation` (ADR 0020): a charity's product whose price is the donated amount; no shipping cost, 0 delivery
 * days, nothing to ship. Reviewed, offered and reserved like any other product.
 */
export const productTypes = ['physical', 'digital', 'donation'] as const;
export type ProductType = (typeof productTypes)[number];

/**
 * placed → shipped → done; placed → canceled. shipped → canceled is not allowed (the parcel is on its way);
 * done and canceled are final. svc-catalog's `domain/order-status.ts` holds the guard.
 */
export const orderStatuses = ['placed', 'shipped', 'done', 'canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses a seller or administrator sets (placed is where every order starts). */
export const orderTargetStatuses = ['shipped', 'done', 'canceled'] as const;
export type OrderTargetStatus = (typeof orderTargetStatuses)[number];

export const organizationStatuses = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type OrganizationStatus = (typeof organizationStatuses)[number];

/** Organisation roles (spec section 1); `user` is the default. */
export const orgRoles = ['admin', 'manager', 'designer', 'user'] as const;
export type OrgRole = (typeof orgRoles)[number];
export const orgFeatures = ['giver', 'seller'] as const;
export type OrgFeature = (typeof orgFeatures)[number];

export const invitationStatuses = ['pending', 'accepted'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** A conversation between an organisation and the platform: open until it is finished. */
export const conversationStatuses = ['open', 'finished'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/** A contact form's message waits (open) until an administrator marks it answered. */
export const contactStatuses = ['open', 'answered'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** Invoice types of spec section 3. */
export const invoiceTypes = ['deposit', 'finalBilling', 'orderBilling', 'payout', 'manual'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** Invoice statuses of spec section 4 (open, partially paid, paid, paid out, reopened). */
export const invoiceStatuses = ['open', 'partialPaid', 'paid', 'paidOut', 'reopened'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** An incoming payment of a camt.054 file: matched to an invoice by its reference, unmatched, assigned, or reversed. */
export const bankPaymentStatuses = ['matched', 'unmatched', 'assigned', 'reversed'] as const;
export type BankPaymentStatus = (typeof bankPaymentStatuses)[number];

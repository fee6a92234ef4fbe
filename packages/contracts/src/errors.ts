/**
 * Error message keys shown to users (spec section 8). A service answers `{ message: key }`; the client
 * translates the key. Keys are stable: never rename one, add a new one.
 */
export const ErrorKeys = {
  forbidden: 'error.forbidden',
  unauthorized: 'error.unauthorized',
  notFound: 'error.notFound',
  network: 'error.network',
  unknown: 'error.unknown',
  validation: 'error.validation',
  userBlocked: 'error.userBlocked',
  noUserFound: 'error.noUserFound',
  tooManyRequests: 'error.tooManyRequests',
  serviceUnavailable: 'error.serviceUnavailable',
  payloadTooLarge: 'error.payloadTooLarge',
  login: {
    invalidCredentials: 'error.login.invalidCredentials',
    userBlocked: 'error.login.userBlocked',
    emailNotConfirmed: 'error.login.emailNotConfirmed',
  },
  session: {
    notFound: 'error.session.notFound',
  },
  // Spec section 8, areas of svc-identity (issue 3). Keys beyond the catalogue are marked "added".
  confirmation: {
    alreadyConfirmed: 'error.confirmation.alreadyConfirmed',
    expired: 'error.confirmation.expired',
    notFound: 'error.confirmation.notFound',
  },
  contact: {
    missingContactInfo: 'error.contact.missingContactInfo',
    notFound: 'error.contact.notFound',
  },
  emailChange: {
    currentAlreadyConfirmed: 'error.emailChange.currentAlreadyConfirmed',
    newAlreadyConfirmed: 'error.emailChange.newAlreadyConfirmed',
    /** added: the link is unknown, cancelled or superseded. */
    notFound: 'error.emailChange.notFound',
    /** added */
    expired: 'error.emailChange.expired',
    /** added: the new address belongs to another account. */
    emailInUse: 'error.emailChange.emailInUse',
    /** added: the new address is the current one. */
    sameEmail: 'error.emailChange.sameEmail',
  },
  invitation: {
    cannotDeleteNonPending: 'error.invitation.cannotDeleteNonPending',
    emailMismatch: 'error.invitation.emailMismatch',
    idMissing: 'error.invitation.idMissing',
    noEmail: 'error.invitation.noEmail',
    noPassword: 'error.invitation.noPassword',
    notFound: 'error.invitation.notFound',
    organizationLinkingFailed: 'error.invitation.organizationLinkingFailed',
    userAlreadyInOrganization: 'error.invitation.userAlreadyInOrganization',
    /** Log in (or switch to the invited account) to accept. */
    userNotAuthorized: 'error.invitation.userNotAuthorized',
    /** added: only organisation admins may invite with roles other than user. */
    rolesNotAllowed: 'error.invitation.rolesNotAllowed',
    /** added (issue 8): a pending invitation is renewed only by its inviter or an organisation admin. */
    notRenewable: 'error.invitation.notRenewable',
    /** added (issue 8): a renewal would drop roles of the pending invitation; delete it and invite again. */
    rolesWouldBeLowered: 'error.invitation.rolesWouldBeLowered',
    /** added (issue 8): the link is older than the Invitation.ValidDays setting; ask for a new invitation. */
    expired: 'error.invitation.expired',
    /**
     * added (issue 8): an organisation still pending review sent its small quota of invitations
     * (PENDING_ORGANIZATION_INVITATIONS in svc-identity); more once a platform administrator approved it.
     */
    pendingQuotaReached: 'error.invitation.pendingQuotaReached',
  },
  invoiceAddress: {
    invalidIban: 'error.invoiceAddress.invalidIban',
  },
  organization: {
    alreadyExists: 'error.organization.alreadyExists',
    invalidStatus: 'error.organization.invalidStatus',
    noneSelected: 'error.organization.noneSelected',
    cannotRemoveSelf: 'error.organization.cannotRemoveSelf',
    cannotUpdateSelf: 'error.organization.cannotUpdateSelf',
    userNotInOrganization: 'error.organization.userNotInOrganization',
    /** added */
    notFound: 'error.organization.notFound',
    /** added: values synced from the company register cannot be edited. */
    registerFieldReadOnly: 'error.organization.registerFieldReadOnly',
    /** added: a Swiss zip code that does not exist. */
    invalidZip: 'error.organization.invalidZip',
  },
  password: {
    newPasswordsMismatch: 'error.password.newPasswordsMismatch',
    oldPasswordInvalid: 'error.password.oldPasswordInvalid',
  },
  passwordReset: {
    alreadyUsed: 'error.passwordReset.alreadyUsed',
    expired: 'error.passwordReset.expired',
    notFound: 'error.passwordReset.notFound',
    replaced: 'error.passwordReset.replaced',
  },
  registration: {
    invalidCredentials: 'error.registration.invalidCredentials',
    passwordMismatch: 'error.registration.passwordMismatch',
    userExists: 'error.registration.userExists',
  },
  user: {
    cannotRemoveOwnAdminRole: 'error.user.cannotRemoveOwnAdminRole',
    /** added */
    cannotBlockSelf: 'error.user.cannotBlockSelf',
    /** added: platform administrators and blocked users cannot be impersonated. */
    cannotImpersonate: 'error.user.cannotImpersonate',
    /** added */
    notImpersonating: 'error.user.notImpersonating',
    /** added: password and e-mail changes are refused while impersonating. */
    impersonationForbidden: 'error.user.impersonationForbidden',
  },
  /** added: the company register (Swiss UID register) adapter. */
  companyRegister: {
    invalidUid: 'error.companyRegister.invalidUid',
    notFound: 'error.companyRegister.notFound',
    unavailable: 'error.companyRegister.unavailable',
    rateLimited: 'error.companyRegister.rateLimited',
  },
  /** Uploads (spec section 8, issue 10): limits of the settings Product.MaxImageSize and Campaign.MaxVideoSize. */
  upload: {
    /** Params `limitMb` and `sizeMb` (issue 23: the message names the limit and the file's size). */
    imageTooLarge: 'error.upload.imageTooLarge',
    /** Params `limitMb` and `sizeMb`. */
    videoTooLarge: 'error.upload.videoTooLarge',
    /** added (issue 23): more pixels than the platform decodes (params `megapixels`, `limitMegapixels`). */
    imageTooManyPixels: 'error.upload.imageTooManyPixels',
    /** added: SVG and every type that is not a supported image or video, judged by the file's first bytes. */
    unsupportedType: 'error.upload.unsupportedType',
    /** added: the bytes start like an image but do not decode (a damaged or truncated file). */
    unreadable: 'error.upload.unreadable',
    /** added: only an organisation with the seller or giver feature uploads (product images, campaign media). */
    notAllowed: 'error.upload.notAllowed',
    /** added (issue 23): the organisation has UPLOADS_PER_ORGANIZATION uploads under way already (429; params `limit`). */
    tooManyAtOnce: 'error.upload.tooManyAtOnce',
  },
  /** added: an unknown file, or one the caller may not see (answered alike: no existence leak). */
  file: {
    notFound: 'error.file.notFound',
  },
  /** added */
  setting: {
    unknownKey: 'error.setting.unknownKey',
    invalidIban: 'error.setting.invalidIban',
    fractionDigits: 'error.setting.fractionDigits',
    intervalOrder: 'error.setting.intervalOrder',
    /** added (issue 9): a whole-number setting given a fraction (2.5) is refused, never rounded. */
    wholeNumber: 'error.setting.wholeNumber',
    /** added (issue 9): a maximum below its minimum (durations, product images); shown at both settings. */
    maxBelowMin: 'error.setting.maxBelowMin',
  },
  /** added */
  conversation: {
    notFound: 'error.conversation.notFound',
  },
  /** Spec section 8, products (issue 10, svc-catalog). Keys beyond the catalogue are marked "added". */
  product: {
    /** A campaign holds a product that is not approved (svc-campaign). */
    invalidProducts: 'error.product.invalidProducts',
    /**
     * The catalogue's "new version created", used as a refusal: the group already has a newer version that
     * is not released yet (draft, pending or rejected); the seller edits that one instead of making another.
     */
    newVersionCreated: 'error.product.newVersionCreated',
    notFound: 'error.product.notFound',
    /** Publishing from a status other than draft or rejected. */
    notPublishable: 'error.product.notPublishable',
    /** Publishing needs an approved organisation with the seller feature. */
    organizationNotApproved: 'error.product.organizationNotApproved',
    organizationNotFound: 'error.product.organizationNotFound',
    /** added: a released product is not edited; a new version is made instead. */
    notEditable: 'error.product.notEditable',
    /** added: pause, resume, review, delete or block from a status that does not allow it. */
    invalidStatus: 'error.product.invalidStatus',
    /** added: the current organisation has no seller feature. */
    sellerOnly: 'error.product.sellerOnly',
    /** added (issue 23): the caller's role in the seller organisation reads products but does not change them. */
    readOnly: 'error.product.readOnly',
    /** added: fewer images than Product.MinImages (at `imageIds`). */
    tooFewImages: 'error.product.tooFewImages',
    /** added: more images than Product.MaxImages (at `imageIds`). */
    tooManyImages: 'error.product.tooManyImages',
    /** added: images and a video together (at `videoId`). */
    imagesOrVideo: 'error.product.imagesOrVideo',
    /** added: an image or video id that is no upload of this organisation of the right kind (at the id). */
    fileNotFound: 'error.product.fileNotFound',
    /** added: an unknown VAT category (at `vatCategoryId`). */
    vatCategoryNotFound: 'error.product.vatCategoryNotFound',
    /** added: a new version's weekly availability below the version it follows (at `weeklyAvailability`). */
    availabilityDecreased: 'error.product.availabilityDecreased',
    /** added: a rejection without a reason (at `reason`). */
    reasonRequired: 'error.product.reasonRequired',
    /** added: the product's weekly availability of that ISO week is fully reserved. */
    soldOut: 'error.product.soldOut',
    /** added: the product takes no reservations now (paused by its seller, or blocked by the platform). */
    unavailable: 'error.product.unavailable',
    /** added (issue 23): the product number is another product's already (numbers are unique on the platform). */
    numberTaken: 'error.product.numberTaken',
  },
  /** added (issue 19, svc-billing): invoices, bank payments, payouts and the QR-bill's rules. */
  invoice: {
    /** An unknown invoice, or one of another organisation (no existence leak). */
    notFound: 'error.invoice.notFound',
    /** A status change the invoice's type or status does not allow (paying a paid one, paying out a deposit). */
    invalidStatus: 'error.invoice.invalidStatus',
    /** partialPaid needs an amount below what is open; paid one at least as large. */
    invalidPaymentAmount: 'error.invoice.invalidPaymentAmount',
    /** A payout's amount is changed by a new request, never corrected. */
    amountNotCorrectable: 'error.invoice.amountNotCorrectable',
    /** The same idempotency key came with other content. */
    idempotencyConflict: 'error.invoice.idempotencyConflict',
    paymentNotFound: 'error.invoice.paymentNotFound',
    /** Only an unmatched payment is assigned by hand. */
    paymentAlreadyAssigned: 'error.invoice.paymentAlreadyAssigned',
    /** The body is not a well-formed camt.054.001.08 notification (or holds a DOCTYPE or entities). */
    invalidPaymentFile: 'error.invoice.invalidPaymentFile',
    /** QR-bill guidelines 2.3: amount outside 0.01–999,999,999.99. */
    qrAmountOutOfRange: 'error.invoice.qrAmountOutOfRange',
    /** QR-bill guidelines 2.3: a character outside the permitted Latin set (names, addresses, message). */
    qrInvalidCharacters: 'error.invoice.qrInvalidCharacters',
    /** QR-bill guidelines 2.3: a structured address needs name, postcode and town (the platform's or the debtor's). */
    qrAddressIncomplete: 'error.invoice.qrAddressIncomplete',
    /** The Payment settings' IBAN is missing or not a Swiss/Liechtenstein IBAN. */
    qrInvalidIban: 'error.invoice.qrInvalidIban',
    /** The reference does not fit the IBAN (QRR with a QR-IBAN only, SCOR with a normal IBAN only). */
    qrReferenceMismatch: 'error.invoice.qrReferenceMismatch',
  },
  /** added (issue 19, svc-billing): payout requests. */
  payout: {
    /** Nothing (or less than asked) is available to pay out. */
    notAvailable: 'error.payout.notAvailable',
    /** The organisation has no valid IBAN to pay out to. */
    ibanMissing: 'error.payout.ibanMissing',
  },
  /** added (issue 12, svc-catalog): orders of redeemed gift codes. */
  order: {
    /** An unknown order, or one the caller may not see (no existence leak). */
    notFound: 'error.order.notFound',
    /** A status change the order's status does not allow (shipped → canceled, anything from done or canceled). */
    invalidStatus: 'error.order.invalidStatus',
    /** Shipping a digital order needs what the recipient receives (at `fulfilment`). */
    fulfilmentRequired: 'error.order.fulfilmentRequired',
    /** Only a digital order takes a fulfilment text (at `fulfilment`). */
    fulfilmentDigitalOnly: 'error.order.fulfilmentDigitalOnly',
    /** added (issue 23): only a physical order is shipped with a tracking number or carrier (at that field). */
    trackingPhysicalOnly: 'error.order.trackingPhysicalOnly',
    /** added (issue 23): a tracking number of letters, digits, spaces, dots, slashes and dashes, at most 64. */
    trackingNumberInvalid: 'error.order.trackingNumberInvalid',
    /** 403: the caller reads the order but does not change it (the campaign's giver, a seller's designer or user). */
    readOnly: 'error.order.readOnly',
  },
  /**
   * Spec section 8, campaigns (issue 11, svc-campaign). Keys beyond the catalogue are marked "added"; each area
   * adds its own (rules of a save, release blockers, recipients, designs) below its comment.
   */
  campaign: {
    alreadyApproved: 'error.campaign.alreadyApproved',
    blocked: 'error.campaign.blocked',
    notFound: 'error.campaign.notFound',
    /** Released for review: no longer editable until an administrator rejects it. */
    pending: 'error.campaign.pending',
    /** added (issue 19): approval needs the campaign's deposit invoice paid. */
    depositUnpaid: 'error.campaign.depositUnpaid',
    /** added: an action its status does not allow (delete of a released campaign, finish of a draft, ...). */
    invalidStatus: 'error.campaign.invalidStatus',
    // added, the campaign itself (rules of a save, release, review; ADR 0016):
    /** The current organisation has no giver feature. */
    giverOnly: 'error.campaign.giverOnly',
    /** PUT /campaign named a version that is no longer the stored one (someone saved in between). */
    versionConflict: 'error.campaign.versionConflict',
    /** A reject or block without a reason (at `reason`). */
    reasonRequired: 'error.campaign.reasonRequired',
    /** Release refused; `details.blockers` lists every blocker. */
    releaseBlocked: 'error.campaign.releaseBlocked',
    /** A start or end date before today. */
    dateInPast: 'error.campaign.dateInPast',
    /** The start is closer than Campaign.LeadTimeDays (params `days`). */
    leadTimeTooShort: 'error.campaign.leadTimeTooShort',
    /** The end is before the start. */
    endBeforeStart: 'error.campaign.endBeforeStart',
    /** Shorter than Campaign.MinDurationDays (params `days`). */
    durationTooShort: 'error.campaign.durationTooShort',
    /** Longer than Campaign.MaxDurationDays (params `days`). */
    durationTooLong: 'error.campaign.durationTooLong',
    /** Below Campaign.MinBudget (params `minRappen`). */
    budgetTooLow: 'error.campaign.budgetTooLow',
    /** maxPrice (recipients × highest-priced product) above the budget (params `maxPriceRappen`). */
    budgetExceeded: 'error.campaign.budgetExceeded',
    /** More physical products than Campaign.MaxPhysicalProducts (params `max`). */
    tooManyPhysicalProducts: 'error.campaign.tooManyPhysicalProducts',
    /** Release blockers of spec section 5 that no rule above names. */
    noTimespan: 'error.campaign.noTimespan',
    noBudget: 'error.campaign.noBudget',
    noProducts: 'error.campaign.noProducts',
    noRecipients: 'error.campaign.noRecipients',
    /** Some recipients have no valid e-mail (params `count`). */
    invalidRecipientEmails: 'error.campaign.invalidRecipientEmails',
    invoiceAddressIncomplete: 'error.campaign.invoiceAddressIncomplete',
    // Mail and greeting designs: release blockers of spec section 5.
    /** added: the greeting design has no greeting text (in German or in English). */
    noGreetingText: 'error.campaign.noGreetingText',
    /** added: the campaign has no mail design, or its subject is empty (in German or in English). */
    noMailDesign: 'error.campaign.noMailDesign',
    // added, gift codes on the giver's side (issue 12, area V):
    /** Only a manual campaign's codes are downloaded or sent one by one (an automatic one mails them all). */
    notManual: 'error.campaign.notManual',
    /** Single codes are sent while the campaign runs (from its start date to its end). */
    notRunning: 'error.campaign.notRunning',
    /** The campaign has no codes yet: they are made when it is approved. */
    noVouchers: 'error.campaign.noVouchers',
  },
  recipient: {
    notFound: 'error.recipient.notFound',
    /** added: the e-mail address is already a recipient of this campaign (one added or edited). */
    duplicate: 'error.recipient.duplicate',
    /**
     * added: a phone number that is not E.164 (`+41791234567`). No longer answered since issue 23 (a Swiss number
     * without its country code is taken): `error.phone.invalid` is; kept translated, keys are stable.
     */
    invalidPhone: 'error.recipient.invalidPhone',
    /** added (issue 12): the recipient unsubscribed from the campaign's mails; no code is sent to them. */
    unsubscribed: 'error.recipient.unsubscribed',
    // The release blockers of recipients are campaign keys: noRecipients, invalidRecipientEmails.
    /** added: a CSV upload that cannot be read as a whole (nothing is written). */
    import: {
      /** More data rows than IMPORT_MAX_ROWS. */
      tooManyRows: 'error.recipient.import.tooManyRows',
      /** A record longer than IMPORT_MAX_LINE_LENGTH characters (a file without line breaks, a binary file). */
      lineTooLong: 'error.recipient.import.lineTooLong',
      /** Bytes that are not UTF-8 (a file saved as Latin-1 or Windows-1252: save it as "CSV UTF-8"). */
      encoding: 'error.recipient.import.encoding',
      /** Broken CSV: a quote that is never closed, or text right after a closing quote. */
      malformed: 'error.recipient.import.malformed',
      /** No header row, or no row after it. */
      empty: 'error.recipient.import.empty',
      /** No column for the e-mail address (the mapping names none, and no column is called email or e-mail). */
      emailColumnMissing: 'error.recipient.import.emailColumnMissing',
      /** The mapping names a column the header does not have. */
      columnNotFound: 'error.recipient.import.columnNotFound',
      /** Row error: a row with more or fewer cells than the header. */
      columnCount: 'error.recipient.import.columnCount',
    },
  },
  /** added: a campaign's mail design (issue 11); the validation keys are issues at the field they concern. */
  mailDesign: {
    notFound: 'error.mailDesign.notFound',
    /** Someone saved the design since this designer loaded it (optimistic concurrency). */
    changedMeanwhile: 'error.mailDesign.changedMeanwhile',
    /** A `{{name}}` that is not one of the placeholders a mail fills. */
    unknownPlaceholder: 'error.mailDesign.unknownPlaceholder',
    /** A link target other than https, mailto or `{{redeemLink}}`. */
    invalidLink: 'error.mailDesign.invalidLink',
    /** An image that is not an uploaded JPEG of the platform (`/api/file/{id}/list.jpeg` or `detail.jpeg`). */
    invalidImageUrl: 'error.mailDesign.invalidImageUrl',
    /** The design holds no gift-code block, or more than one. */
    giftCodeCount: 'error.mailDesign.giftCodeCount',
    /** The design holds no footer, or more than one. */
    footerCount: 'error.mailDesign.footerCount',
    /** A document format this service does not know. */
    unknownVersion: 'error.mailDesign.unknownVersion',
  },
  /** added: a campaign's greeting design (issue 11). */
  greetingDesign: {
    notFound: 'error.greetingDesign.notFound',
    /** Someone saved the greeting design since this editor loaded it (optimistic concurrency). */
    changedMeanwhile: 'error.greetingDesign.changedMeanwhile',
  },
  /**
   * Spec section 8, vouchers (issue 12, the public redemption). Answers of a lookup carry `params` where the text
   * names a value (dates as `YYYY-MM-DD`, Zurich days).
   */
  voucher: {
    /** The code was already used for an order. */
    alreadyUsed: 'error.voucher.alreadyUsed',
    /** The campaign of the code was blocked by the platform. */
    campaignBlocked: 'error.voucher.campaignBlocked',
    /** Past the campaign's end (params `campaignName`, `endDate`). */
    expired: 'error.voucher.expired',
    /** Unknown, malformed or a wrong check digit: one answer for all of them. */
    invalid: 'error.voucher.invalid',
    /** Before the campaign's start (param `startDate`). */
    tooEarly: 'error.voucher.tooEarly',
    /** added: every unit of the chosen gift is reserved this week; choose another gift. */
    soldOut: 'error.voucher.soldOut',
    /** added: too many failed lookups (from this client, or on the whole platform); try again later. */
    tooManyAttempts: 'error.voucher.tooManyAttempts',
    /** added: the chosen gift cannot be ordered now (paused or withdrawn); choose another gift. */
    productUnavailable: 'error.voucher.productUnavailable',
    /** added: the chosen product is not one this campaign offers. */
    productNotOffered: 'error.voucher.productNotOffered',
    /** added: feedback on a code that has not been used for an order yet. */
    notRedeemed: 'error.voucher.notRedeemed',
    /** added: feedback more than 30 days after the redemption (param `days`). */
    feedbackClosed: 'error.voucher.feedbackClosed',
  },
  /**
   * added (issue 23): a phone number, wherever one is taken (recipients, CSV rows, the contact form, a delivery
   * address), by the one rule of `@cadeau/contracts/phone`.
   */
  phone: {
    /** Not a valid number: letters, too short or too long, or a range its country (Switzerland without a code) lacks. */
    invalid: 'error.phone.invalid',
  },
  /** added (issue 12): a delivery address in Switzerland, checked against the Swiss Post postcode list. */
  address: {
    /** No Swiss postcode like this exists. */
    unknownZip: 'error.address.unknownZip',
    /** The locality is not one of the postcode's (param `localities`: the postcode's localities). */
    cityMismatch: 'error.address.cityMismatch',
  },
  /** added: reservations of a product's weekly availability (svc-catalog's internal routes, issue 10). */
  availability: {
    /** A release names a reservation key that reserved nothing (or reserved another product or week). */
    reservationNotFound: 'error.availability.reservationNotFound',
    /** A reservation key sent again for another product or week. */
    keyReused: 'error.availability.keyReused',
  },
  /** VAT categories (spec sections 5 and 8; issue 10). Each refusal of a save is an issue at its field. */
  vatCategory: {
    cannotUnsetDefault: 'error.vatCategory.cannotUnsetDefault',
    cannotUnsetShipping: 'error.vatCategory.cannotUnsetShipping',
    atLeastOneRate: 'error.vatCategory.atLeastOneRate',
    atLeastOneRatePast: 'error.vatCategory.atLeastOneRatePast',
    /** added */
    notFound: 'error.vatCategory.notFound',
    /** added: two rates of one category start on the same day (which one would be in force?). */
    duplicateValidFrom: 'error.vatCategory.duplicateValidFrom',
    /** added: a rate below 0 % or above 100 %. */
    rateOutOfRange: 'error.vatCategory.rateOutOfRange',
    /** added: a category outside the scope of VAT (donations) has only 0 % rates. */
    outsideScopeRate: 'error.vatCategory.outsideScopeRate',
    /** added: someone saved the category since this editor loaded it (optimistic concurrency). */
    changedMeanwhile: 'error.vatCategory.changedMeanwhile',
  },
  /** Mail dispatch and the server's e-mail address checks (spec sections 5 and 8). */
  mail: {
    invalidFormat: 'error.mail.invalidFormat',
    tooLong: 'error.mail.tooLong',
    domainTooLong: 'error.mail.domainTooLong',
    domainPartTooLong: 'error.mail.domainPartTooLong',
    localPartTooLong: 'error.mail.localPartTooLong',
    localPartTooShort: 'error.mail.localPartTooShort',
    noMx: 'error.mail.noMx',
    dnsError: 'error.mail.dnsError',
    recipientUnsubscribed: 'error.mail.recipientUnsubscribed',
    /** Catalogue: svc-mail names the one missing setting instead (missingKey, defaultSenderMissing, …). */
    providerDisabled: 'error.mail.providerDisabled',
    senderNotAllowed: 'error.mail.senderNotAllowed',
    providerRejected: 'error.mail.providerRejected',
    sendFailed: 'error.mail.sendFailed',
    queueFailed: 'error.mail.queueFailed',
    invalidTemplateData: 'error.mail.invalidTemplateData',
    /** added: a send's outcome stayed unknown and the provider could not be asked; not sent again (no duplicates). */
    deliveryUnconfirmed: 'error.mail.deliveryUnconfirmed',
    /** Mail.DispatcherKey is empty while the provider is sendgrid. */
    missingKey: 'error.mail.missingKey',
    /** MAIL_FROM_ADDRESS is missing or no usable address. */
    defaultSenderMissing: 'error.mail.defaultSenderMissing',
    /** MAIL_FROM_NAME is empty. */
    senderNameMissing: 'error.mail.senderNameMissing',
    /** MAIL_REPLY_TO is set but no usable address. */
    replyToMissing: 'error.mail.replyToMissing',
    /**
     * A mail command's `attachments` (issue 19) are not what mail.ts allows: no valid base64, not a PDF, too large,
     * too many or a name that is not safe; svc-mail fails the message with it.
     */
    invalidAttachmentEncoding: 'error.mail.invalidAttachmentEncoding',
    /** Catalogue only: there is no mail redirect setting. */
    redirectAddressMissing: 'error.mail.redirectAddressMissing',
    /**
     * added (issue 8): svc-identity's mail throttle (per recipient address and per account and hour) refused
     * an invitation or e-mail change mail; anonymous flows stay silent instead (same 204, nothing sent).
     */
    tooManyMails: 'error.mail.tooManyMails',
    /** added (issue 12): an unsubscribe link whose token does not verify (altered, cut off, or of another system). */
    unsubscribeLinkInvalid: 'error.mail.unsubscribeLinkInvalid',
    /** added (issue 12): svc-campaign had no code for the voucher of a campaign mail when it was sent. */
    codeUnavailable: 'error.mail.codeUnavailable',
  },
  /** added (issue 20): the platform's reports. */
  report: {
    /** The period's last day is before its first. */
    periodReversed: 'error.report.periodReversed',
    /** A report answers at most REPORT_MAX_DAYS days (two years) at once. */
    periodTooLong: 'error.report.periodTooLong',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type ErrorKey = Leaves<typeof ErrorKeys>;

/** Every key as a flat list, so the i18n test can prove each one has a de and en text. */
export function allErrorKeys(): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(ErrorKeys);
  return out;
}

/** The body of every error answer. `issues` only for `zod.*` messages. */
/** One reason of a refusal: a translatable key at a field (or section) path, with the message's values. */
export interface ErrorIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, string | number>;
}

export interface ErrorBody {
  message: string;
  /** Values the message's text names (`error.voucher.expired`: campaignName, endDate); the client interpolates them. */
  params?: Record<string, string | number>;
  issues?: ErrorIssue[];
  requestId?: string;
}

/**
 * Message keys of validation issues (spec section 5, generic messages). A 400 answer with
 * `message: ZodMessageKeys.invalid` lists one of these per issue, with the path of the field.
 */
export const ZodMessageKeys = {
  invalid: 'zod.invalid',
  required: 'zod.required',
  invalidType: 'zod.invalidType',
  notString: 'zod.notString',
  notNumber: 'zod.notNumber',
  notBoolean: 'zod.notBoolean',
  notDate: 'zod.notDate',
  notArray: 'zod.notArray',
  notObject: 'zod.notObject',
  tooShort: 'zod.tooShort',
  tooLong: 'zod.tooLong',
  tooSmall: 'zod.tooSmall',
  tooBig: 'zod.tooBig',
  invalidString: 'zod.invalidString',
  invalidEmail: 'zod.invalidEmail',
  invalidValue: 'zod.invalidValue',
  unrecognizedKeys: 'zod.unrecognizedKeys',
} as const;
export type ZodMessageKey = (typeof ZodMessageKeys)[keyof typeof ZodMessageKeys];

export * from './types';
export { isServiceName, serviceNames } from './service-names';
export * from './table';
export * from './matching';
export {
  identityRoutes,
  internalBillingFactsRoute,
  internalOrderNotificationsRoute,
  internalOrganizationRoute,
  internalSettingsRoute,
  internalUserRoute,
  resolveSessionRoute,
} from './identity';
export { gatewayRoutes } from './gateway';
export { mailRoutes, renderMailDesignRoute } from './mail';
export {
  productAvailabilityRoute,
  reserveAvailabilityRoute,
  releaseAvailabilityRoute,
  weekAvailabilityRoute,
} from './catalog-availability';
export * from './rate-limits';
export { uuidParam } from './params';
export { catalogProductRoutes, productFactsRoute } from './catalog-products';
export { campaignDesignRoutes } from './campaign-designs';
export { publishFilesRoute } from './catalog-files';
export { catalogOrderRoutes } from './catalog-orders';
export {
  campaignRedemptionRoutes,
  voucherRoute,
  voucherFeedbackRoute,
  voucherOrderRoute,
  voucherUsedOrderRoute,
  voucherVisitRoute,
  voucherConsumptionRoute,
  IDEMPOTENCY_KEY_HEADER,
} from './campaign-redemption';
export {
  campaignVoucherRoutes,
  exportVouchersRoute,
  sendCodeRoute,
  campaignFeedbackRoute,
  campaignMailingRoute,
  mailRecipientsRoute,
  voucherCodesRoute,
} from './campaign-vouchers';
export { billingRoutes, demoBillingRoute, PAYMENT_FILE_LIMIT_BYTES } from './billing';
export { standardVatRatesRoute } from './catalog-vat';
export { devFinishCampaignRoute } from './campaign';

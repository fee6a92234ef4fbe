import { handleDevFinishCampaign } from './dev-finish-campaign';
import { routesOf, type RouteHandlers } from '@cadeau/service-kit';
import type { CampaignDeps } from './deps';
import { handleCampaignStatistics } from './campaign-statistics';
import { handleCreateCampaign } from './create-campaign';
import { handleCreateCampaignFromTemplate } from './create-campaign-from-template';
import { handleCurrentCampaigns } from './current-campaigns';
import { handleDeleteCampaign } from './delete-campaign';
import { handleGetCampaign } from './get-campaign';
import { handleListCampaigns } from './list-campaigns';
import { handleReleaseCampaign } from './release-campaign';
import { handleReviewCampaign } from './review-campaign';
import { handleUpdateCampaign } from './update-campaign';
import { handleCreateRecipient } from './create-recipient';
import { handleDeleteRecipient } from './delete-recipient';
import { handleExportRecipients } from './export-recipients';
import { handleImportRecipients } from './import-recipients';
import { handleListRecipients } from './list-recipients';
import { handleUpdateRecipient } from './update-recipient';
import { handleGetGreetingDesign } from './get-greeting-design';
import { handleGetMailDesign } from './get-mail-design';
import { handlePreviewMailDesign } from './preview-mail-design';
import { handleSaveGreetingDesign } from './save-greeting-design';
import { handleSaveMailDesign } from './save-mail-design';
import { handleTestMailDesign } from './test-mail-design';
import { handleCampaignMailing } from './campaign-mailing';
import { handleExportVouchers } from './export-vouchers';
import { handleListFeedback } from './list-feedback';
import { handleMailRecipients } from './mail-recipients';
import { handleSendCode } from './send-code';
import { handleVoucherCodes } from './voucher-codes';
import { handleGetVoucher } from './get-voucher';
import { handleGetVoucherOrder } from './get-voucher-order';
import { handleOrderVoucher } from './order-voucher';
import { handleVoucherConsumption } from './voucher-consumption';
import { handleVoucherFeedback } from './voucher-feedback';
import { handleVoucherVisit } from './voucher-visit';
import { handleEngagementFunnel } from './platform-engagement-funnel';
import { handlePlatformStatistics } from './platform-statistics';
import { handleProductPlanning } from './platform-product-planning';
import { handleProductPlanningExport } from './platform-product-planning-export';
import { handleProductsPerWeek } from './platform-products-per-week';
import { handleProductsPerWeekExport } from './platform-products-per-week-export';
import { handlePlatformTasks } from './platform-tasks';
import { handleEngagementFunnelExport } from './platform-engagement-funnel-export';

/**
 * One handler per campaign route of the table, keyed `METHOD path` (service-kit `registerRoutes` registers
 * them in table order and stops the start when a route has no handler or a handler no route). Each area adds
 * its lines here.
 */
export const campaignHandlers = (deps: CampaignDeps): RouteHandlers<'campaign'> => {
  return {
    'GET /campaign': handleListCampaigns(deps),
    'POST /campaign': handleCreateCampaign(deps),
    'PUT /campaign': handleUpdateCampaign(deps),
    'GET /campaign/current': handleCurrentCampaigns(deps),
    'GET /campaign/{campaignId}': handleGetCampaign(deps),
    'DELETE /campaign/{campaignId}': handleDeleteCampaign(deps),
    'GET /campaign/{campaignId}/statistics': handleCampaignStatistics(deps),
    'POST /campaign/{campaignId}/release': handleReleaseCampaign(deps),
    'POST /campaign/{campaignId}/approve': handleReviewCampaign(deps),
    'POST /campaign/{campaignId}/create-template': handleCreateCampaignFromTemplate(deps),
    'GET /campaign/{campaignId}/recipients': handleListRecipients(deps),
    'GET /campaign/{campaignId}/recipients/export': handleExportRecipients(deps),
    'POST /campaign/{campaignId}/recipients': handleCreateRecipient(deps),
    'POST /campaign/{campaignId}/recipients/import': handleImportRecipients(deps),
    'PUT /campaign/{campaignId}/recipients/{id}': handleUpdateRecipient(deps),
    'DELETE /campaign/{campaignId}/recipients/{id}': handleDeleteRecipient(deps),
    'GET /campaign/{campaignId}/mail-design': handleGetMailDesign(deps),
    'PUT /campaign/{campaignId}/mail-design/{id}': handleSaveMailDesign(deps),
    'POST /campaign/{campaignId}/mail-design/{id}/preview': handlePreviewMailDesign(deps),
    'POST /campaign/{campaignId}/mail-design/{id}/test': handleTestMailDesign(deps),
    'GET /campaign/{campaignId}/greeting-design': handleGetGreetingDesign(deps),
    'PUT /campaign/{campaignId}/greeting-design/{id}': handleSaveGreetingDesign(deps),
    'GET /campaign/{campaignId}/vouchers/export': handleExportVouchers(deps),
    'POST /campaign/{campaignId}/recipients/{id}/send-code': handleSendCode(deps),
    'GET /campaign/{campaignId}/feedback': handleListFeedback(deps),
    'GET /internal/campaigns/{campaignId}/mailing': handleCampaignMailing(deps),
    'GET /internal/campaigns/{campaignId}/mail-recipients': handleMailRecipients(deps),
    'POST /internal/vouchers/codes': handleVoucherCodes(deps),
    'GET /voucher/{code}': handleGetVoucher(deps),
    'PUT /voucher/{code}': handleVoucherFeedback(deps),
    'POST /voucher/{code}/order': handleOrderVoucher(deps),
    'GET /voucher/{code}/order': handleGetVoucherOrder(deps),
    'POST /voucher/{code}/visit': handleVoucherVisit(deps),
    'POST /internal/vouchers/consumption': handleVoucherConsumption(deps),
    'GET /platform/statistics': handlePlatformStatistics(deps),
    'GET /platform/tasks': handlePlatformTasks(deps),
    'GET /platform/reports/engagement-funnel': handleEngagementFunnel(deps),
    'GET /platform/reports/products-per-week': handleProductsPerWeek(deps),
    'GET /platform/reports/products-per-week/export': handleProductsPerWeekExport(deps),
    'GET /platform/reports/campaign-product-planning': handleProductPlanning(deps),
    'GET /platform/reports/campaign-product-planning/export': handleProductPlanningExport(deps),
    'GET /platform/reports/engagement-funnel/export': handleEngagementFunnelExport(deps),
    'POST /internal/dev/campaigns/{campaignId}/finish': handleDevFinishCampaign(deps),
  };
};

/** The campaign routes of the table, in table order (the permission tests and docs walk them). */
export const campaignRoutes = () => routesOf('campaign');

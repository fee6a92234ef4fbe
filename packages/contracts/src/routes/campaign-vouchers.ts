import { z } from 'zod';
import * as vouchers from '../campaign-vouchers';
import { ErrorKeys } from '../errors';
import { uuidParam } from './params';
import type { RouteDef } from './types';

const campaignParams = z.object({ campaignId: uuidParam(ErrorKeys.campaign.notFound) });
const recipientParams = z.object({
  campaignId: uuidParam(ErrorKeys.campaign.notFound),
  id: uuidParam(ErrorKeys.recipient.notFound),
});

/**
 * Every code of a manual campaign as a CSV file (`voucherExportColumns`; UTF-8 with BOM, formula cells escaped,
 * streamed), for the giver to hand out: giver admin or manager, once the campaign is approved (before: 409
 * `error.campaign.noVouchers`); an automatic campaign's codes go out by mail only (409
 * `error.campaign.notManual`). Every download is audited.
 */
export const exportVouchersRoute = {
  method: 'GET',
  path: '/campaign/{campaignId}/vouchers/export',
  service: 'campaign',
  access: 'orgMember',
  params: campaignParams,
} as const satisfies RouteDef;

/**
 * Sends one recipient of a running manual campaign its code by mail now (giver admin or manager): outbox
 * `voucher.sendRequested`, svc-mail sends. 409 `error.campaign.notManual` (automatic campaigns mail every
 * code themselves), `error.campaign.notRunning`, `error.recipient.unsubscribed`, `error.voucher.alreadyUsed`; 429 past the `codeMail` budget.
 */
export const sendCodeRoute = {
  method: 'POST',
  path: '/campaign/{campaignId}/recipients/{id}/send-code',
  service: 'campaign',
  access: 'orgMember',
  params: recipientParams,
  body: vouchers.sendCodeBody,
  response: vouchers.sendCodeResponse,
  rateLimit: 'codeMail',
} as const satisfies RouteDef;

/** The recipients' feedback on one campaign (every member of the giver reads it), paginated, newest first. */
export const campaignFeedbackRoute = {
  method: 'GET',
  path: '/campaign/{campaignId}/feedback',
  service: 'campaign',
  access: 'orgMember',
  params: campaignParams,
  query: vouchers.feedbackListQuery,
  response: vouchers.feedbackPage,
} as const satisfies RouteDef;

/** svc-mail: what it renders once per campaign (design, language, names, validity). 404 for an unknown campaign. */
export const campaignMailingRoute = {
  method: 'GET',
  path: '/internal/campaigns/{campaignId}/mailing',
  service: 'campaign',
  access: 'internal',
  params: campaignParams,
  response: vouchers.campaignMailingSchema,
} as const satisfies RouteDef;

/** svc-mail: the recipients with a voucher, keyset-paginated by recipient id (optionally only `ids`). */
export const mailRecipientsRoute = {
  method: 'GET',
  path: '/internal/campaigns/{campaignId}/mail-recipients',
  service: 'campaign',
  access: 'internal',
  params: campaignParams,
  query: vouchers.mailRecipientsQuery,
  response: vouchers.mailRecipientsPage,
} as const satisfies RouteDef;

/** svc-mail: codes decrypted and formatted at send time (never stored by svc-mail). */
export const voucherCodesRoute = {
  method: 'POST',
  path: '/internal/vouchers/codes',
  service: 'campaign',
  access: 'internal',
  body: vouchers.voucherCodesBody,
  response: vouchers.voucherCodesResponse,
} as const satisfies RouteDef;

/**
 * Gift codes on the giver's side and svc-mail's internal calls (issue 12, area V). The giver routes' table rule
 * is coarse (`orgMember`); svc-campaign adds the finer ones (campaign-roles.ts `campaignRouteRights`).
 */
export const campaignVoucherRoutes = [
  exportVouchersRoute,
  sendCodeRoute,
  campaignFeedbackRoute,
  campaignMailingRoute,
  mailRecipientsRoute,
  voucherCodesRoute,
] as const satisfies readonly RouteDef[];

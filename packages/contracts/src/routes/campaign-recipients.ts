import { z } from 'zod';
import * as recipients from '../campaign-recipients';
import { recipientWithVoucherPage } from '../campaign-vouchers';
import { ErrorKeys } from '../errors';
import { uuidParam } from './params';
import { BULK_REQUEST_TIMEOUT_MS, type RouteDef } from './types';

const campaignParams = z.object({ campaignId: uuidParam(ErrorKeys.campaign.notFound) });
const recipientParams = z.object({
  campaignId: uuidParam(ErrorKeys.campaign.notFound),
  id: uuidParam(ErrorKeys.recipient.notFound),
});

/**
 * A campaign's recipients (spec section 7, issue 11 "Recipients at scale"). The table's rule is coarse;
 * svc-campaign adds the finer ones: the giver feature of the current organisation (else 403), another
 * organisation's campaign answers 404 `error.campaign.notFound`, organisation admins and managers write,
 * designers and users read, platform administrators read every campaign's; writes only while the campaign is
 * editable (409 with the key of its status). Literal paths (`export`, `import`) come before `{id}`.
 */
export const campaignRecipientRoutes = [
  {
    method: 'GET',
    path: '/campaign/{campaignId}/recipients',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
    query: recipients.recipientListQuery,
    // Each recipient with its voucher's columns (issue 12; null before the approval).
    response: recipientWithVoucherPage,
  },
  // Every recipient as a CSV file (UTF-8 with BOM for Excel, formula cells escaped), streamed from the database.
  {
    method: 'GET',
    path: '/campaign/{campaignId}/recipients/export',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
  },
  {
    method: 'POST',
    path: '/campaign/{campaignId}/recipients',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
    body: recipients.createRecipientBody,
    response: recipients.recipientSchema,
  },
  // The body is the CSV file (no `body` schema: the service reads it as a stream as it arrives).
  {
    method: 'POST',
    path: '/campaign/{campaignId}/recipients/import',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
    query: recipients.importRecipientsQuery,
    response: recipients.importResultSchema,
    bodyLimitBytes: recipients.IMPORT_BODY_LIMIT_BYTES,
    // The whole file is written in one transaction before the answer.
    timeoutMs: BULK_REQUEST_TIMEOUT_MS,
  },
  {
    method: 'PUT',
    path: '/campaign/{campaignId}/recipients/{id}',
    service: 'campaign',
    access: 'orgMember',
    params: recipientParams,
    body: recipients.updateRecipientBody,
    response: recipients.recipientSchema,
  },
  {
    method: 'DELETE',
    path: '/campaign/{campaignId}/recipients/{id}',
    service: 'campaign',
    access: 'orgMember',
    params: recipientParams,
  },
] as const satisfies readonly RouteDef[];

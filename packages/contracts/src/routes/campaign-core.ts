import { z } from 'zod';
import * as campaigns from '../campaign-core';
import { ErrorKeys } from '../errors';
import { uuidParam } from './params';
import { BULK_REQUEST_TIMEOUT_MS, type RouteDef } from './types';

/** `{campaignId}` of every campaign route: a value that is no uuid answers 404 `error.campaign.notFound`. */
export const campaignParams = z.object({ campaignId: uuidParam(ErrorKeys.campaign.notFound) });

/**
 * The campaign itself (spec section 7). The table's rule is coarse (`orgMember`); svc-campaign adds the finer
 * ones (docs/permissions.md): the current organisation needs the giver feature (else 403
 * `error.campaign.giverOnly`), admin and manager change campaigns, designer and user read them, another
 * organisation's campaign answers 404 `error.campaign.notFound`, platform administrators read every campaign
 * and review it. Literal paths come before `{campaignId}` ones so the router matches them first.
 */
export const campaignCoreRoutes = [
  // The current organisation's campaigns; administrators every organisation's (or one's: organizationId).
  {
    method: 'GET',
    path: '/campaign',
    service: 'campaign',
    access: 'orgMember',
    query: campaigns.campaignListQuery,
    response: campaigns.campaignPage,
  },
  // A new draft of the current organisation (admin, manager).
  {
    method: 'POST',
    path: '/campaign',
    service: 'campaign',
    access: 'orgMember',
    body: campaigns.createCampaignBody,
    response: campaigns.campaignDetailSchema,
  },
  // Changes fields of an editable campaign (admin, manager); ADR 0016 says which rules refuse the save.
  {
    method: 'PUT',
    path: '/campaign',
    service: 'campaign',
    access: 'orgMember',
    body: campaigns.updateCampaignBody,
    response: campaigns.campaignDetailSchema,
  },
  // The dashboard's campaign panels (running, pending, to adjust) of the current organisation.
  {
    method: 'GET',
    path: '/campaign/current',
    service: 'campaign',
    access: 'orgMember',
    response: campaigns.currentCampaignsSchema,
  },
  {
    method: 'GET',
    path: '/campaign/{campaignId}',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
    response: campaigns.campaignDetailSchema,
  },
  // Deletes a draft (admin, manager); any other status answers 409 with its key.
  {
    method: 'DELETE',
    path: '/campaign/{campaignId}',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
  },
  {
    method: 'GET',
    path: '/campaign/{campaignId}/statistics',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
    response: campaigns.campaignStatisticsSchema,
  },
  // added (ADR 0019): release for review (draft or rejected → pending; admin, manager). 409
  // `error.campaign.releaseBlocked` with the answer's `issues` listing every blocker of spec section 5, each at
  // its section.
  {
    method: 'POST',
    path: '/campaign/{campaignId}/release',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
    body: campaigns.campaignActionBody,
    response: campaigns.campaignDetailSchema,
  },
  // The review: approve, reject (reason) or block (reason), one call with `decision` (ADR 0019).
  {
    method: 'POST',
    path: '/campaign/{campaignId}/approve',
    service: 'campaign',
    access: 'platformAdmin',
    params: campaignParams,
    body: campaigns.reviewCampaignBody,
    response: campaigns.campaignDetailSchema,
    // Approving generates every recipient's gift code in the same transaction (ADR 0024).
    timeoutMs: BULK_REQUEST_TIMEOUT_MS,
  },
  // A new draft copying the chosen elements of this campaign (admin, manager).
  {
    method: 'POST',
    path: '/campaign/{campaignId}/create-template',
    service: 'campaign',
    access: 'orgMember',
    params: campaignParams,
    body: campaigns.createCampaignFromTemplateBody,
    response: campaigns.campaignDetailSchema,
    // May copy all of the template's recipients (one INSERT … SELECT).
    timeoutMs: BULK_REQUEST_TIMEOUT_MS,
  },
] as const satisfies readonly RouteDef[];

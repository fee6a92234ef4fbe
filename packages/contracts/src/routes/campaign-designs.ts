import { z } from 'zod';
import * as designs from '../campaign-designs';
import { ErrorKeys } from '../errors';
import { uuidParam } from './params';
import type { RouteDef } from './types';

const campaignId = uuidParam(ErrorKeys.campaign.notFound);
const mailDesignParams = z.object({ campaignId, id: uuidParam(ErrorKeys.mailDesign.notFound) });
const greetingDesignParams = z.object({ campaignId, id: uuidParam(ErrorKeys.greetingDesign.notFound) });

/**
 * A campaign's mail and greeting designs (issue 11, spec section 7). All `orgMember` with the giver feature of
 * the current organisation; svc-campaign lets admin, manager and designer write (while the campaign is
 * editable) and every member read; platform administrators read every campaign's. Another organisation's
 * campaign is 404 `error.campaign.notFound`.
 */
export const campaignDesignRoutes = [
  {
    method: 'GET',
    path: '/campaign/{campaignId}/mail-design',
    service: 'campaign',
    access: 'orgMember',
    params: z.object({ campaignId }),
    response: designs.mailDesignRecordSchema,
  },
  {
    method: 'PUT',
    path: '/campaign/{campaignId}/mail-design/{id}',
    service: 'campaign',
    access: 'orgMember',
    params: mailDesignParams,
    body: designs.saveMailDesignBody,
    response: designs.mailDesignRecordSchema,
  },
  // Renders unsaved edits while the designer types (debounced): a look-up budget, and it writes nothing.
  {
    method: 'POST',
    path: '/campaign/{campaignId}/mail-design/{id}/preview',
    service: 'campaign',
    access: 'orgMember',
    params: mailDesignParams,
    body: designs.previewMailDesignBody,
    response: designs.renderedMailDesignSchema,
    rateLimit: 'lookup',
  },
  // The spec's `GET …/test`: a POST, since it sends a mail (ADR 0017).
  {
    method: 'POST',
    path: '/campaign/{campaignId}/mail-design/{id}/test',
    service: 'campaign',
    access: 'orgMember',
    params: mailDesignParams,
    body: designs.testMailDesignBody,
    response: designs.testMailDesignResponse,
    rateLimit: 'testMail',
  },
  {
    method: 'GET',
    path: '/campaign/{campaignId}/greeting-design',
    service: 'campaign',
    access: 'orgMember',
    params: z.object({ campaignId }),
    response: designs.greetingDesignRecordSchema,
  },
  {
    method: 'PUT',
    path: '/campaign/{campaignId}/greeting-design/{id}',
    service: 'campaign',
    access: 'orgMember',
    params: greetingDesignParams,
    body: designs.saveGreetingDesignBody,
    response: designs.greetingDesignRecordSchema,
  },
] as const satisfies readonly RouteDef[];

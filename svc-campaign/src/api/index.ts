import { routesOf, type RouteHandlers } from '@cadeau/service-kit';
import type { CampaignDeps } from './deps';
import { handleCreateRecipient } from './create-recipient';
import { handleDeleteRecipient } from './delete-recipient';
import { handleExportRecipients } from './export-recipients';
import { handleImportRecipients } from './import-recipients';
import { handleListRecipients } from './list-recipients';
import { handleUpdateRecipient } from './update-recipient';

/**
 * One handler per campaign route of the table, keyed `METHOD path` (service-kit `registerRoutes` registers
 * them in table order and stops the start when a route has no handler or a handler no route). Each area adds
 * its lines here.
 */
export const campaignHandlers = (deps: CampaignDeps): RouteHandlers<'campaign'> => {
  return {
    'GET /campaign/{campaignId}/recipients': handleListRecipients(deps),
    'GET /campaign/{campaignId}/recipients/export': handleExportRecipients(deps),
    'POST /campaign/{campaignId}/recipients': handleCreateRecipient(deps),
    'POST /campaign/{campaignId}/recipients/import': handleImportRecipients(deps),
    'PUT /campaign/{campaignId}/recipients/{id}': handleUpdateRecipient(deps),
    'DELETE /campaign/{campaignId}/recipients/{id}': handleDeleteRecipient(deps),
  };
};

/** The campaign routes of the table, in table order (the permission tests and docs walk them). */
export const campaignRoutes = () => routesOf('campaign');

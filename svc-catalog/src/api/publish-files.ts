import { publishOrganizationFiles } from '../db/file-publication';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/files/publish: makes an organisation's uploads public for content everyone sees without a
 * session (svc-campaign publishes the images of a saved mail design, which recipients' mail clients load).
 * Idempotent; answers for each id whether it is public now. Internal: signed service calls only.
 */
export const handlePublishFiles =
  ({ kit }: CatalogDeps): Handler<'POST /internal/files/publish'> =>
  async (_ctx, { body }) => ({
    files: await publishOrganizationFiles(kit.db, body.organizationId, body.fileIds),
  });

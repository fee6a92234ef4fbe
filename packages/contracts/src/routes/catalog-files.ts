import * as files from '../catalog-files';
import type { RouteDef } from './types';

/** Makes uploads public for another service's content (svc-campaign's mail design images); signed calls only. */
export const publishFilesRoute = {
  method: 'POST',
  path: '/internal/files/publish',
  service: 'catalog',
  access: 'internal',
  body: files.publishFilesBody,
  response: files.publishFilesResponse,
} as const satisfies RouteDef;

/** svc-catalog's upload routes (issue 10 "Uploads"; spec section 7 `POST /file/upload`). */
export const catalogFileRoutes = [
  // The body is the raw file, read as a stream by the service (no `body` schema: the kit does not parse it).
  // Sellers and givers upload into their current organisation; the organisation feature is checked there.
  {
    method: 'POST',
    path: '/file/upload',
    service: 'catalog',
    access: 'orgMember',
    query: files.uploadQuery,
    response: files.fileSchema,
    bodyLimitBytes: files.UPLOAD_BODY_LIMIT_BYTES,
  },
  // Public so that recipients see published product images; an unpublished file answers 404 to everyone but
  // its organisation's members and platform administrators (never 403: no existence leak). Range requests
  // (video seeking) pass the gateway.
  {
    method: 'GET',
    path: '/file/{fileId}/{variant}',
    service: 'catalog',
    access: 'public',
    params: files.fileParams,
    forwardHeaders: ['range', 'if-range'],
  },
  publishFilesRoute,
] as const satisfies readonly RouteDef[];

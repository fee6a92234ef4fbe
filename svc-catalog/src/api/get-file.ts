import { fileById, storageKeyOf } from '../db/files';
import { parseRange } from '../domain/byte-range';
import { assertMayRead, assertVariantOf } from '../domain/file-access';
import { StorageNotFoundError } from '../domain/file-storage';
import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /file/{fileId}/{variant}: one variant's bytes with its type, an ETag (a stored variant never changes)
 * and, for a single byte range (video seeking), 206 with Content-Range or 416. Published files may be cached by
 * anyone for a year; an unpublished one only privately and revalidated, since it is readable by its
 * organisation alone (everyone else: 404, as for an unknown file).
 */
export const handleGetFile =
  ({ kit, storage }: CatalogDeps): Handler<'GET /file/{fileId}/{variant}'> =>
  async (ctx, { params, user }) => {
    const file = await fileById(kit.db, params.fileId);
    assertMayRead(file, user);
    assertVariantOf(file.kind, params.variant);
    const variant = file.variants.find((v) => v.name === params.variant);
    if (!variant) throw errors.notFound(ErrorKeys.file.notFound);

    const etag = `"${file.id}.${variant.name}"`;
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', file.published ? 'public, max-age=31536000, immutable' : 'private, no-cache');
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (
      ctx
        .get('if-none-match')
        .split(/\s*,\s*/)
        .includes(etag)
    ) {
      ctx.status = 304;
      ctx.body = '';
      return undefined;
    }

    // If-Range: the range holds only for this very variant; any other validator gets the whole object.
    const ifRange = ctx.get('if-range');
    const range = !ifRange || ifRange === etag ? parseRange(ctx.get('range') || undefined, variant.size) : null;
    if (range === 'unsatisfiable') {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${variant.size}`);
      ctx.body = '';
      return undefined;
    }
    const body = await storage.get(storageKeyOf(file, variant.name), range ?? undefined).catch((err: unknown) => {
      // A row whose bytes are gone (storage restored from an older backup) is a missing file, not a crash.
      if (err instanceof StorageNotFoundError) {
        kit.logger.warn({ fileId: file.id, variant: variant.name }, 'stored file missing');
        throw errors.notFound(ErrorKeys.file.notFound);
      }
      throw err;
    });
    ctx.type = variant.mime;
    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${variant.size}`);
    }
    ctx.body = body;
    ctx.length = range ? range.end - range.start + 1 : variant.size;
    return undefined;
  };

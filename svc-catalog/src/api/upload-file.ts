import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { clientAddress, discardRequestBody } from '@cadeau/service-kit';
import type Koa from 'koa';
import { receiveUpload } from '../adapters/media/receive';
import { removeStored, storeUpload } from '../adapters/media/store';
import { saveFile, storageKeyOf, toFileBody } from '../db/files';
import { UploadSlots } from '../domain/upload-slots';
import { uploadLimitsOf, uploadOrganizationOf } from '../domain/uploads';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * After a refusal the rest of a body is read and dropped so the answer reaches the client cleanly (a client
 * still sending sees a reset connection instead), but only this much: beyond it the connection is cut.
 */
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * POST /file/upload: the body is the file. Read as it arrives into the data directory, judged by its first
 * bytes and held to the size limit of its kind while reading (domain/uploads), then stored (images as their
 * variants, a video as it came) and recorded for the caller's current organisation. An organisation has at most
 * UPLOADS_PER_ORGANIZATION uploads under way at once on this instance (429 `tooManyAtOnce` beyond, issue 23).
 */
export const handleUploadFile = ({
  kit,
  identity,
  storage,
  incomingDir,
}: CatalogDeps): Handler<'POST /file/upload'> => {
  const slots = new UploadSlots();
  return async (ctx, { query, user }) => {
    const organizationId = uploadOrganizationOf(user!);
    let release: () => void;
    try {
      release = slots.take(organizationId);
    } catch (err) {
      discardRequestBody(ctx.req, DISCARD_LIMIT_BYTES);
      throw err;
    }
    try {
      return await receiveAndStore(ctx, organizationId, query.name ?? null, user!.impersonatorId ?? user!.userId);
    } finally {
      release();
    }
  };

  async function receiveAndStore(ctx: Koa.Context, organizationId: string, name: string | null, userId: string) {
    const limits = uploadLimitsOf(await identity.settingValues());
    const declared = Number(ctx.get('content-length'));
    const upload = await receiveUpload(ctx.req, {
      dir: incomingDir,
      limits,
      declaredSize: Number.isFinite(declared) ? declared : undefined,
    }).catch((err: unknown) => {
      discardRequestBody(ctx.req, DISCARD_LIMIT_BYTES);
      throw err;
    });
    const id = randomUUID();
    const keyOf = (variant: Parameters<typeof storageKeyOf>[1]) =>
      storageKeyOf({ organization_id: organizationId, id }, variant);
    try {
      const stored = await storeUpload(storage, upload, keyOf);
      const row = await saveFile(
        kit,
        {
          id,
          organization_id: organizationId,
          kind: upload.kind,
          mime: upload.mime,
          size: upload.size,
          name,
          ...stored,
        },
        { userId, ip: clientAddress(ctx) || null },
      ).catch(async (err: unknown) => {
        await removeStored(
          storage,
          stored.variants.map((v) => keyOf(v.name)),
        );
        throw err;
      });
      ctx.status = 201;
      return toFileBody(row);
    } finally {
      await rm(upload.path, { force: true });
    }
  }
};

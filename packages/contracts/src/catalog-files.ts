import { z } from 'zod';
import { ErrorKeys } from './errors';
import { uuidParam } from './routes/params';
import { fileKinds, fileVariants } from './values/files';

/**
 * Uploads of svc-catalog (spec section 7 `POST /file/upload`, issue 10 "Uploads"). An upload belongs to the
 * caller's current organisation. Its kinds, the variants served and their URLs (`fileVariantUrl`) are plain
 * values: `values/files.ts`.
 */

/**
 * Largest request body the gateway forwards to `POST /file/upload` (1 GiB). The real limits are the settings
 * Product.MaxImageSize and Campaign.MaxVideoSize (megabytes), which svc-catalog enforces while reading; this
 * cap only stops a body no setting could allow before it reaches the service.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 1024 * 1024 * 1024;

/**
 * `POST /file/upload`: the body is the file's bytes as they are (no multipart), so the service reads it as it
 * arrives and the browser's upload progress counts exactly the file. The type is sniffed from the first bytes,
 * never taken from `name` or the Content-Type header; `name` is only kept to show it again.
 */
export const uploadQuery = z.object({ name: z.string().trim().max(255).optional() });

export const fileVariantSchema = z.object({
  name: z.enum(fileVariants),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  size: z.number().int(),
  /** Below the site root: `/api/file/{id}/{name}`. */
  url: z.string(),
});
export type FileVariantInfo = z.infer<typeof fileVariantSchema>;

export const fileSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  kind: z.enum(fileKinds),
  /** The sniffed type of the upload (image/jpeg, video/mp4, ...). */
  mime: z.string(),
  /** Bytes of the upload as it came. */
  size: z.number().int(),
  /** Of the image after its EXIF orientation was applied; null for a video. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  name: z.string().nullable(),
  variants: z.array(fileVariantSchema),
  /** Published files (a product's images once it is approved) are public; others only for their organisation. */
  published: z.boolean(),
  createdAt: z.string(),
});
export type FileInfo = z.infer<typeof fileSchema>;

export const fileParams = z.object({
  fileId: uuidParam(ErrorKeys.file.notFound),
  // An unknown variant names nothing, like an unknown id.
  variant: z.enum(fileVariants, { error: ErrorKeys.file.notFound }),
});

/**
 * `POST /internal/files/publish` (issue 11): another service makes uploads of an organisation public that its
 * own content shows to everyone (svc-campaign: the images of a saved mail design, which recipients' mail
 * clients load without a session). Only the organisation's own files are published; the answer tells for each
 * named id whether it is public now (a file of another organisation only if it already was, an unknown id never).
 */
export const publishFilesBody = z.object({
  organizationId: z.string().uuid(),
  fileIds: z.array(z.string().uuid()).min(1).max(100),
});
export const publishFilesResponse = z.object({
  files: z.array(z.object({ id: z.string().uuid(), published: z.boolean() })),
});
export type PublishFilesResponse = z.infer<typeof publishFilesResponse>;

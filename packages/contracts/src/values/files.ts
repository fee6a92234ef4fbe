/**
 * Uploads as svc-catalog serves them (spec section 7 `GET /file/{fileId}/{variant}`, issue 10 "Uploads"). Images
 * are re-encoded into fixed variants (originals are never served); a video is stored and served as it came.
 */
export const fileKinds = ['image', 'video'] as const;
export type FileKind = (typeof fileKinds)[number];

/**
 * What `GET /file/{fileId}/{variant}` serves. Images: `list` (the product lists, 480 px on the longer side)
 * and `detail` (the product page, 1600 px), each WebP with a JPEG fallback for browsers without WebP.
 * Videos: `original`, the uploaded bytes.
 */
export const imageVariants = ['list.webp', 'list.jpeg', 'detail.webp', 'detail.jpeg'] as const;
export const fileVariants = [...imageVariants, 'original'] as const;
export type ImageVariant = (typeof imageVariants)[number];
export type FileVariant = (typeof fileVariants)[number];

/** The path of one variant, as answered in a file's `url` and loaded by the browser (the gateway serves the API under /api). */
export const fileVariantUrl = (fileId: string, variant: FileVariant) => `/api/file/${fileId}/${variant}`;

import { fileVariantUrl } from '@cadeau/contracts/values';

/** Where the browser finds an upload's variants (`fileVariantUrl`). Images come as WebP with a JPEG fallback. */
export const imageUrl = (fileId: string, size: 'list' | 'detail', format: 'webp' | 'jpeg') =>
  fileVariantUrl(fileId, `${size}.${format}`);

export const videoUrl = (fileId: string) => fileVariantUrl(fileId, 'original');

/**
 * Where the browser finds an upload's variants (contracts catalog-files `fileVariantUrl`, repeated here because
 * the browser does not load the contracts' runtime). Images come as WebP with a JPEG fallback.
 */
export const imageUrl = (fileId: string, size: 'list' | 'detail', format: 'webp' | 'jpeg') =>
  `/api/file/${fileId}/${size}.${format}`;

export const videoUrl = (fileId: string) => `/api/file/${fileId}/original`;

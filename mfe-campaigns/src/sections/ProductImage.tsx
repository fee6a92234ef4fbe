/** Where the browser finds an upload's variants (contracts catalog-files `fileVariantUrl`; no contracts runtime here). */
const imageUrl = (fileId: string, format: 'webp' | 'jpeg') => `/api/file/${fileId}/list.${format}`;

/** A product's first image as a small thumbnail, WebP where the browser takes it; a grey square without one. */
export function ProductThumb({ fileId, alt }: { fileId: string | undefined; alt: string }) {
  const style = { width: 56, height: 56, borderRadius: 6, objectFit: 'cover' as const, display: 'block' };
  if (!fileId) return <span aria-hidden style={{ ...style, background: 'var(--ant-color-fill-secondary, #eee)' }} />;
  return (
    <picture>
      <source type="image/webp" srcSet={imageUrl(fileId, 'webp')} />
      <img src={imageUrl(fileId, 'jpeg')} alt={alt} width={56} height={56} loading="lazy" style={style} />
    </picture>
  );
}

import { imageUrl } from '../api/files';

/** One image of a product, WebP where the browser takes it and JPEG otherwise. */
export function ProductImage({
  fileId,
  size,
  alt,
  style,
}: {
  fileId: string;
  size: 'list' | 'detail';
  alt: string;
  style?: React.CSSProperties;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={imageUrl(fileId, size, 'webp')} />
      <img src={imageUrl(fileId, size, 'jpeg')} alt={alt} style={{ display: 'block', objectFit: 'cover', ...style }} />
    </picture>
  );
}

import theme from 'antd/es/theme';
import { fileVariantUrl } from '@cadeau/contracts/values';

/** Where the browser finds an upload's small variant, WebP or JPEG. */
const imageUrl = (fileId: string, format: 'webp' | 'jpeg') => fileVariantUrl(fileId, `list.${format}`);

/**
 * A product's first image as a small thumbnail, WebP where the browser takes it; a grey square (the theme's fill,
 * light or dark) for a product without one. Decorative: the product's name stands beside it.
 */
export function ProductThumb({ fileId }: { fileId: string | undefined }) {
  const { token } = theme.useToken();
  const style = { width: 56, height: 56, borderRadius: 6, objectFit: 'cover' as const, display: 'block', flex: 'none' };
  if (!fileId) return <span aria-hidden style={{ ...style, background: token.colorFillSecondary }} />;
  return (
    <picture style={{ flex: 'none' }}>
      <source type="image/webp" srcSet={imageUrl(fileId, 'webp')} />
      <img src={imageUrl(fileId, 'jpeg')} alt="" width={56} height={56} loading="lazy" style={style} />
    </picture>
  );
}

import { ErrorKeys, type ImageVariant } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, tooManyPixels } from '../../domain/uploads';

/** The longer side of each variant in pixels: `list` for product lists, `detail` for the product page. */
export const VARIANT_SIZES = { list: 480, detail: 1600 } as const;

export interface RenderedVariant {
  name: ImageVariant;
  mime: string;
  width: number;
  height: number;
  size: number;
  data: Buffer;
}

export interface RenderedImage {
  /** Of the upload after its EXIF orientation was applied. */
  width: number;
  height: number;
  variants: RenderedVariant[];
}

/** sharp's errors for input it cannot decode (damaged, truncated) versus a failure of our own making. */
const isDecodeError = (err: unknown) => err instanceof Error && !(err instanceof DomainError);

/**
 * An image opened for decoding: sharp refuses to decode one of more than MAX_IMAGE_PIXELS (`limitInputPixels`, issue
 * 23), whatever a caller checked before, so no path decodes a decompression bomb.
 */
export const openImage = (input: string | Buffer) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });

/**
 * Re-encodes an image (an upload on disk, or bytes such as a seed's picture) into the served variants: each size as WebP and as JPEG (for
 * browsers without WebP), turned upright by its EXIF orientation and without any metadata (sharp writes none
 * unless asked: no GPS position or camera serial leaves the platform). Never enlarges a small image. An image
 * of more than MAX_IMAGE_PIXELS is refused before it is decoded; one that does not decode is `unreadable`.
 */
export async function renderImageVariants(input: string | Buffer): Promise<RenderedImage> {
  const open = () => openImage(input);
  try {
    // metadata() reads the header only: the size is judged before a pixel is decoded.
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) throw new DomainError(400, ErrorKeys.upload.unreadable);
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels(meta.width * meta.height);
    const variants: RenderedVariant[] = [];
    for (const [size, px] of Object.entries(VARIANT_SIZES) as [keyof typeof VARIANT_SIZES, number][]) {
      const resized = () => open().resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true });
      const webp = await resized().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      // JPEG has no transparency: transparent PNG or WebP areas become white, as on the site's pages.
      const jpeg = await resized()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      for (const [name, out, mime] of [
        [`${size}.webp`, webp, 'image/webp'],
        [`${size}.jpeg`, jpeg, 'image/jpeg'],
      ] as const)
        variants.push({
          name,
          mime,
          width: out.info.width,
          height: out.info.height,
          size: out.data.length,
          data: out.data,
        });
    }
    return { width: meta.autoOrient.width, height: meta.autoOrient.height, variants };
  } catch (err) {
    // sharp's own limitInputPixels refusal (a header that its metadata read differently) is the same 413.
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels(MAX_IMAGE_PIXELS + 1);
    if (isDecodeError(err)) throw new DomainError(400, ErrorKeys.upload.unreadable, { cause: (err as Error).message });
    throw err;
  }
}

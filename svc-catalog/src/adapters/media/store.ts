import { createReadStream } from 'node:fs';
import type { FileVariant } from '@cadeau/contracts';
import type { FileStorage } from '../../domain/file-storage';
import { renderImageVariants } from './images';
import type { ReceivedUpload } from './receive';

export interface StoredUpload {
  width: number | null;
  height: number | null;
  variants: { name: FileVariant; mime: string; width: number | null; height: number | null; size: number }[];
}

/**
 * Puts a received upload into the storage under `keyOf(variant)`: an image as its re-encoded variants (the
 * original is not kept), a video as it came. If a put fails, what was already stored is removed again.
 */
export async function storeUpload(
  storage: FileStorage,
  upload: ReceivedUpload,
  keyOf: (variant: FileVariant) => string,
): Promise<StoredUpload> {
  const stored: string[] = [];
  try {
    if (upload.kind === 'video') {
      const key = keyOf('original');
      stored.push(key);
      await storage.put(key, createReadStream(upload.path), { contentType: upload.mime, size: upload.size });
      return {
        width: null,
        height: null,
        variants: [{ name: 'original', mime: upload.mime, width: null, height: null, size: upload.size }],
      };
    }
    const image = await renderImageVariants(upload.path);
    for (const v of image.variants) {
      const key = keyOf(v.name);
      stored.push(key);
      await storage.put(key, v.data, { contentType: v.mime });
    }
    return {
      width: image.width,
      height: image.height,
      variants: image.variants.map(({ name, mime, width, height, size }) => ({ name, mime, width, height, size })),
    };
  } catch (err) {
    await removeStored(storage, stored);
    throw err;
  }
}

/** Removes stored objects, best effort (a leftover object without a row is unreachable, never served). */
export async function removeStored(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

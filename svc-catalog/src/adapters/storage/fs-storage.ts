import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StorageNotFoundError, type ByteRange, type FileStorage } from '../../domain/file-storage';

/** Temporary names of objects being written: never listed, never read. */
const PARTIAL = '.partial-';

/**
 * Uploads on the local filesystem under `root` (CATALOG_DATA_DIR/files), the default storage. A write goes to
 * a temporary file in the same directory and is renamed into place once complete, so a reader sees the old
 * object or the new one, never a part (rename is atomic within one filesystem).
 */
export function fsStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };

  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = join(dirname(target), `${PARTIAL}${randomUUID()}`);
      // Opened before the copy starts: a write stream given a path opens it later, so a source failing at once
      // could reject, have the cleanup find nothing and then see the file created behind it (seen under load).
      const handle = await open(partial, 'wx');
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream('', { fd: handle, flush: true }));
        await rename(partial, target);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },

    async get(key, range?: ByteRange) {
      // Opened first, so a missing object is an error here and not on the stream after headers were sent.
      const handle = await open(pathOf(key), 'r').catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' || err.code === 'EISDIR' ? new StorageNotFoundError(key) : err;
      });
      return createReadStream('', { fd: handle, start: range?.start, end: range?.end });
    },

    async stat(key) {
      const s = await stat(pathOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      return s && s.isFile() ? { size: s.size } : null;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return [];
          throw err;
        },
      );
      return entries
        .filter((e) => e.isFile() && !e.name.startsWith(PARTIAL))
        .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}

import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both inclusive (as in HTTP Range and Content-Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploads are kept (issue 10): the local filesystem under the data directory by default, S3-compatible
 * object storage in production (`adapters/storage/`). Keys are `/`-separated paths of lower-case letters,
 * digits, `.`, `-` and `_` (`<organizationId>/<fileId>/<variant>`), so a prefix is an organisation's or a
 * file's objects. Every implementation passes the same contract test (test/storage-contract.ts).
 */
export interface FileStorage {
  /** Stores the object whole or not at all: a reader never sees a half-written object. */
  put(key: string, body: Buffer | Readable, options: { contentType: string; size?: number }): Promise<void>;
  /** The object's bytes (only `range` when given); throws StorageNotFoundError for a missing key. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The object's size in bytes, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing key is no error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage root (`..`, absolute paths) or that S3 and a filesystem disagree on. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`invalid storage key: ${key}`);
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertStorageKey, StorageNotFoundError, type FileStorage } from '../../domain/file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, a cloud's object storage); AWS itself when absent. */
  endpoint?: string;
  /** Both or neither: without them the SDK's default chain (instance role, AWS_* variables) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Uploads in S3-compatible object storage (production). A PUT is atomic in S3 itself: readers see the old
 * object or the new one. Paths are addressed path-style when an endpoint is given (most S3-compatible
 * services and loopback servers have no per-bucket host names).
 */
export function s3Storage(opts: S3StorageOptions): FileStorage & { destroy(): void } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: !!opts.endpoint,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: S3-compatible services differ in their support of the SDK's
    // default trailing checksums (aws-chunked bodies), and the service writes files it has just produced.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;

  return {
    async put(key, body, { contentType, size }) {
      assertStorageKey(key);
      const length = Buffer.isBuffer(body) ? body.length : size;
      // A stream of unknown length would need a multipart upload; the service always knows the size.
      if (length === undefined) throw new Error(`s3 put ${key}: a stream needs its size`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: length }),
      );
    },

    async get(key, range) {
      assertStorageKey(key);
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return out.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw new StorageNotFoundError(key);
        throw err;
      }
    },

    async stat(key) {
      assertStorageKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: out.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    destroy: () => client.destroy(),
  };
}

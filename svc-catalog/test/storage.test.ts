import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createStorage } from '../src/adapters/storage';
import { fsStorage } from '../src/adapters/storage/fs-storage';
import { startS3Server } from './s3-server';
import { describeStorageContract } from './storage-contract';

// Both as svc-catalog builds them from its configuration (CATALOG_STORAGE=fs under the data directory, =s3).
describeStorageContract('filesystem', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'cadeau-fs-storage-'));
  return {
    storage: createStorage({ kind: 'fs' }, dataDir),
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
});

describeStorageContract('S3 (s3rver on loopback)', async () => {
  const server = await startS3Server();
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = server;
  const storage = createStorage({ kind: 's3', bucket, region, endpoint, accessKeyId, secretAccessKey }, '/nowhere');
  return {
    storage,
    async close() {
      storage.destroy();
      await server.stop();
    },
  };
});

describe('filesystem storage writes', () => {
  it('leaves no partial file behind when the source fails, and keeps the previous object', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cadeau-fs-storage-'));
    try {
      const storage = fsStorage(root);
      await storage.put('org/file/original', Buffer.from('old'), { contentType: 'video/mp4' });
      const failing = new Readable({
        read() {
          this.push(Buffer.from('new bytes'));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.put('org/file/original', failing, { contentType: 'video/mp4' })).rejects.toThrow(
        'client went away',
      );
      expect(await readdir(join(root, 'org', 'file'))).toEqual(['original']);
      expect(await storage.stat('org/file/original')).toEqual({ size: 3 });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createStorage } from '../src/adapters/storage';
import { sweepIncoming } from '../src/adapters/media/receive';
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

describe('incoming uploads', () => {
  it('sweeps only what a stopped process left long ago, never an upload arriving now', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cadeau-incoming-'));
    try {
      await writeFile(join(dir, 'old'), 'left by a crash');
      await writeFile(join(dir, 'new'), 'arriving');
      const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      await utimes(join(dir, 'old'), dayAgo, dayAgo);
      expect(await sweepIncoming(dir, 24 * 60 * 60 * 1000)).toBe(1);
      expect(await readdir(dir)).toEqual(['new']);
      expect(await sweepIncoming(join(dir, 'missing'), 1)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { StorageNotFoundError, type FileStorage } from '../src/domain/file-storage';

/** The behaviour every FileStorage promises (domain/file-storage.ts), run against each implementation. */
export function describeStorageContract(
  name: string,
  open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('keeps a buffer and a stream and gives them back whole or by byte range', async () => {
      await storage.put('org-a/file-1/list.webp', Buffer.from('0123456789'), { contentType: 'image/webp' });
      await storage.put('org-a/file-2/original', Readable.from([Buffer.from('abc'), Buffer.from('defgh')]), {
        contentType: 'video/mp4',
        size: 8,
      });
      expect(await text(await storage.get('org-a/file-1/list.webp'))).toBe('0123456789');
      expect(await text(await storage.get('org-a/file-1/list.webp', { start: 2, end: 4 }))).toBe('234');
      expect(await text(await storage.get('org-a/file-2/original', { start: 7, end: 7 }))).toBe('h');
      expect(await text(await storage.get('org-a/file-2/original'))).toBe('abcdefgh');
      expect(await storage.stat('org-a/file-2/original')).toEqual({ size: 8 });
    });

    it('replaces an object whole', async () => {
      await storage.put('org-a/file-3/detail.jpeg', Buffer.from('first version'), { contentType: 'image/jpeg' });
      await storage.put('org-a/file-3/detail.jpeg', Buffer.from('second'), { contentType: 'image/jpeg' });
      expect(await text(await storage.get('org-a/file-3/detail.jpeg'))).toBe('second');
      expect(await storage.stat('org-a/file-3/detail.jpeg')).toEqual({ size: 6 });
    });

    it('lists by prefix, sorted, and nothing of another prefix', async () => {
      await storage.put('org-b/file-9/original', Buffer.from('b'), { contentType: 'video/webm' });
      expect(await storage.list('org-a/')).toEqual([
        'org-a/file-1/list.webp',
        'org-a/file-2/original',
        'org-a/file-3/detail.jpeg',
      ]);
      expect(await storage.list('org-a/file-1/')).toEqual(['org-a/file-1/list.webp']);
      expect(await storage.list('org-b/')).toEqual(['org-b/file-9/original']);
      expect(await storage.list('org-c/')).toEqual([]);
    });

    it('answers a missing object as missing, and deletes idempotently', async () => {
      await expect(storage.get('org-a/nothing/original')).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(await storage.stat('org-a/nothing/original')).toBeNull();
      await storage.delete('org-b/file-9/original');
      await storage.delete('org-b/file-9/original');
      expect(await storage.stat('org-b/file-9/original')).toBeNull();
      await expect(storage.get('org-b/file-9/original')).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(await storage.list('org-b/')).toEqual([]);
    });

    it('refuses keys that could leave the storage', async () => {
      for (const key of ['../etc/passwd', 'org-a/../../x', '/abs', 'Org-A/x', 'org-a//x'])
        await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
          'invalid storage key',
        );
    });
  });
}

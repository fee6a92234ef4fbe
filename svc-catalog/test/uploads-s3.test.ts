import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { member, startCatalog, type CatalogHarness } from './harness';
import { startS3Server, type S3Server } from './s3-server';

// svc-catalog configured as in production (CATALOG_STORAGE=s3), against s3rver on loopback: the upload path and
// the byte ranges work the same on object storage as on the filesystem (the storage contract test covers the rest).
let s3: S3Server;
let catalog: CatalogHarness;
beforeAll(async () => {
  s3 = await startS3Server();
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = s3;
  catalog = await startCatalog({ storage: { kind: 's3', bucket, region, endpoint, accessKeyId, secretAccessKey } });
});
afterAll(async () => {
  await catalog.stop();
  await s3.stop();
});

const seller = member();
const bytesOf = (res: { body: unknown }) => res.body as Buffer;
/** A GET whose body is kept as bytes whatever its type. */
const getBytes = (path: string, headers: Record<string, string> = {}) =>
  catalog
    .http()
    .get(path)
    .set(catalog.as(seller))
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

it('stores the variants of an image and a video in the bucket and serves a byte range from it', async () => {
  const png = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const image = await catalog.http().post('/file/upload').set(catalog.as(seller)).send(png);
  expect(image.status).toBe(201);
  const clip = await readFile(join(__dirname, 'fixtures', 'tiny.mp4'));
  const video = await catalog.http().post('/file/upload').set(catalog.as(seller)).send(clip);
  expect(video.status).toBe(201);

  const { s3Storage } = await import('../src/adapters/storage/s3-storage');
  const bucket = s3Storage({ ...s3 });
  try {
    expect(await bucket.list(`${seller.currentOrganizationId}/`)).toEqual(
      [
        ...['detail.jpeg', 'detail.webp', 'list.jpeg', 'list.webp'].map(
          (v) => `${seller.currentOrganizationId}/${image.body.id}/${v}`,
        ),
        `${seller.currentOrganizationId}/${video.body.id}/original`,
      ].sort(),
    );
  } finally {
    bucket.destroy();
  }

  const detail = await getBytes(`/file/${image.body.id}/detail.webp`);
  expect(detail.status).toBe(200);
  expect((await sharp(bytesOf(detail)).metadata()).format).toBe('webp');

  const part = await getBytes(`/file/${video.body.id}/original`, { range: 'bytes=0-31' });
  expect(part.status).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 0-31/${clip.length}`);
  expect(bytesOf(part)).toEqual(clip.subarray(0, 32));
});

import { randomUUID } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSONCodec } from 'nats';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { openImage } from '../src/adapters/media/images';
import { filesOfOrganization, publishFiles } from '../src/db/files';
import { UPLOADS_PER_ORGANIZATION } from '../src/domain/upload-slots';
import { MAX_IMAGE_PIXELS } from '../src/domain/uploads';
import { startCatalog, member, platformAdmin, type Caller, type CatalogHarness } from './harness';

let catalog: CatalogHarness;
const MIB = 1024 * 1024;

/** CRC-32 of PNG chunks (ISO 3309), so a rewritten header still reads as a valid PNG. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small PNG whose header (IHDR) claims `width`×`height`: what a decompression bomb shows before decoding. */
function pngOfSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // Signature (8 bytes), IHDR length (4) and type (4), then width and height; the chunk's CRC follows its 13 bytes.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}
const fixture = (name: string) => readFile(join(__dirname, 'fixtures', name));

beforeAll(async () => {
  catalog = await startCatalog();
  // The limits in force from svc-identity (stand-in) before the first upload asks for them: 1 MiB images and
  // 2 MiB videos keep the too-large bodies of these tests small.
  catalog.identity.settings['Product.MaxImageSize'] = 1;
  catalog.identity.settings['Campaign.MaxVideoSize'] = 2;
});
afterAll(() => catalog.stop());

const seller = member();
const otherSeller = member();

function upload(caller: Caller | null, body: Buffer, name?: string, contentType = 'application/octet-stream') {
  const req = catalog
    .http()
    .post(`/file/upload${name ? `?name=${encodeURIComponent(name)}` : ''}`)
    .set('content-type', contentType);
  if (caller) req.set(catalog.as(caller));
  return req.send(body);
}

/** A GET whose body is kept as bytes whatever its type. */
function fetchFile(caller: Caller | null, url: string, headers: Record<string, string> = {}): Test {
  const req = catalog.http().get(url.replace(/^\/api/, ''));
  if (caller) req.set(catalog.as(caller));
  return req
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

describe('images', () => {
  it('turns a JPEG upright by its EXIF orientation and serves variants without metadata', async () => {
    // 300×200 stored pixels, orientation 6 (rotate 90° clockwise to show): upright it is 200 wide, 300 high.
    const jpeg = await photo(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Seller secret', Artist: 'Anna Muster' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const res = await upload(seller, jpeg, 'Foto.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organizationId: seller.currentOrganizationId,
      kind: 'image',
      mime: 'image/jpeg',
      size: jpeg.length,
      width: 200,
      height: 300,
      name: 'Foto.jpg',
      published: false,
    });
    expect(res.body.variants.map((v: { name: string }) => v.name)).toEqual([
      'list.webp',
      'list.jpeg',
      'detail.webp',
      'detail.jpeg',
    ]);

    for (const v of res.body.variants as { name: string; url: string; mime: string; size: number }[]) {
      expect(v.url).toBe(`/api/file/${res.body.id}/${v.name}`);
      const got = await fetchFile(seller, v.url);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe(v.mime);
      expect(Number(got.headers['content-length'])).toBe(v.size);
      const meta = await sharp(got.body as Buffer).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: v.name.endsWith('webp') ? 'webp' : 'jpeg',
        width: 200,
        height: 300,
      });
      // Upright pixels, no orientation tag left, no EXIF at all (neither the copyright nor the author).
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
    }
  });

  it('scales a large PNG to the list and detail sizes, transparency on white in the JPEG fallback', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload(seller, png, 'plan.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'image', mime: 'image/png', width: 2000, height: 1000 });
    const sizes = Object.fromEntries(
      (res.body.variants as { name: string; width: number; height: number }[]).map((v) => [
        v.name,
        [v.width, v.height],
      ]),
    );
    expect(sizes).toEqual({
      'list.webp': [480, 240],
      'list.jpeg': [480, 240],
      'detail.webp': [1600, 800],
      'detail.jpeg': [1600, 800],
    });
    const jpeg = await fetchFile(seller, `/file/${res.body.id}/list.jpeg`);
    const { data } = await sharp(jpeg.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((c) => c > 245)).toBe(true);
  });

  it('takes an AVIF image (decoded by the libheif that ships with sharp)', async () => {
    const avif = await photo(120, 80).avif().toBuffer();
    const res = await upload(seller, avif, 'foto.avif');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'image', mime: 'image/avif', width: 120, height: 80 });
  });

  it('keeps only the variants in storage, never the original', async () => {
    const res = await upload(seller, await photo(64, 64).webp().toBuffer());
    expect(res.status).toBe(201);
    const dir = join(catalog.dataDir, 'files', seller.currentOrganizationId!, res.body.id);
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(dir)).sort()).toEqual(['detail.jpeg', 'detail.webp', 'list.jpeg', 'list.webp']);
  });

  // Issue 23: a 7000×7000 16-bit PNG of 381 KB took 4.7 s of sharp. Its header alone says 49 MP: the upload is
  // refused from the header (sharp's limitInputPixels, MAX_IMAGE_PIXELS = 40 MP) before any pixel is decoded.
  it('refuses a 7000×7000 PNG quickly with 413 imageTooManyPixels before decoding it, and keeps nothing', async () => {
    const before = await catalog.knex('files').count<{ count: string }[]>('* as count');
    const bomb = pngOfSize(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      7000,
      7000,
    );
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 7000, height: 7000, format: 'png' });
    const started = Date.now();
    const res = await upload(seller, bomb, 'bomb.png');
    // The message names the image's megapixels and the limit (issue 23).
    expect([res.status, res.body.message, res.body.params]).toEqual([
      413,
      'error.upload.imageTooManyPixels',
      { megapixels: 49, limitMegapixels: 40 },
    ]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await catalog.knex('files').count('* as count')).toEqual(before);
    // The limit is a literal an ADR fixes: 40 megapixels, so 7000×7000 (49 MP) is over it and 6000×6000 is not.
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    // sharp itself holds the limit as well (limitInputPixels on every image opened for decoding), so no path
    // decodes the bomb, whatever it checked before.
    const decodeStarted = Date.now();
    await expect(openImage(bomb).raw().toBuffer()).rejects.toThrow(/pixel limit/i);
    expect(Date.now() - decodeStarted).toBeLessThan(1000);
  });

  it('refuses an image over Product.MaxImageSize with 413 imageTooLarge and keeps nothing', async () => {
    const before = await catalog.knex('files').count<{ count: string }[]>('* as count');
    // Noise does not compress: a 700×700 PNG of random pixels is well over 1 MiB.
    const noise = Buffer.alloc(700 * 700 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MIB);
    const res = await upload(seller, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('error.upload.imageTooLarge');
    // The message names the limit and the file's size in MB (issue 23; the declared length, one decimal).
    expect(res.body.params).toEqual({ limitMb: 1, sizeMb: Math.round((big.length / MIB) * 10) / 10 });
    expect(await catalog.knex('files').count('* as count')).toEqual(before);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(join(catalog.dataDir, 'incoming'))).toEqual([]);
  });
});

describe('types judged by the first bytes', () => {
  it.each([
    [
      'an SVG',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'a text file named .jpg and sent as image/jpeg',
      Buffer.from('just some text, not a picture\n'.repeat(20)),
      'photo.jpg',
      'image/jpeg',
    ],
    ['an empty body', Buffer.alloc(0), 'empty.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'doc.pdf', 'application/pdf'],
  ])('refuses %s with 415 unsupportedType', async (_what, body, name, contentType) => {
    const res = await upload(seller, body, name, contentType);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('error.upload.unsupportedType');
  });

  it('refuses an image whose bytes start right but do not decode with 400 unreadable', async () => {
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    const res = await upload(seller, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('error.upload.unreadable');
  });
});

describe('videos', () => {
  let mp4: { id: string; size: number };
  const bytes = fixture('tiny.mp4');

  it('stores an MP4 as it came and serves it whole, by byte range, and conditionally', async () => {
    const original = await bytes;
    const res = await upload(seller, original, 'clip.mp4');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      size: original.length,
      width: null,
      height: null,
    });
    expect(res.body.variants).toEqual([
      {
        name: 'original',
        mime: 'video/mp4',
        width: null,
        height: null,
        size: original.length,
        url: `/api/file/${res.body.id}/original`,
      },
    ]);
    mp4 = { id: res.body.id, size: original.length };

    const whole = await fetchFile(seller, `/file/${mp4.id}/original`);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.body as Buffer, original)).toBe(0);

    const part = await fetchFile(seller, `/file/${mp4.id}/original`, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${original.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(Buffer.compare(part.body as Buffer, original.subarray(100, 200))).toBe(0);

    const tail = await fetchFile(seller, `/file/${mp4.id}/original`, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(Buffer.compare(tail.body as Buffer, original.subarray(original.length - 10))).toBe(0);

    const beyond = await fetchFile(seller, `/file/${mp4.id}/original`, { range: `bytes=${original.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${original.length}`);

    const etag = whole.headers.etag;
    expect(etag).toBeTruthy();
    expect((await fetchFile(seller, `/file/${mp4.id}/original`, { 'if-none-match': etag })).status).toBe(304);
    // A range under another validator is not honoured: the whole (current) object comes back.
    const stale = await fetchFile(seller, `/file/${mp4.id}/original`, { range: 'bytes=0-9', 'if-range': '"other"' });
    expect(stale.status).toBe(200);
  });

  it('stores a WebM video too', async () => {
    const webm = await fixture('tiny.webm');
    const res = await upload(seller, webm, 'clip.webm');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'video', mime: 'video/webm', size: webm.length });
  });

  it('has only the original as a variant of a video and only re-encoded variants of an image', async () => {
    expect((await fetchFile(seller, `/file/${mp4.id}/list.webp`)).status).toBe(404);
    const image = await upload(seller, await photo(32, 32).png().toBuffer());
    const original = await fetchFile(seller, `/file/${image.body.id}/original`);
    expect(original.status).toBe(404);
    expect(JSON.parse(String(original.body)).message).toBe('error.file.notFound');
    for (const path of [`/file/${mp4.id}/poster.png`, '/file/not-a-uuid/original', `/file/${randomUUID()}/original`]) {
      const res = await fetchFile(seller, path);
      expect({ path, status: res.status, message: JSON.parse(String(res.body)).message }).toEqual({
        path,
        status: 404,
        message: 'error.file.notFound',
      });
    }
  });

  it('refuses a video over Campaign.MaxVideoSize with 413 videoTooLarge while reading', async () => {
    const head = await bytes;
    const big = Buffer.concat([head, Buffer.alloc(2 * MIB)]);
    const res = await upload(seller, big, 'long.mp4');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('error.upload.videoTooLarge');
    expect(res.body.params).toEqual({ limitMb: 2, sizeMb: Math.round((big.length / MIB) * 10) / 10 });
    const own = await catalog.knex('files').where({ organization_id: seller.currentOrganizationId, name: 'long.mp4' });
    expect(own).toEqual([]);
  });
});

describe('who may upload and read', () => {
  it('lets a giver upload, refuses an organisation that neither sells nor gives and a caller without one', async () => {
    const png = await photo(16, 16).png().toBuffer();
    expect((await upload(member({ features: ['giver'] }), png)).status).toBe(201);
    const plain = await upload(member({ features: [] }), png);
    expect({ status: plain.status, message: plain.body.message }).toEqual({
      status: 403,
      message: 'error.upload.notAllowed',
    });
    const none = await upload(platformAdmin(), png);
    expect({ status: none.status, message: none.body.message }).toEqual({
      status: 400,
      message: 'error.organization.noneSelected',
    });
    expect((await upload(null, png)).status).toBe(401);
  });

  it('keeps an unpublished file to its organisation: others get 404 as for an unknown file, until it is published', async () => {
    const res = await upload(seller, await photo(40, 30).jpeg().toBuffer(), 'draft.jpg');
    const url = `/file/${res.body.id}/detail.webp`;
    expect((await fetchFile(seller, url)).status).toBe(200);
    expect((await fetchFile(seller, url)).headers['cache-control']).toBe('private, no-cache');
    expect((await fetchFile(platformAdmin(), url)).status).toBe(200);
    for (const caller of [otherSeller, null]) {
      const refused = await fetchFile(caller, url);
      expect({ status: refused.status, message: JSON.parse(String(refused.body)).message }).toEqual({
        status: 404,
        message: 'error.file.notFound',
      });
    }

    // The products area approves a product: its files become public (recipients see them).
    await catalog.knex.transaction((trx) => publishFiles(trx, [res.body.id]));
    const open = await fetchFile(null, url);
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchFile(otherSeller, url)).status).toBe(200);
  });

  it("publishes an organisation's own uploads for another service (POST /internal/files/publish), no one else's", async () => {
    const mine = await upload(seller, await photo(40, 30).jpeg().toBuffer(), 'banner.jpg');
    const theirs = await upload(otherSeller, await photo(40, 30).jpeg().toBuffer(), 'foreign.jpg');
    const unknown = randomUUID();
    const body = {
      organizationId: seller.currentOrganizationId,
      fileIds: [mine.body.id, theirs.body.id, unknown, mine.body.id],
    };
    const res = await catalog.internalCall('POST', '/internal/files/publish', body);
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual([
      { id: mine.body.id, published: true },
      { id: theirs.body.id, published: false },
      { id: unknown, published: false },
    ]);
    // A recipient's mail client, without a session, loads the published image; the other one stays private.
    expect((await fetchFile(null, `/file/${mine.body.id}/detail.jpeg`)).status).toBe(200);
    expect((await fetchFile(null, `/file/${theirs.body.id}/detail.jpeg`)).status).toBe(404);
    expect((await catalog.internalCall('POST', '/internal/files/publish', body)).body).toEqual(res.body);
    expect((await catalog.http().post('/internal/files/publish').set(catalog.as(seller)).send(body)).status).toBe(403);
  });

  it("finds only an organisation's own files among ids (a product may show only those)", async () => {
    const mine = await upload(seller, await photo(20, 20).png().toBuffer());
    const theirs = await upload(otherSeller, await photo(20, 20).png().toBuffer());
    const found = await filesOfOrganization(catalog.knex, seller.currentOrganizationId!, [
      mine.body.id,
      theirs.body.id,
      randomUUID(),
    ]);
    expect(found.map((f) => f.id)).toEqual([mine.body.id]);
  });

  it('records each upload in the audit log through the outbox', async () => {
    const res = await upload(seller, await photo(10, 10).png().toBuffer(), 'audited.png');
    const row = await catalog
      .knex('outbox')
      .where({ subject: 'audit.catalog.recorded' })
      .whereRaw(`payload->>'entityId' = ?`, [res.body.id])
      .first();
    expect(row?.payload).toMatchObject({
      action: 'insert',
      entity: 'file',
      entityId: res.body.id,
      organizationId: seller.currentOrganizationId,
      userId: seller.userId,
      value: { kind: 'image', mime: 'image/png', name: 'audited.png' },
    });
  });
});

describe('settings', () => {
  it('follows a changed Product.MaxImageSize once svc-identity announces setting.updated', async () => {
    const png = await sharp(Buffer.alloc(600 * 600 * 3, 7), { raw: { width: 600, height: 600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(MIB);
    catalog.identity.settings['Product.MaxImageSize'] = 3;
    const { connect } = await import('nats');
    const nc = await connect({ servers: catalog.nats.url });
    try {
      nc.publish('setting.updated', JSONCodec().encode({ scope: 'global', key: 'Product.MaxImageSize', value: 3 }));
      await nc.flush();
      // The catalog drops its cached settings when the event reaches it: wait for that, not for a time.
      let res = await upload(seller, png);
      for (let i = 0; res.status === 413 && i < 200; i++) res = await upload(seller, png);
      expect(res.status).toBe(201);
    } finally {
      await nc.close();
    }
  });
});

// Issue 23: uploads cannot exhaust the CPU. Besides the pixel limit above, one organisation has at most
// UPLOADS_PER_ORGANIZATION uploads under way at once; the next is 429 with the limit named, translated.
describe('uploads of one organisation at once', () => {
  it('answers 429 error.upload.tooManyAtOnce with the limit past six, lets others upload, and frees a slot when one ends', async () => {
    const server = await catalog.service.listen(0, '127.0.0.1');
    const port = (server.address() as AddressInfo).port;
    const busy = member();
    const png = await photo(32, 32).png().toBuffer();
    // Uploads that have begun and are still arriving: the first bytes sent, the rest never.
    const held: ClientRequest[] = [];
    const hold = () =>
      new Promise<void>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/file/upload',
          headers: { ...catalog.as(busy), 'content-type': 'application/octet-stream', 'content-length': 1_000_000 },
        });
        req.on('error', () => undefined);
        req.write(png.subarray(0, 16), () => resolve());
        held.push(req);
      });
    try {
      for (let i = 0; i < UPLOADS_PER_ORGANIZATION; i++) await hold();
      // The server counts an upload from its first bytes: wait until all six are under way.
      let refused = await upload(busy, png, 'seventh.png');
      for (let tries = 0; refused.status !== 429 && tries < 50; tries++) {
        await new Promise((r) => setTimeout(r, 50));
        refused = await upload(busy, png, 'seventh.png');
      }
      expect([refused.status, refused.body.message, refused.body.params]).toEqual([
        429,
        'error.upload.tooManyAtOnce',
        { limit: 6 },
      ]);
      // Another organisation keeps its share.
      expect((await upload(otherSeller, png, 'other.png')).status).toBe(201);
      // One upload ends (here: its sender gives up): its slot is free again.
      held.shift()!.destroy();
      let again = await upload(busy, png, 'after.png');
      for (let tries = 0; again.status === 429 && tries < 50; tries++) {
        await new Promise((r) => setTimeout(r, 50));
        again = await upload(busy, png, 'after.png');
      }
      expect(again.status).toBe(201);
    } finally {
      for (const req of held) req.destroy();
      await new Promise((r) => server.close(r));
    }
    expect(UPLOADS_PER_ORGANIZATION).toBe(6);
  });
});

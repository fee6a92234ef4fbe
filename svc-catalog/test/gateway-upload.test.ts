import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { SESSION_COOKIE } from '@cadeau/contracts';
// The real gateway in front of svc-catalog: it must stream upload bodies, pass Range headers on the file route
// and bring a refusal that svc-catalog gives while the body is still arriving back to the browser.
import { createGateway, type Gateway } from '../../gateway/src/app';
import { member, SECRET, startCatalog, type CatalogHarness } from './harness';

let catalog: CatalogHarness;
let gateway: Gateway;
let base = '';
let shellRoot = '';
const token = randomUUID();
const seller = member();
const MIB = 1024 * 1024;

beforeAll(async () => {
  catalog = await startCatalog();
  catalog.identity.settings['Campaign.MaxVideoSize'] = 1;
  catalog.identity.sessions.set(token, seller);
  const server = await catalog.service.listen(0, '127.0.0.1');
  shellRoot = await mkdtemp(join(tmpdir(), 'catalog-gateway-shell-'));
  gateway = await createGateway({
    port: 0,
    services: { identity: catalog.identity.url, catalog: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    natsUrl: null,
    secret: SECRET,
    production: false,
    envName: 'test',
    staticRoots: { shell: shellRoot, remotes: {} },
    sessionCacheMs: 1000,
    upstreamTimeoutMs: 10_000,
    loginRatePerMinute: 100,
    errorLogRatePerMinute: 100,
  });
  const listening = await gateway.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gateway.close();
  await catalog.stop();
  await rm(shellRoot, { recursive: true, force: true });
});

const cookie = { cookie: `${SESSION_COOKIE}=${token}` };

it('uploads a video through the gateway and serves it back by byte range', async () => {
  const clip = await readFile(join(__dirname, 'fixtures', 'tiny.mp4'));
  const res = await fetch(`${base}/api/file/upload?name=clip.mp4`, {
    method: 'POST',
    headers: { ...cookie, 'content-type': 'application/octet-stream' },
    body: clip,
  });
  expect(res.status).toBe(201);
  const file = (await res.json()) as { id: string; size: number; variants: { url: string }[] };
  expect(file.size).toBe(clip.length);

  const part = await fetch(`${base}${file.variants[0].url}`, { headers: { ...cookie, range: 'bytes=10-19' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 10-19/${clip.length}`);
  expect(Buffer.from(await part.arrayBuffer())).toEqual(clip.subarray(10, 20));

  // Without a session the unpublished file does not exist.
  const anonymous = await fetch(`${base}${file.variants[0].url}`);
  expect(anonymous.status).toBe(404);
  expect(((await anonymous.json()) as { message: string }).message).toBe('error.file.notFound');
});

it('streams a body without a length (chunked) to svc-catalog', async () => {
  const clip = await readFile(join(__dirname, 'fixtures', 'tiny.webm'));
  const res = await fetch(`${base}/api/file/upload`, {
    method: 'POST',
    headers: { ...cookie, 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(Readable.from([clip.subarray(0, 100), clip.subarray(100)])) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  expect(res.status).toBe(201);
  expect(((await res.json()) as { mime: string }).mime).toBe('video/webm');
});

it('brings the refusal of a too large video back through the gateway while the body is still arriving', async () => {
  const clip = await readFile(join(__dirname, 'fixtures', 'tiny.mp4'));
  // Larger than the loopback socket buffers, so the refusal surely comes while the client is still sending.
  const big = Buffer.concat([clip, Buffer.alloc(40 * MIB)]);
  const { status, body, sent } = await postWhole(`${base}/api/file/upload?name=long.mp4`, big);
  expect(status).toBe(413);
  expect((JSON.parse(body) as { message: string }).message).toBe('error.upload.videoTooLarge');
  expect(await catalog.knex('files').where({ name: 'long.mp4' })).toEqual([]);
  // The gateway reads the rest and throws it away, so the client's upload ends instead of stalling with its
  // connection open (a browser keeps sending after an early answer; such a connection held the gateway's close).
  await sent;
});

/**
 * Posts a body the way a browser does, writing on after an early answer (unlike fetch, which drops the
 * connection). `sent` settles once the whole body has left.
 */
function postWhole(url: string, body: Buffer): Promise<{ status: number; body: string; sent: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...cookie, 'content-type': 'application/octet-stream', 'content-length': body.length },
    });
    const sent = new Promise<void>((done, fail) => {
      req.once('finish', done);
      req.once('error', fail);
    });
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text, sent }));
    });
    req.end(body);
  });
}

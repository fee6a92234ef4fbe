/**
 * @jest-environment-options {"url": "http://127.0.0.1:23517/"}
 */
// jsdom's XMLHttpRequest sends real requests; the page's origin is this fixed loopback address (below Linux's ephemeral range, so no outgoing connection holds it), where the test
// runs a small server standing in for the gateway (same origin, as in the browser).
import http from 'node:http';
import { ApiError } from './client';
import { i18n, loadLanguage } from '../i18n';
import { errorTexts } from '../toast/show-error';
import { sendWithProgress, uploadFile, type UploadProgress } from './upload';

const PORT = 23517;
let server: http.Server;
const seen: { url: string; contentType: string; body: Buffer }[] = [];
/** Requests whose answer the test releases itself (the abort case). */
let hold: ((res: http.ServerResponse) => void) | null = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ url: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
      if (hold) return hold(res);
      res.setHeader('content-type', 'application/json');
      if (body.length > 1000) {
        res.statusCode = 413;
        res.end(JSON.stringify({ message: 'error.upload.imageTooLarge', params: { limitMb: 10, sizeMb: 12.4 } }));
        return;
      }
      res.end(JSON.stringify({ id: 'f1', kind: 'image', size: body.length, variants: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  hold = null;
});

it('posts the raw bytes with the name in the query, reports progress to the end and answers the upload', async () => {
  const bytes = new Uint8Array(600).map((_, i) => i % 251);
  const file = new File([bytes], 'Bild 1.jpg', { type: 'image/jpeg' });
  const progress: UploadProgress[] = [];
  const answer = await uploadFile(file, { onProgress: (p) => progress.push(p) });

  expect(answer).toEqual({ id: 'f1', kind: 'image', size: 600, variants: [] });
  expect(seen).toHaveLength(1);
  expect(seen[0].url).toBe('/api/file/upload?name=Bild%201.jpg');
  expect(seen[0].contentType).toBe('application/octet-stream');
  expect([...seen[0].body]).toEqual([...bytes]);
  expect(progress.at(-1)).toEqual({ loaded: 600, total: 600 });
  for (const p of progress) expect(p.total).toBe(600);
});

it('rejects with the server key and the values its message names as an ApiError', async () => {
  const err = await uploadFile(new Blob([new Uint8Array(2000)]), { name: 'big.png' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(413);
  expect((err as ApiError).message).toBe('error.upload.imageTooLarge');
  // Issue 23: the limit and the file's size reach the message, in the page's number format.
  expect((err as ApiError).params).toEqual({ limitMb: 10, sizeMb: 12.4 });
  await loadLanguage('de');
  await i18n.changeLanguage('de');
  expect(errorTexts(err).summary).toBe(
    'Dieses Bild hat 12,4 MB, mehr als die erlaubten 10 MB. Bitte wählen Sie ein kleineres Bild.',
  );
  await i18n.changeLanguage('en');
});

it('does not start when the signal is already aborted, and aborts a running upload', async () => {
  const before = new AbortController();
  before.abort();
  await expect(uploadFile(new Blob([new Uint8Array(10)]), { signal: before.signal })).rejects.toMatchObject({
    name: 'AbortError',
  });
  expect(seen).toHaveLength(0);

  const controller = new AbortController();
  let release: (() => void) | null = null;
  // The server has the whole body but holds its answer until the upload was aborted.
  const arrived = new Promise<void>((resolve) => {
    hold = (res) => {
      release = () => res.end('{}');
      resolve();
    };
  });
  const upload = uploadFile(new Blob([new Uint8Array(10)]), { signal: controller.signal });
  await arrived;
  controller.abort();
  await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  release!();
});

it('rejects like fetch on a network failure', async () => {
  hold = (res) => res.socket?.destroy();
  await expect(uploadFile(new Blob([new Uint8Array(10)]))).rejects.toThrow('Failed to fetch');
});

it('sends any raw body with its own Content-Type to another call and answers its JSON', async () => {
  const csv = new Blob(['email\na@x.ch\n'], { type: 'text/csv' });
  const progress: UploadProgress[] = [];
  const answer = await sendWithProgress<{ id: string }>('/campaign/c1/recipients/import?email=email', csv, {
    contentType: 'text/csv; charset=utf-8',
    onProgress: (p) => progress.push(p),
  });
  expect(answer).toEqual({ id: 'f1', kind: 'image', size: 13, variants: [] });
  expect(seen[0].url).toBe('/api/campaign/c1/recipients/import?email=email');
  expect(seen[0].contentType).toBe('text/csv; charset=utf-8');
  expect(seen[0].body.toString('utf8')).toBe('email\na@x.ch\n');
  expect(progress.at(-1)).toEqual({ loaded: 13, total: 13 });
});

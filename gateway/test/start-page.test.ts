import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { inlineScriptHashes } from '../src/shell-documents';
import { staticFiles } from '../src/static-files';

/** A built shell: index.html and the start page's pre-rendered copies (ADR 0025), each with the inline script. */
function builtShell(copies: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-shell-'));
  const page = (lang: string, body: string) =>
    `<!doctype html><html lang="${lang}"><head><script>document.documentElement.dataset.x="1"</script></head><body>${body}</body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page('en', '<div id="root"></div>'));
  for (const lang of copies) fs.writeFileSync(path.join(dir, `start.${lang}.html`), page(lang, `copy ${lang}`));
  return dir;
}

function appServing(shell: string) {
  const app = new Koa();
  app.use(staticFiles({ shell, remotes: {} }, 'test'));
  return app.callback();
}

describe('the start page / with its pre-rendered copy', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const shell = (copies: string[]) => {
    const dir = builtShell(copies);
    dirs.push(dir);
    return appServing(dir);
  };

  it('serves the copy of the locale cookie first, then of the preferred languages, then English', async () => {
    const app = shell(['de', 'en']);
    const byCookie = await request(app).get('/').set('Cookie', 'locale=de').set('Accept-Language', 'en-US');
    expect(byCookie.text).toContain('copy de');
    expect((await request(app).get('/').set('Accept-Language', 'de-CH,de;q=0.9,en;q=0.8')).text).toContain('copy de');
    expect((await request(app).get('/').set('Accept-Language', 'fr-CH, fr;q=0.9')).text).toContain('copy en');
    expect((await request(app).get('/')).text).toContain('copy en');
    expect((await request(app).get('/').set('Cookie', 'locale=it')).text).toContain('copy en');
  });

  it('is HTML that caches per cookie and language and allows exactly its inline script', async () => {
    const res = await request(shell(['de', 'en']))
      .get('/')
      .set('Accept-Language', 'de');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const [hash] = inlineScriptHashes(res.text);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
  });

  it('serves index.html for other page paths, and for / when no copy was built', async () => {
    const page = await request(shell(['de', 'en']))
      .get('/campaign')
      .set('Accept-Language', 'de');
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    const bare = await request(shell([])).get('/').set('Accept-Language', 'de');
    expect(bare.text).toContain('<div id="root"></div>');
  });

  it('picks up a rebuilt copy without a restart', async () => {
    const dir = builtShell(['en']);
    dirs.push(dir);
    const app = appServing(dir);
    expect((await request(app).get('/')).text).toContain('copy en');
    const file = path.join(dir, 'start.en.html');
    fs.writeFileSync(file, '<!doctype html><html lang="en"><body>rebuilt</body></html>');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect((await request(app).get('/')).text).toContain('rebuilt');
  });

  it('answers HEAD without a body', async () => {
    const res = await request(shell(['en'])).head('/');
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });
});

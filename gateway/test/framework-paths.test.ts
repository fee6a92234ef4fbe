import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import request from 'supertest';
import { createGateway, type Gateway } from '../src/app';
import { isFrameworkPath } from '../src/framework-paths';

let gateway: Gateway;
let server: http.Server;
let distRoot: string;

beforeAll(async () => {
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-framework-paths-'));
  fs.writeFileSync(path.join(distRoot, 'index.html'), '<!doctype html><title>Cadeau</title>');
  gateway = await createGateway({
    port: 0,
    services: { identity: 'http://127.0.0.1:1' },
    natsUrl: null,
    secret: 's'.repeat(48),
    production: false,
    envName: 'test',
    staticRoots: { shell: distRoot, remotes: {} },
    sessionCacheMs: 1000,
    upstreamTimeoutMs: 1000,
    loginRatePerMinute: 5,
    errorLogRatePerMinute: 100,
  });
  server = await gateway.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await gateway.close();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

describe("the original build's framework calls (spec section 7, ADR 0007)", () => {
  it.each(['/cockpit/dashboard/_payload.json', '/_payload.json', '/login/_payload.json', '/__nuxt_island/a1b2.json'])(
    'GET %s answers a JSON 404, not the page',
    async (url) => {
      const res = await request(server).get(url);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: 'error.notFound' });
    },
  );

  it('still answers page paths and look-alikes with the shell', async () => {
    for (const url of ['/cockpit/dashboard', '/login', '/cockpit/my-organization/_payload']) {
      const res = await request(server).get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Cadeau</title>');
    }
    expect(isFrameworkPath('/cockpit/payload.json')).toBe(false);
    expect(isFrameworkPath('/__nuxt_islands/x.json')).toBe(false);
    expect(isFrameworkPath('/__nuxt_island/x.json')).toBe(true);
  });
});

import path from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { routes } from '@cadeau/contracts';
import { platform } from '@cadeau/platform';
import { withThrowawayEntries } from '@cadeau/platform/testing';
import { defaultStaticRoots, loadConfig, serviceUrls } from '../src/config';
import { staticFiles } from '../src/static-files';

const repoRoot = path.resolve(__dirname, '..', '..');
const secret = 's'.repeat(64);

describe('the gateway config, derived from the platform registry', () => {
  it('reaches every service at its <NAME>_URL, else at its default port', () => {
    expect(loadConfig({ USER_CONTEXT_SECRET: secret }).services).toEqual({
      identity: 'http://127.0.0.1:3101',
      catalog: 'http://127.0.0.1:3102',
      campaign: 'http://127.0.0.1:3103',
      billing: 'http://127.0.0.1:3104',
      mail: 'http://127.0.0.1:3105',
    });
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, MAIL_URL: 'http://10.0.0.5:80' }).services.mail).toBe(
      'http://10.0.0.5:80',
    );
    expect(loadConfig({ USER_CONTEXT_SECRET: secret }).port).toBe(8080);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, GATEWAY_PORT: '8380' }).port).toBe(8380);
  });

  it("reaches NATS at NATS_URL, else at the kit's default on this machine", () => {
    expect(loadConfig({ USER_CONTEXT_SECRET: secret }).natsUrl).toBe('nats://127.0.0.1:4222');
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, NATS_URL: 'nats://nats:4222' }).natsUrl).toBe('nats://nats:4222');
  });

  it('knows an upstream for every service that owns a route of the route table', () => {
    const owners = new Set(routes.map((r) => r.service as string).filter((s) => s !== 'gateway'));
    expect(Object.keys(serviceUrls({}))).toEqual(expect.arrayContaining([...owners]));
  });
});

/** README "How to add a service / a micro-frontend": one registry entry is all the gateway needs. */
describe('a new registry entry at the gateway', () => {
  const registry = withThrowawayEntries(platform);

  it('forwards to a new service at its URL variable or default port', () => {
    expect(serviceUrls({}, registry)['gift-catalog']).toBe('http://127.0.0.1:3107');
    expect(serviceUrls({ GIFT_CATALOG_URL: 'http://127.0.0.1:3407' }, registry)['gift-catalog']).toBe(
      'http://127.0.0.1:3407',
    );
  });

  it('serves a new micro-frontend at /mfe/<name>/ and lists it in /mfe-manifest.json', async () => {
    const roots = defaultStaticRoots(repoRoot, registry);
    expect(roots.remotes.gifts).toEqual({
      dir: path.join(repoRoot, 'mfe-gifts', 'dist'),
      urlPrefix: '/mfe/gifts/',
      remoteName: 'mfe_gifts',
    });
    const app = new Koa();
    app.use(staticFiles(roots, 'test'));
    const res = await request(app.callback()).get('/mfe-manifest.json').expect(200);
    expect(res.body).toEqual({
      env: 'test',
      remotes: {
        mfe_public: '/mfe/public/remoteEntry.js',
        mfe_campaigns: '/mfe/campaigns/remoteEntry.js',
        mfe_orgs: '/mfe/orgs/remoteEntry.js',
        mfe_admin: '/mfe/admin/remoteEntry.js',
        mfe_products: '/mfe/products/remoteEntry.js',
        mfe_gifts: '/mfe/gifts/remoteEntry.js',
      },
    });
  });
});

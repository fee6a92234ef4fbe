import request from 'supertest';
import { verifyClientAddress } from '@cadeau/service-kit';
import { loadConfig, type GatewayConfig } from '../src/config';
import { VALID_TOKEN } from './standin-identity';
import { standInWorld } from './stand-in-world';

const world = standInWorld('proxy-hops');
const SECRET = world.secret;

async function gatewayWith(overrides: Partial<GatewayConfig>) {
  const gateway = await world.gateway({ loginRatePerMinute: 3, ...overrides });
  return gateway.service.app.callback();
}

/** The address the service was told for a call with this X-Forwarded-For. */
async function addressSeen(app: Awaited<ReturnType<typeof gatewayWith>>, forwardedFor: string) {
  const res = await request(app)
    .get('/api/user/myuser')
    .set('Cookie', `cadeau_session=${VALID_TOKEN}`)
    .set('X-Forwarded-For', forwardedFor);
  expect(res.status).toBe(200);
  const call = world.identity.seen.filter((s) => s.path === '/user/myuser').at(-1)!;
  return verifyClientAddress(call.headers as Record<string, string>, SECRET);
}

/** Issue 8 and ADR 0011: the gateway trusts exactly the configured proxy hops of X-Forwarded-For. */
describe('the client address behind proxies', () => {
  it('in production takes the address the ingress appended, not the leftmost one a client wrote', async () => {
    const app = await gatewayWith({ production: true });
    expect(await addressSeen(app, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts as many hops from the right as configured', async () => {
    const app = await gatewayWith({ production: true, trustedProxyHops: 2 });
    expect(await addressSeen(app, '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For without trusted proxies (development)', async () => {
    const app = await gatewayWith({ trustedProxyHops: 0 });
    expect(await addressSeen(app, '6.6.6.6')).toMatch(/127\.0\.0\.1$/);
  });

  it('rate-limits the real client however it varies the entries it may write', async () => {
    const app = await gatewayWith({ production: true });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `6.6.6.${i}, 203.0.113.10`)
        .send({ email: 'a@b.ch', password: 'x' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('TRUSTED_PROXY_HOPS and LISTEN_HOST', () => {
  const secret = 's'.repeat(64);
  it('defaults to one hop (the ingress) in production and none elsewhere', () => {
    const db = 'postgres://postgres@127.0.0.1:5432/cadeau';
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, NODE_ENV: 'production', DATABASE_URL: db }).trustedProxyHops).toBe(
      1,
    );
    expect(loadConfig({ USER_CONTEXT_SECRET: secret }).trustedProxyHops).toBe(0);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(() => loadConfig({ USER_CONTEXT_SECRET: secret, TRUSTED_PROXY_HOPS: 'all' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('refuses a production gateway without DATABASE_URL: its rate-limit budgets must be shared (ADR 0032)', () => {
    expect(() => loadConfig({ USER_CONTEXT_SECRET: secret, NODE_ENV: 'production' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret }).databaseUrl).toBeNull();
  });

  it('reads RATE_LIMIT_POINTS as named policies with whole numbers, and refuses anything else', () => {
    expect(
      loadConfig({ USER_CONTEXT_SECRET: secret, RATE_LIMIT_POINTS: 'voucher=100000, login=5' }).rateLimitPoints,
    ).toEqual({ voucher: 100000, login: 5 });
    expect(loadConfig({ USER_CONTEXT_SECRET: secret }).rateLimitPoints).toEqual({});
    for (const bad of ['vouchers=5', 'login=', 'login=1.5', 'login'])
      expect(() => loadConfig({ USER_CONTEXT_SECRET: secret, RATE_LIMIT_POINTS: bad })).toThrow(/RATE_LIMIT_POINTS/);
  });

  it('listens on every interface unless LISTEN_HOST narrows it', () => {
    expect(loadConfig({ USER_CONTEXT_SECRET: secret }).host).toBe('0.0.0.0');
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, LISTEN_HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });
});

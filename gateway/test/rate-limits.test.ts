import type http from 'node:http';
import request from 'supertest';
import { rateLimitPolicies } from '@cadeau/contracts';
import type { GatewayConfig } from '../src/config';
import { standInWorld } from './stand-in-world';

const world = standInWorld('rate-limits');

/** A gateway of its own per test: limiters live in its memory, so each test starts with full budgets. */
async function startGateway(overrides: Partial<GatewayConfig> = {}): Promise<http.Server> {
  const gateway = await world.gateway({ loginRatePerMinute: 3, ...overrides });
  return gateway.listen(0, '127.0.0.1');
}

const login = (s: http.Server) => request(s).post('/api/auth/login').send({ email: 'a@b.ch', password: 'x' });
const register = (s: http.Server) => request(s).post('/api/auth/registration').send({});
const searchCompany = (s: http.Server) => request(s).get('/api/auth/company-search?q=Muster');

describe('named rate-limit policies at the gateway', () => {
  it('gives login attempts a budget of their own: spent, they leave forms and look-ups of the same client alone', async () => {
    const s = await startGateway();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(s)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Before named policies, every limited route shared the login budget: these answered 429 too.
    expect((await register(s)).status).not.toBe(429);
    expect((await searchCompany(s)).status).not.toBe(429);
    expect((await login(s)).status).toBe(429);
  });

  it('lets the routes of one policy draw from one budget and answers 429 with Retry-After when it is spent', async () => {
    // A tenth of every budget: `form` allows 3 a minute here.
    const s = await startGateway({ rateLimitScale: 0.1 });
    const formBudget = Math.round(rateLimitPolicies.form.points * 0.1);
    expect(formBudget).toBe(3);
    const form = [
      () => register(s),
      () => request(s).post('/api/contact').send({}),
      () => request(s).post('/api/auth/forgot-password').send({}),
    ];
    for (const call of form) expect((await call()).status).not.toBe(429);
    const refused = await request(s).post('/api/auth/confirmation/resend').send({});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('error.tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another policy of the same client still has its budget.
    expect((await request(s).post('/api/auth/confirmation').send({})).status).not.toBe(429);
  });

  it('never limits a route without a policy', async () => {
    const s = await startGateway({ rateLimitScale: 0.01 });
    for (let i = 0; i < 5; i++)
      expect((await request(s).get('/api/user/myuser').set('Cookie', 'cadeau_session=x')).status).not.toBe(429);
  });

  it('multiplies every budget by RATE_LIMIT_SCALE (an e2e suite runs from one IP)', async () => {
    const s = await startGateway({ rateLimitScale: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(s)).status);
    expect(statuses.filter((x) => x === 429)).toHaveLength(1);
  });
});

describe('bad percent-encoding in a path', () => {
  it.each(['/api/user/%ZZ/sessions', '/api/%ZZ', '/api/user/%E0%A4%A/sessions', '/api/dev/mails/%ZZ'])(
    'GET %s answers 404 error.notFound, never 500',
    async (url) => {
      const s = await startGateway();
      const res = await request(s).get(url).set('Cookie', 'cadeau_session=x');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('error.notFound');
    },
  );

  it('answers a page path or a file path with %ZZ without a 500', async () => {
    const s = await startGateway();
    for (const url of ['/cockpit/%ZZ', '/%ZZ.js', '/mfe/orgs/%ZZ']) {
      const res = await request(s).get(url);
      expect({ url, status: res.status < 500 }).toEqual({ url, status: true });
    }
  });
});

import type http from 'node:http';
import request from 'supertest';
import { verifyClientAddress } from '@cadeau/service-kit';
import { VALID_TOKEN } from './standin-identity';
import { standInWorld } from './stand-in-world';

const world = standInWorld('client-address');
const SECRET = world.secret;
let server: http.Server;

beforeAll(async () => {
  server = await (await world.gateway()).listen(0, '127.0.0.1');
});

const lastCall = (p: string) => world.identity.seen.filter((s) => s.path === p).at(-1)!;

/** Issue 8: services take the caller's address only from what the gateway signs (ADR 0011). */
describe('the client address the gateway forwards', () => {
  it('signs the address it saw, whatever X-Forwarded-For the client wrote (no proxy is trusted here)', async () => {
    await request(server)
      .get('/api/user/myuser')
      .set('Cookie', `cadeau_session=${VALID_TOKEN}`)
      .set('X-Forwarded-For', '198.51.100.77');
    const { headers } = lastCall('/user/myuser');
    expect(verifyClientAddress(headers as Record<string, string>, SECRET)).toMatch(/127\.0\.0\.1$/);
  });

  it('refuses an address header a client wrote, before any service sees it', async () => {
    const before = world.identity.seen.filter((s) => s.path === '/auth/login').length;
    const res = await request(server)
      .post('/api/auth/login')
      .set('x-cadeau-client-address', `${Math.floor(Date.now() / 1000)} 198.51.100.78`)
      .set('x-cadeau-client-address-signature', 'ab'.repeat(32))
      .send({ email: 'a@b.ch', password: 'x' });
    expect([res.status, res.body.message]).toEqual([401, 'error.unauthorized']);
    expect(world.identity.seen.filter((s) => s.path === '/auth/login').length).toBe(before);
  });
});

import type http from 'node:http';
import request from 'supertest';
import { SESSION_ID, USER_ID, VALID_TOKEN } from './standin-identity';
import { standInWorld } from './stand-in-world';

const world = standInWorld('cross-site');
const cookie = `cadeau_session=${VALID_TOKEN}`;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = await (await world.gateway()).listen(0, '127.0.0.1');
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

const logoutsSeen = () => world.identity.seen.filter((s) => s.path === '/auth/logout').length;

/** A body-less POST as a foreign page can send it without a CORS preflight (`fetch` no-cors, a form). */
const logout = () => request(server).post('/api/auth/logout').set('Cookie', cookie).set('Content-Type', 'text/plain');

describe('cross-site requests to state-changing calls (OWASP ASVS 3.5)', () => {
  it.each(['cross-site', 'same-site'])(
    'refuses a body-less text/plain POST marked Sec-Fetch-Site: %s before it reaches the service',
    async (site) => {
      const before = logoutsSeen();
      const res = await logout().set('Sec-Fetch-Site', site);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('error.forbidden');
      // Not forwarded: the session was not ended and the cookie not cleared.
      expect(logoutsSeen()).toBe(before);
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('refuses a foreign Origin when the browser sends no Sec-Fetch-Site, on every state-changing method', async () => {
    const calls = {
      put: request(server).put('/api/user/current-organization').send({ organizationId: null }),
      delete: request(server).delete(`/api/user/${USER_ID}/sessions/${SESSION_ID}`),
      post: request(server).post('/api/auth/logout'),
    };
    for (const [method, call] of Object.entries(calls)) {
      const res = await call.set('Cookie', cookie).set('Origin', 'https://evil.example');
      expect([method, res.status]).toEqual([method, 403]);
    }
    const opaque = await logout().set('Origin', 'null');
    expect(opaque.status).toBe(403);
  });

  it('lets same-origin calls, calls the user started and calls from no browser through', async () => {
    const before = logoutsSeen();
    expect((await logout().set('Sec-Fetch-Site', 'same-origin').set('Origin', origin)).status).toBe(204);
    expect((await logout().set('Sec-Fetch-Site', 'none')).status).toBe(204);
    expect((await logout().set('Origin', origin)).status).toBe(204);
    // curl or a provider's webhook: no ambient cookie of a victim, no browser headers.
    expect((await logout()).status).toBe(204);
    expect(logoutsSeen()).toBe(before + 4);
  });

  it('leaves reads alone: a cross-site GET is not refused (SameSite=Lax and CORS govern it)', async () => {
    const res = await request(server).get('/api/user/myuser').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });
});

import type http from 'node:http';
import request from 'supertest';
import { VALID_TOKEN } from './standin-identity';
import { standInWorld } from './stand-in-world';

const world = standInWorld('no-store');
const cookie = `cadeau_session=${VALID_TOKEN}`;
let server: http.Server;

beforeAll(async () => {
  server = await (await world.gateway()).listen(0, '127.0.0.1');
});

/** Issue 8: a logged-in user's answers must not stay in the browser's or a proxy's cache (shared computers). */
describe('Cache-Control: no-store on authenticated API answers', () => {
  it('marks what a logged-in caller reads and writes', async () => {
    const read = await request(server).get('/api/user/myuser').set('Cookie', cookie);
    expect([read.status, read.headers['cache-control']]).toEqual([200, 'no-store']);
    const write = await request(server)
      .put('/api/user')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ firstName: 'Anna' });
    expect([write.status, write.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it('marks the answer that opens a session and the one that ends it', async () => {
    const login = await request(server)
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'a@b.ch', password: 'x' });
    expect([login.status, login.headers['cache-control']]).toEqual([200, 'no-store']);
    const logout = await request(server)
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin');
    expect([logout.status, logout.headers['cache-control']]).toEqual([204, 'no-store']);
  });

  it('marks what a logged-in caller is refused', async () => {
    const missing = await request(server).get('/api/user/00000000-0000-4000-8000-000000000000').set('Cookie', cookie);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('leaves static files to their own caching', async () => {
    const page = await request(server).get('/').set('Cookie', cookie);
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});

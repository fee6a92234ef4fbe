import type http from 'node:http';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@cadeau/service-kit/testing';
import { standInWorld } from './stand-in-world';

const world = standInWorld('shared-rate-limits');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const login = (s: http.Server) => request(s).post('/api/auth/login').send({ email: 'a@b.ch', password: 'x' });

/** Two replicas of the gateway on one Postgres, as the cluster and Kubernetes run them. */
async function twoReplicas(loginRatePerMinute: number): Promise<[http.Server, http.Server]> {
  const [a, b] = await Promise.all([
    world.gateway({ loginRatePerMinute, databaseUrl: database.url }),
    world.gateway({ loginRatePerMinute, databaseUrl: database.url }),
  ]);
  return [await a.listen(0, '127.0.0.1'), await b.listen(0, '127.0.0.1')];
}

describe('rate limits shared by every gateway replica (ADR 0032)', () => {
  it('gives a client one login budget whichever replica answers: 4 allowed, the 5th refused on either', async () => {
    const [a, b] = await twoReplicas(4);
    const statuses: number[] = [];
    // Alternating replicas: with a budget per process each would allow 4, i.e. 8 in all.
    for (const s of [a, b, a, b, a, b]) statuses.push((await login(s)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await login(b);
    expect(refused.body.message).toBe('error.tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts in the gateway schema of Postgres, one row per policy and client', async () => {
    const [a] = await twoReplicas(50);
    await login(a);
    const { default: knex } = await import('knex');
    const db = knex({ client: 'pg', connection: database.url });
    try {
      const rows = await db('gateway.rate_limits').where('key', 'like', 'login:%').select('key', 'points');
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.every((r: { key: string }) => /^login:(::ffff:)?127\.0\.0\.1$|^login:::1$/.test(r.key))).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

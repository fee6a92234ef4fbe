import { spawn } from 'node:child_process';
import path from 'node:path';
import knex from 'knex';
import { createTestDatabase, freePort, until, type TestDatabase } from '../src/testing';

const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
const secret = 'run-service-test-secret';
// Each test starts a tsx process: seconds on an idle machine, much longer on a loaded one (timed out once at
// 15 s under a load of 15); waiting longer costs nothing when it is quick.
jest.setTimeout(90_000);

interface Run {
  code: Promise<number | null>;
  out: () => string;
  err: () => string;
  kill(signal: NodeJS.Signals): void;
}

function run(fixture: string, env: Record<string, string>): Run {
  const child = spawn(tsx, [path.join(__dirname, 'fixtures', fixture)], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return {
    code: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    out: () => out,
    err: () => err,
    kill: (signal) => child.kill(signal),
  };
}

describe('runService', () => {
  it('listens, and on SIGTERM stops the extras, closes and exits 0', async () => {
    const port = await freePort();
    const p = run('run-service-main.ts', { PORT: String(port), USER_CONTEXT_SECRET: secret });
    await until('listening', async () => p.out().includes('"listening"'), 60_000);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    p.kill('SIGTERM');
    expect(await p.code).toBe(0);
    const out = p.out();
    expect(out.indexOf('extra stopped')).toBeGreaterThan(-1);
    expect(out.indexOf('extra stopped')).toBeLessThan(out.indexOf('"closed"'));
  });

  it('exits 1 naming every bad variable before it creates anything', async () => {
    const p = run('run-service-main.ts', { PORT: 'eighty', FIXTURE_FAIL_START: 'perhaps' });
    expect(await p.code).toBe(1);
    expect(p.err()).toContain('svc-fixture: invalid configuration');
    expect(p.err()).toContain('PORT: must be a port number');
    expect(p.err()).toContain('USER_CONTEXT_SECRET: is not set');
    expect(p.err()).toContain('FIXTURE_FAIL_START: must be true or false');
  });

  it('exits 1 with the reason when the start fails', async () => {
    const p = run('run-service-main.ts', { USER_CONTEXT_SECRET: secret, FIXTURE_FAIL_START: 'true' });
    expect(await p.code).toBe(1);
    expect(p.err()).toContain('svc-fixture failed to start');
    expect(p.err()).toContain('the database is not there');
  });
});

describe('runService: where a service listens (issue 8)', () => {
  const listening = (out: string) =>
    out
      .split('\n')
      .filter((l) => l.includes('"listening"'))
      .map((l) => (JSON.parse(l) as { address: { address: string } }).address.address)[0];

  it('listens on loopback only unless LISTEN_HOST says otherwise', async () => {
    const port = await freePort();
    const p = run('run-service-default-host.ts', { PORT: String(port), USER_CONTEXT_SECRET: secret });
    await until('listening', async () => p.out().includes('"listening"'), 60_000);
    p.kill('SIGTERM');
    expect(await p.code).toBe(0);
    expect(listening(p.out())).toBe('127.0.0.1');
  });

  it('listens where LISTEN_HOST says (a Kubernetes pod: every interface)', async () => {
    const port = await freePort();
    const p = run('run-service-default-host.ts', {
      PORT: String(port),
      USER_CONTEXT_SECRET: secret,
      LISTEN_HOST: '0.0.0.0',
    });
    await until('listening', async () => p.out().includes('"listening"'), 60_000);
    p.kill('SIGTERM');
    expect(await p.code).toBe(0);
    expect(listening(p.out())).toBe('0.0.0.0');
  });

  it('exits 1 naming a LISTEN_HOST that is no host', async () => {
    const p = run('run-service-default-host.ts', { USER_CONTEXT_SECRET: secret, LISTEN_HOST: 'every where' });
    expect(await p.code).toBe(1);
    expect(p.err()).toContain('LISTEN_HOST: must be a host name or address');
  });
});

describe('runMigrations', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('brings the schema to the latest migration and exits 0', async () => {
    const p = run('run-migrations-main.ts', { DATABASE_URL: testDb.url });
    expect(await p.code).toBe(0);
    expect(p.out()).toContain('migrations applied');
    const db = knex({ client: 'pg', connection: testDb.url });
    try {
      expect(await db.schema.withSchema('fixture').hasTable('things')).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('exits 1 with the reason when the database cannot be reached', async () => {
    const port = await freePort();
    const p = run('run-migrations-main.ts', { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing` });
    expect(await p.code).toBe(1);
    expect(p.err()).toContain('svc-fixture migrations failed');
  });
});

import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import request from 'supertest';
import type { Knex } from 'knex';
import type { Service } from '../service';
import { internalCaller, signedAs } from './callers';
import { createTestDatabase } from './database';
import { startIdentityStandIn } from './identity-standin';
import { startNatsServer } from './nats-server';

/** The parts of a created service (`Service`) its tests use. */
type Testable = Pick<Service, 'app' | 'migrate' | 'startWorkers' | 'close'> & { kit: { db: Knex } };

/** What every service under test is started with; the service's own harness adds the rest. */
export interface ServiceUnderTestBase {
  databaseUrl: string;
  natsUrl: string;
  secret: string;
  production: false;
  dataDir: string;
  identityUrl: string;
}

/**
 * A service on a fresh database and a private NATS server (its stream has the platform's fixed subjects, which
 * must not clash with a stack running on the shared NATS), with svc-identity's internal routes answered by the
 * loopback stand-in (identity-standin.ts) and files under a fresh data directory (`dataDir` to choose it):
 * migrated, workers started, with signed request helpers (`as`, `internalCall`) and `stop` removing it all.
 * `name` names the data directory.
 */
export async function startServiceUnderTest<S extends Testable>(p: {
  name: string;
  secret: string;
  dataDir?: string;
  create: (base: ServiceUnderTestBase) => Promise<S>;
}) {
  const db = await createTestDatabase();
  const nats = await startNatsServer();
  const identity = await startIdentityStandIn(p.secret);
  const dataDir = p.dataDir ?? `/tmp/cadeau-${p.name}-test-${randomUUID()}`;
  const service = await p.create({
    databaseUrl: db.url,
    natsUrl: nats.url,
    secret: p.secret,
    production: false,
    dataDir,
    identityUrl: identity.url,
  });
  await service.migrate();
  service.startWorkers();
  const http = () => request(service.app.callback());

  /** Headers of a request by `caller`, signed as the gateway would. */
  const as = signedAs(p.secret);
  /** A signed call of another service (internal routes), as service-kit's internal client sends it. */
  const internalCall = internalCaller(p.secret, http);

  async function stop() {
    await service.close();
    await identity.stop();
    await nats.destroy();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { service, knex: service.kit.db, databaseUrl: db.url, http, nats, identity, dataDir, as, internalCall, stop };
}

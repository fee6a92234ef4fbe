import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  internalCaller,
  member as kitMember,
  platformAdmin,
  signedAs,
  startIdentityStandIn,
  startNatsServer,
  type Caller,
  type MemberFields,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import request from 'supertest';
import { createCatalogService, type CatalogOptions } from '../src/app';

export const SECRET = 'catalog-test-secret-0123456789';

export { platformAdmin, type Caller };

/** A signed-in member of one organisation with the given roles and features (a seller admin by default). */
export const member = (fields: Partial<MemberFields> = {}): Caller => kitMember('seller', fields);

/**
 * svc-catalog on a fresh database and a private NATS server (its stream has the platform's fixed subjects,
 * which must not clash with a stack running on the shared NATS), with svc-identity's internal routes answered by
 * a loopback stand-in (`identity.settings`, `identity.organizations`; see service-kit's testing/identity-standin.ts) and uploads on
 * the filesystem under a fresh data directory. `options` overrides what a test needs.
 */
export async function startCatalog(options: Partial<CatalogOptions> = {}) {
  const db: TestDatabase = await createTestDatabase();
  const nats: NatsServer = await startNatsServer();
  const identity = await startIdentityStandIn(SECRET);
  const dataDir = options.dataDir ?? `/tmp/cadeau-catalog-test-${randomUUID()}`;
  const service = await createCatalogService({
    databaseUrl: db.url,
    natsUrl: nats.url,
    secret: SECRET,
    production: false,
    dataDir,
    identityUrl: identity.url,
    storage: { kind: 'fs' },
    ...options,
  });
  await service.migrate();
  service.startWorkers();
  const http = () => request(service.app.callback());

  /** Headers of a request by `caller`, signed as the gateway would. */
  const as = signedAs(SECRET);
  /** A signed call of another service (internal routes), as service-kit's internal client sends it. */
  const internalCall = internalCaller(SECRET, http);

  async function stop() {
    await service.close();
    await identity.stop();
    await nats.destroy();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { service, knex: service.kit.db, databaseUrl: db.url, http, nats, identity, dataDir, as, internalCall, stop };
}
export type CatalogHarness = Awaited<ReturnType<typeof startCatalog>>;

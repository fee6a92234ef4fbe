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
import { createCampaignService, type CampaignOptions } from '../src/app';

export const SECRET = 'campaign-test-secret-0123456789';

export { platformAdmin, type Caller };

/** A signed-in member of one organisation with the given roles and features (a giver admin by default). */
export const member = (fields: Partial<MemberFields> = {}): Caller => kitMember('giver', fields);

/**
 * svc-campaign on a fresh database and a private NATS server (its stream has the platform's fixed subjects,
 * which must not clash with a stack running on the shared NATS), with svc-identity's internal routes answered
 * by service-kit's loopback stand-in (`identity.settings`, `identity.organizations`) and uploads under a fresh
 * data directory. `options` overrides what a test needs (a catalog or mail stand-in's URL, for example).
 */
export async function startCampaign(options: Partial<CampaignOptions> = {}) {
  const db: TestDatabase = await createTestDatabase();
  const nats: NatsServer = await startNatsServer();
  const identity = await startIdentityStandIn(SECRET);
  const dataDir = options.dataDir ?? `/tmp/cadeau-campaign-test-${randomUUID()}`;
  const service = await createCampaignService({
    databaseUrl: db.url,
    natsUrl: nats.url,
    secret: SECRET,
    production: false,
    dataDir,
    identityUrl: identity.url,
    // Nothing answers here unless a test passes a stand-in's URL: calls fail as with the service down.
    catalogUrl: 'http://127.0.0.1:9',
    mailUrl: 'http://127.0.0.1:9',
    // Tests drive the campaign clock by hand (runCampaignClock with an injected time).
    clockSchedule: null,
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
export type CampaignHarness = Awaited<ReturnType<typeof startCampaign>>;

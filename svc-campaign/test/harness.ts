import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { UserContext } from '@cadeau/contracts';
import { signInternalCall, signUserContext } from '@cadeau/service-kit';
import {
  createTestDatabase,
  startIdentityStandIn,
  startNatsServer,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import request from 'supertest';
import { createCampaignService, type CampaignOptions } from '../src/app';

export const SECRET = 'campaign-test-secret-0123456789';

export type Caller = Omit<UserContext, 'iat'>;

/** A signed-in member of one organisation with the given roles and features (a giver admin by default). */
export function member(
  fields: Partial<{ organizationId: string; roles: string[]; features: string[]; language: string }> = {},
): Caller {
  const organizationId = fields.organizationId ?? randomUUID();
  return {
    userId: randomUUID(),
    sessionId: randomUUID(),
    roles: [],
    organizations: [{ id: organizationId, roles: fields.roles ?? ['admin'], features: fields.features ?? ['giver'] }],
    currentOrganizationId: organizationId,
    impersonatorId: null,
    language: fields.language ?? 'en',
  };
}

/** A platform administrator without an organisation. */
export function platformAdmin(): Caller {
  return {
    userId: randomUUID(),
    sessionId: randomUUID(),
    roles: ['platformAdmin'],
    organizations: [],
    currentOrganizationId: null,
    impersonatorId: null,
    language: 'en',
  };
}

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
  const as = (caller: Caller) => signUserContext(caller, SECRET);
  /** A signed call of another service (internal routes), as service-kit's internal client sends it. */
  function internalCall(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ) {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestampSec = Math.floor(Date.now() / 1000);
    const signed = signInternalCall(SECRET, {
      method,
      path,
      body: text,
      caller: 'svc-test',
      timestampSec,
      idempotencyKey,
    });
    const req = http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(signed);
    return body === undefined ? req : req.set('content-type', 'application/json').send(text);
  }

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

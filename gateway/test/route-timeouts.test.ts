import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADMIN_TOKEN } from './standin-identity';
import { standInWorld } from './stand-in-world';

/** The gateway's default upstream timeout in this file: short, so the normal route's cut comes soon. */
const DEFAULT_TIMEOUT_MS = 500;
const admin = `cadeau_session=${ADMIN_TOKEN}`;

/**
 * A svc-campaign stand-in that answers nothing until the test says so: `arrived(path)` resolves once a request
 * for the path is there, `answer(path, status, body)` answers it then. Requests still held at the end are dropped.
 */
function holdingService() {
  const held = new Map<string, http.ServerResponse>();
  const waiting = new Map<string, () => void>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '';
      held.set(path, res);
      waiting.get(path)?.();
    });
  });
  return {
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    arrived(path: string): Promise<void> {
      if (held.has(path)) return Promise.resolve();
      return new Promise((resolve) => waiting.set(path, resolve));
    },
    answer(path: string, status: number, body: unknown) {
      const res = held.get(path);
      if (!res) throw new Error(`no request for ${path} is held`);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const world = standInWorld('route-timeouts');
const campaign = holdingService();
let base: string;

beforeAll(async () => {
  const campaignUrl = await campaign.listen();
  const gateway = await world.gateway({
    services: { identity: world.identity.url, mail: world.identity.url, campaign: campaignUrl },
    upstreamTimeoutMs: DEFAULT_TIMEOUT_MS,
  });
  const server = await gateway.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => campaign.close());

describe("a route's own upstream timeout (contracts `timeoutMs`)", () => {
  it('lets a bulk route (the approval) wait past the default timeout, while a normal route is still cut at it', async () => {
    const campaignId = randomUUID();
    const approvePath = `/campaign/${campaignId}/approve`;
    const approval = request(base)
      .post(`/api${approvePath}`)
      .set('Cookie', admin)
      .send({ decision: 'approve' })
      .then((res) => res);
    await campaign.arrived(approvePath);

    // Sent after the approval reached the service, so when it is cut the approval has waited longer than that.
    const normal = await request(base).get(`/api/campaign/${campaignId}`).set('Cookie', admin);
    // Answered before any assertion, so a failing one leaves no request hanging in the gateway.
    campaign.answer(approvePath, 200, { id: campaignId, status: 'approved' });
    const approved = await approval;

    expect(normal.status).toBe(504);
    expect(normal.body).toMatchObject({ message: 'error.serviceUnavailable' });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ id: campaignId, status: 'approved' });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGateway, type Gateway } from '../src/app';
import type { GatewayConfig } from '../src/config';
import { startIdentityStandIn } from './standin-identity';

export type IdentityStandIn = Awaited<ReturnType<typeof startIdentityStandIn>>;

export interface StandInWorld {
  /** The user context secret the gateway and the stand-in share. */
  readonly secret: string;
  readonly identity: IdentityStandIn;
  /** A gateway in front of the stand-in (not listening yet); the world closes it after the file. */
  gateway(overrides?: Partial<GatewayConfig>): Promise<Gateway>;
}

/**
 * One svc-identity stand-in (which also answers for svc-mail) and an empty shell build for a test file,
 * with the gateways the file starts in front of them: registered as beforeAll/afterAll, so every gateway
 * test file starts the same world the same way.
 */
export function standInWorld(name: string): StandInWorld {
  const secret = `${name}-secret-`.padEnd(48, 'x');
  let identity: IdentityStandIn | null = null;
  let distRoot = '';
  const gateways: Gateway[] = [];

  beforeAll(async () => {
    identity = await startIdentityStandIn(secret);
    distRoot = fs.mkdtempSync(path.join(os.tmpdir(), `gateway-${name}-`));
    fs.writeFileSync(path.join(distRoot, 'index.html'), '<!doctype html><title>Cadeau</title>');
  });

  afterAll(async () => {
    for (const g of gateways) await g.close();
    await identity?.close();
    fs.rmSync(distRoot, { recursive: true, force: true });
  });

  return {
    secret,
    get identity() {
      if (!identity) throw new Error('the stand-in starts in beforeAll');
      return identity;
    },
    async gateway(overrides = {}) {
      const standIn = this.identity;
      const gateway = await createGateway({
        port: 0,
        services: { identity: standIn.url, mail: standIn.url },
        natsUrl: null,
        secret,
        production: false,
        envName: 'test',
        staticRoots: { shell: distRoot, remotes: {} },
        sessionCacheMs: 1000,
        upstreamTimeoutMs: 1000,
        loginRatePerMinute: 100,
        errorLogRatePerMinute: 100,
        ...overrides,
      });
      gateways.push(gateway);
      return gateway;
    },
  };
}
